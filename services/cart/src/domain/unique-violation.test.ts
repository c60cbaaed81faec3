import { isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  it('when MongoDB reports a duplicate key (11000), then it is a unique violation', () => {
    expect(isUniqueViolation({ code: 11000, message: 'E11000 duplicate key error' })).toBe(true);
  });

  it('when FerretDB refuses an update with a SQLite unique constraint, then it is a unique violation', () => {
    const message = "constraint failed: UNIQUE constraint failed: index 'carts__id_' (2067)";
    expect(isUniqueViolation({ code: 1, message })).toBe(true);
  });

  it('when another error occurs, then it is not', () => {
    expect(isUniqueViolation({ code: 1, message: 'not implemented yet' })).toBe(false);
    expect(isUniqueViolation(new Error('socket closed'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
