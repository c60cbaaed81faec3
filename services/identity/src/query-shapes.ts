import {
  kitQueryShapes,
  outboxIndexes,
  processedEventsIndexes,
  type IndexDeclaration,
  type QueryShape,
} from '@shop/service-kit';
import { SIGNING_KEYS, signingKeyIndexes } from './domain/keys/signing-key-document';
import { LOGIN_ATTEMPTS } from './domain/login-throttle/login-throttle';
import {
  PASSWORD_RESETS,
  resetTokenIndexes,
  resetTokenRetention,
} from './domain/password-reset/reset-tokens';
import { USERS, userIndexes } from './domain/users/user-document';

/** The indexes the service declares (app.ts), and those the kit adds for its outbox and consumers. */
export const identityIndexes: IndexDeclaration[] = [
  ...userIndexes,
  ...signingKeyIndexes,
  ...resetTokenIndexes,
];
export const identityAllIndexes: IndexDeclaration[] = [
  ...identityIndexes,
  ...outboxIndexes(USERS),
  ...processedEventsIndexes,
];

/** Reset links nobody used (decision 019). */
export const identityRetention = [resetTokenRetention];

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const identityQueryShapes: QueryShape[] = [
  {
    collection: USERS,
    equals: ['_id'],
    by: 'findUserById, isRevoked, token-version, login, logout, update, delete',
  },
  { collection: USERS, equals: ['email'], by: 'findUserByEmail (login, signup)' },
  {
    collection: USERS,
    equals: [],
    by: 'listUsers (GET /auth/users: the unpaged answer, and userPages for the admin Users screen)',
    wholeCollection:
      'KNOWN GAP: the Users screen now gets a page of each table, but the server reads every account for the exact figures and the name order (FerretDB counts and sorts in memory); closing it needs kept counters and a stored sort key',
  },
  { collection: LOGIN_ATTEMPTS, equals: ['_id'], by: 'LoginThrottle.assertAllowed, recordFailure, reset' },
  {
    collection: LOGIN_ATTEMPTS,
    equals: [],
    by: 'LoginThrottle.purgeExpired (every 10 minutes)',
    wholeCollection: 'counters live 15 minutes and the purge keeps the collection to the last window',
  },
  {
    collection: SIGNING_KEYS,
    equals: [],
    by: 'SigningKeys (load, rotate)',
    wholeCollection: 'a handful of keys: retired ones are few and rotation is rare',
  },
  { collection: LOGIN_ATTEMPTS, equals: ['_id'], by: 'ResetThrottle (forgot and reset password)' },
  { collection: PASSWORD_RESETS, equals: ['_id'], by: 'ResetTokens.issue, consume' },
  { collection: PASSWORD_RESETS, equals: ['userId'], by: 'ResetTokens.revokeAll' },
  ...kitQueryShapes([USERS], identityRetention),
];
