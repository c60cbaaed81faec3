import { KeyEncryption } from './key-encryption';

describe('KeyEncryption', () => {
  const pem = '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----';

  it('when a secret is encrypted, then it decrypts back with the same secret and key id only', () => {
    const encryption = new KeyEncryption('a-long-enough-secret');
    const stored = encryption.encrypt(pem, 'kid-1');
    expect(stored.data).not.toContain('PRIVATE');
    expect(encryption.decrypt(stored, 'kid-1')).toBe(pem);
    expect(() => encryption.decrypt(stored, 'kid-2')).toThrow();
    expect(() => new KeyEncryption('another-long-secret').decrypt(stored, 'kid-1')).toThrow();
  });

  it('when the ciphertext is altered, then decryption refuses it', () => {
    const encryption = new KeyEncryption('a-long-enough-secret');
    const stored = encryption.encrypt(pem, 'kid-1');
    const data = Buffer.from(stored.data, 'base64');
    data[0] = data[0]! ^ 1;
    expect(() => encryption.decrypt({ ...stored, data: data.toString('base64') }, 'kid-1')).toThrow();
  });
});
