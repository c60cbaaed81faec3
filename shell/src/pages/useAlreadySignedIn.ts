import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@shop/app-context';

/** The state the sign-up page hands the login page it redirects to (the spec's sign-up → /login stands). */
export const FROM_SIGNUP = { fromSignup: true } as const;

/**
 * Issue 32: true when the visitor was already signed in when the login or sign-up page opened, so the page sends
 * them on at once. Decided once, when the session check ends: a login made on the page itself must still show the
 * spec's notice and wait its 3 s, and the login page reached from a sign-up (now signed in) keeps the spec's flow.
 */
export function useAlreadySignedIn(): boolean {
  const { loading, user } = useAuth();
  const location = useLocation();
  const decided = useRef<boolean | undefined>(undefined);
  if (decided.current === undefined && !loading) {
    const fromSignup = (location.state as { fromSignup?: boolean } | null)?.fromSignup === true;
    decided.current = user !== null && !fromSignup;
  }
  return decided.current === true;
}
