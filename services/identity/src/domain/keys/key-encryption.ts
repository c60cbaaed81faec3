import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/** A private key as stored: AES-256-GCM ciphertext, bound to its key id so blobs cannot be swapped. */
export interface EncryptedSecret {
  alg: 'A256GCM';
  iv: string;
  tag: string;
  data: string;
}

const SALT = 'shop-identity/signing-keys/v1';

/** Encrypts the private signing keys at rest with a key derived from KEY_ENCRYPTION_SECRET. */
export class KeyEncryption {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = scryptSync(secret, SALT, 32);
  }

  encrypt(plaintext: string, boundTo: string): EncryptedSecret {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(boundTo, 'utf8'));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return {
      alg: 'A256GCM',
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      data: data.toString('base64'),
    };
  }

  /** Throws when the secret is not the one the key was stored with, or the blob was tampered with. */
  decrypt(secret: EncryptedSecret, boundTo: string): string {
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(secret.iv, 'base64'));
    decipher.setAAD(Buffer.from(boundTo, 'utf8'));
    decipher.setAuthTag(Buffer.from(secret.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(secret.data, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  }
}
