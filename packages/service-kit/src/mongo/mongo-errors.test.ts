import { isDuplicateKeyError } from './mongo-errors';

describe('isDuplicateKeyError', () => {
  it('when MongoDB or FerretDB report a unique violation, then it is recognised', () => {
    expect(isDuplicateKeyError({ code: 11000, message: 'E11000 duplicate key' })).toBe(true);
    expect(isDuplicateKeyError({ code: 1, message: 'UNIQUE constraint failed: x.k' })).toBe(true);
    const postgres = 'ERROR: duplicate key value violates unique constraint "k_idx" (SQLSTATE 23505)';
    expect(isDuplicateKeyError({ code: 1, message: postgres })).toBe(true);
  });

  it('when another error comes, then it is not taken for a duplicate', () => {
    expect(isDuplicateKeyError({ code: 1, message: 'something else' })).toBe(false);
    expect(isDuplicateKeyError(new Error('E11000'))).toBe(false);
    expect(isDuplicateKeyError(null)).toBe(false);
  });
});
