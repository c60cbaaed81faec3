import {
  byId,
  kitQueryShapes,
  serviceIndexes,
  wholeCollection,
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
export const identityOutboxCollections = [USERS];
export const identityAllIndexes = serviceIndexes(identityIndexes, identityOutboxCollections);

/** Reset links nobody used (decision 019). */
export const identityRetention = [resetTokenRetention];

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const identityQueryShapes: QueryShape[] = [
  byId(USERS, 'findUserById, isRevoked, token-version, login, logout, update, delete'),
  { collection: USERS, equals: ['email'], by: 'findUserByEmail (login, signup)' },
  wholeCollection(
    USERS,
    "listUsers (GET /auth/users without parameters: the spec's unpaged answer, every account)",
    'the spec asks for every account; the admin screen always sends page parameters',
  ),
  { collection: USERS, equals: ['listKeys'], by: "userPages: the accounts of one bucket of a table's list" },
  { collection: USERS, equals: ['searchKeys'], by: 'userPages: a search, by the prefix of its longest word' },
  { collection: USER_BUCKETS, equals: ['list'], by: "userPages: a list's buckets and their counts" },
  byId(USER_BUCKETS, 'countChange, readBuckets (a count set right)'),
  byId(USER_FIGURES, 'readFigures, countChange, setCounts'),
  wholeCollection(
    USERS,
    'keyAndRecountUsers (at start, in the background: accounts without keys, then the recount)',
    'once per database (seedOnce), or when the figures document is missing',
  ),
  wholeCollection(
    USER_BUCKETS,
    'setCounts (the recount: every bucket, so an emptied one is set to 0)',
    'a few hundred small documents per list',
  ),
  byId(LOGIN_ATTEMPTS, 'LoginThrottle.assertAllowed, recordFailure, reset'),
  wholeCollection(
    LOGIN_ATTEMPTS,
    'LoginThrottle.purgeExpired (every 10 minutes)',
    'counters live 15 minutes and the purge keeps the collection to the last window',
  ),
  wholeCollection(
    SIGNING_KEYS,
    'SigningKeys (load, rotate)',
    'a handful of keys: retired ones are few and rotation is rare',
  ),
  byId(LOGIN_ATTEMPTS, 'ResetThrottle (forgot and reset password)'),
  byId(PASSWORD_RESETS, 'ResetTokens.issue, consume'),
  { collection: PASSWORD_RESETS, equals: ['userId'], by: 'ResetTokens.revokeAll' },
  ...kitQueryShapes(identityOutboxCollections, identityRetention),
];
