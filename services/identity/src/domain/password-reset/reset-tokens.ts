import { createHash, randomBytes } from 'node:crypto';
import type { Db, ObjectId } from 'mongodb';
import { DAY_SECONDS, type IndexDeclaration, type RetentionRule } from '@shop/service-kit';

export const PASSWORD_RESETS = 'password_resets';

/** The link works this long; checked here, in code (the local database has no TTL indexes). */
export const RESET_TOKEN_LIFETIME_MS = 30 * 60_000;

/** One outstanding reset link. Only the SHA-256 of its token is kept: a copy of the database opens no account. */
interface ResetTokenDocument {
  /** SHA-256 of the token, hex. */
  _id: string;
  userId: ObjectId;
  createdAt: Date;
  expiresAt: Date;
}

export const resetTokenIndexes: IndexDeclaration[] = [{ collection: PASSWORD_RESETS, key: { userId: 1 } }];

/** Links nobody used are swept a day after they stopped working (used ones are deleted when used). */
export const resetTokenRetention: RetentionRule = {
  collection: PASSWORD_RESETS,
  field: 'expiresAt',
  afterSeconds: DAY_SECONDS,
  why: 'a reset link works 30 minutes; a day later nothing can ask about it',
};

/**
 * A token is 32 random bytes (256 bits) in base64url: guessing one is hopeless, so a plain SHA-256 (not a slow
 * password hash) is enough to keep the stored form useless.
 */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class ResetTokens {
  constructor(private readonly db: Db) {}

  /** A new single-use token for the user; the caller mails it and nothing keeps it in plain form. */
  async issue(userId: ObjectId, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.collection().insertOne({
      _id: hashResetToken(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
    return token;
  }

  /**
   * Uses up a token: the user it was issued to, or null when it is unknown, used or expired. The delete decides
   * a race between two uses of one link: only the request whose delete removed it goes on.
   */
  async consume(token: string, now = new Date()): Promise<ObjectId | null> {
    const _id = hashResetToken(token);
    const found = await this.collection().findOne({ _id });
    if (!found) return null;
    const removed = await this.collection().deleteOne({ _id });
    if (removed.deletedCount !== 1 || found.expiresAt.getTime() <= now.getTime()) return null;
    return found.userId;
  }

  /** After a reset, every other link the user was sent stops working too. */
  async revokeAll(userId: ObjectId): Promise<void> {
    await this.collection().deleteMany({ userId });
  }

  private collection() {
    return this.db.collection<ResetTokenDocument>(PASSWORD_RESETS);
  }
}
