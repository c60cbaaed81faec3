import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher';

describe('password hasher', () => {
  it('when a password is hashed, then it is argon2id at the OWASP parameters and only that password verifies', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('correct horse battery');
    await expect(verifyPassword(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'correct horse battery!')).resolves.toBe(false);
  });

  it('when the stored hash is malformed, then verification fails instead of throwing', async () => {
    await expect(verifyPassword('not-a-hash', 'whatever')).resolves.toBe(false);
  });

  it('when the dummy hash is asked twice, then it is one argon2id hash that no guess matches', async () => {
    const first = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(first);
    expect(first).toMatch(/^\$argon2id\$/);
    await expect(verifyPassword(first, 'password')).resolves.toBe(false);
  });
});
