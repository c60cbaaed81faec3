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
import { USER_BUCKETS, USER_FIGURES, userCountIndexes } from './domain/users/user-counts';
import { USERS, userIndexes } from './domain/users/user-document';

/** The indexes the service declares (app.ts), and those the kit adds for its outbox and consumers. */
export const identityIndexes: IndexDeclaration[] = [
  ...userIndexes,
  ...userCountIndexes,
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
    by: "listUsers (GET /auth/users without parameters: the spec's unpaged answer, every account)",
    wholeCollection: 'the spec asks for every account; the admin screen always sends page parameters',
  },
  { collection: USERS, equals: ['listKeys'], by: "userPages: the accounts of one bucket of a table's list" },
  { collection: USERS, equals: ['searchKeys'], by: 'userPages: a search, by the prefix of its longest word' },
  { collection: USER_BUCKETS, equals: ['list'], by: "userPages: a list's buckets and their counts" },
  { collection: USER_BUCKETS, equals: ['_id'], by: 'countChange, readBuckets (a count set right)' },
  { collection: USER_FIGURES, equals: ['_id'], by: 'readFigures, countChange, setCounts' },
  {
    collection: USERS,
    equals: [],
    by: 'keyAndRecountUsers (at start, in the background: accounts without keys, then the recount)',
    wholeCollection: 'once per database (seedOnce), or when the figures document is missing',
  },
  {
    collection: USER_BUCKETS,
    equals: [],
    by: 'setCounts (the recount: every bucket, so an emptied one is set to 0)',
    wholeCollection: 'a few hundred small documents per list',
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
