import { isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  it('when MongoDB answers 11000 or FerretDB names the SQLite constraint, then it is a unique violation', () => {
    expect(isUniqueViolation({ code: 11000 })).toBe(true);
    expect(
      isUniqueViolation(
        new Error("constraint failed: UNIQUE constraint failed: index 't_titleKey_1' (2067)"),
      ),
    ).toBe(true);
  });

  it('when the error is anything else, then it is not', () => {
    expect(isUniqueViolation(new Error('connection reset'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
