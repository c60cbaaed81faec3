import { randomUUID } from 'node:crypto';
import {
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
  type JWTVerifyGetKey,
  type KeyLike,
} from 'jose';
import type { Db } from 'mongodb';
import { LONGEST_TOKEN_LIFETIME_SECONDS } from './token-lifetimes';
import type { KeyEncryption } from './key-encryption';
import { SIGNING_ALGORITHM, SIGNING_KEYS, type SigningKeyDocument } from './signing-key-document';

interface LoadedKey {
  kid: string;
  publicJwk: JWK;
  publicKey: KeyLike;
  privateKey: KeyLike;
  activeFrom: Date;
}

const RELOAD_AFTER_MS = 60_000;
const MIN_RELOAD_INTERVAL_MS = 1_000;

/**
 * identity's signing keys, kept in its database so they survive restarts and are shared by every replica.
 * The newest key whose activation time has come signs; every key that is not retired is published and
 * verifies, so a rotation logs nobody out.
 */
export class SigningKeyStore {
  private keys: LoadedKey[] = [];
  private loadedAt = 0;
  private reloading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly encryption: KeyEncryption,
  ) {}

  /** At start: creates the first key of an empty database, then loads them all. */
  async initialize(): Promise<void> {
    const live = await this.collection().countDocuments({ retiredAt: { $exists: false } }, { limit: 1 });
    if (live === 0) await this.addKey(new Date());
    await this.reload();
  }

  /**
   * Adds a key that starts signing after `activationDelaySeconds` (verifiers fetch it meanwhile) and retires
   * the keys whose every token has expired since a newer key took over.
   */
  async rotate(activationDelaySeconds: number, now = new Date()): Promise<string> {
    const kid = await this.addKey(new Date(now.getTime() + activationDelaySeconds * 1000));
    await this.retireExpired(now);
    await this.reload();
    return kid;
  }

  /** The key to sign with now. */
  async signingKey(): Promise<{ kid: string; privateKey: KeyLike }> {
    if (Date.now() - this.loadedAt > RELOAD_AFTER_MS) await this.reload();
    const now = Date.now();
    const active = this.keys.find((key) => key.activeFrom.getTime() <= now);
    if (!active) throw new Error('no active signing key');
    return { kid: active.kid, privateKey: active.privateKey };
  }

  /** The JWKS: every key that is not retired, including one about to become active. */
  async publicKeys(): Promise<{ keys: JWK[] }> {
    if (Date.now() - this.loadedAt > RELOAD_AFTER_MS) await this.reload();
    return { keys: this.keys.map((key) => key.publicJwk) };
  }

  /** For identity's own token verifier: finds the key named by the token, reloading once for a new kid. */
  readonly verificationKey: JWTVerifyGetKey = async (header) => {
    let key = this.keys.find((candidate) => candidate.kid === header.kid);
    if (!key && Date.now() - this.loadedAt > MIN_RELOAD_INTERVAL_MS) {
      await this.reload();
      key = this.keys.find((candidate) => candidate.kid === header.kid);
    }
    if (!key) throw new Error('unknown key id');
    return key.publicKey;
  };

  async reload(): Promise<void> {
    this.reloading ??= this.load().finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  private async load(): Promise<void> {
    const docs = await this.collection()
      .find({ retiredAt: { $exists: false } })
      .sort({ activeFrom: -1 })
      .toArray();
    this.keys = await Promise.all(
      docs.map(async (doc) => ({
        kid: doc._id,
        publicJwk: doc.publicJwk,
        publicKey: (await importJWK(doc.publicJwk, SIGNING_ALGORITHM)) as KeyLike,
        privateKey: await importPKCS8(this.encryption.decrypt(doc.privateKey, doc._id), SIGNING_ALGORITHM),
        activeFrom: doc.activeFrom,
      })),
    );
    this.loadedAt = Date.now();
  }

  private async addKey(activeFrom: Date): Promise<string> {
    const kid = randomUUID();
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, {
      crv: 'Ed25519',
      extractable: true,
    });
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
    await this.collection().insertOne({
      _id: kid,
      alg: SIGNING_ALGORITHM,
      publicJwk,
      privateKey: this.encryption.encrypt(await exportPKCS8(privateKey), kid),
      createdAt: new Date(),
      activeFrom,
    });
    return kid;
  }

  /** A key can go once its successor has been signing for longer than the longest token lives. */
  private async retireExpired(now: Date): Promise<void> {
    const docs = await this.collection()
      .find({ retiredAt: { $exists: false } }, { projection: { _id: 1, activeFrom: 1 } })
      .sort({ activeFrom: 1 })
      .toArray();
    const graceMs = (LONGEST_TOKEN_LIFETIME_SECONDS + 3600) * 1000;
    for (let index = 0; index < docs.length - 1; index += 1) {
      const successor = docs[index + 1]!;
      if (successor.activeFrom.getTime() + graceMs < now.getTime()) {
        await this.collection().updateOne({ _id: docs[index]!._id }, { $set: { retiredAt: now } });
      }
    }
  }

  private collection() {
    return this.db.collection<SigningKeyDocument>(SIGNING_KEYS);
  }
}
