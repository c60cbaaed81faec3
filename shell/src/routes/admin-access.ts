import type { User } from '@shop/contracts';

export type AdminAccess = 'wait' | 'login' | 'restricted' | 'allowed';

/** Storefront spec §4/§6: anonymous -> /login, signed-in non-admin -> /restricted-access. */
export function adminAccess(loading: boolean, user: Pick<User, 'is_admin'> | null): AdminAccess {
  if (loading) return 'wait';
  if (!user) return 'login';
  return user.is_admin ? 'allowed' : 'restricted';
}
