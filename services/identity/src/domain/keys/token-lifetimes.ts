/** Without rememberMe: a session cookie and a token that lasts a day. */
export const SESSION_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** With rememberMe: a 30-day cookie and token. */
export const REMEMBERED_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const LONGEST_TOKEN_LIFETIME_SECONDS = REMEMBERED_TOKEN_LIFETIME_SECONDS;
