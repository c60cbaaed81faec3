import type { User } from '@shop/contracts';

export const FALLBACK_NAME = 'Admin User';
export const FALLBACK_EMAIL = 'admin@example.com';

export interface UserBadge {
  initial: string;
  name: string;
  email: string;
}

/** The sidebar footer: initial, full name and email, with the spec's fallbacks when they are missing. */
export function userBadge(
  user: Pick<User, 'first_name' | 'last_name' | 'email'> | null | undefined,
): UserBadge {
  const name =
    [user?.first_name, user?.last_name]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || FALLBACK_NAME;
  return { initial: name.charAt(0).toUpperCase(), name, email: user?.email?.trim() || FALLBACK_EMAIL };
}
