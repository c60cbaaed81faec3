import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoginBody, SignupBody, User } from '@shop/contracts';
import { emit } from '@shop/browser-events';
import { fetchCurrentUser, loginRequest, logoutRequest, signupRequest } from './auth-api';

/** After login or signup the user is fetched again about 100 ms later (storefront spec §4, §9). */
export const AUTH_REFETCH_DELAY_MS = 100;

export interface AuthContextValue {
  /** The signed-in user, or null (also while `loading`). */
  user: User | null;
  /** True until the first /auth/me check has answered. */
  loading: boolean;
  isAdmin: boolean;
  refresh: () => Promise<User | null>;
  login: (body: LoginBody) => Promise<User>;
  signup: (body: SignupBody) => Promise<User>;
  /** Clears the user only when the server answers 200; throws otherwise. */
  logout: () => Promise<void>;
  /** Replaces the user after a profile update answered `{ user }`. */
  setUser: (user: User) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Mounted once by the shell (or a remote's standalone page). `@shop/app-context` is a Module Federation
 * singleton, so every remote's `useAuth()` reads this same provider.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setUser = useCallback((next: User | null) => {
    setUserState((previous) => {
      if (previous?._id !== next?._id || previous?.is_admin !== next?.is_admin) {
        emit('auth:changed', { userId: next?._id ?? null, isAdmin: next?.is_admin ?? false });
      }
      return next;
    });
  }, []);

  const refresh = useCallback(async () => {
    const current = await fetchCurrentUser();
    setUser(current);
    setLoading(false);
    return current;
  }, [setUser]);

  const refetchSoon = useCallback(() => {
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(() => void refresh(), AUTH_REFETCH_DELAY_MS);
  }, [refresh]);

  useEffect(() => {
    void refresh();
    return () => clearTimeout(refetchTimer.current);
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      isAdmin: user?.is_admin === true,
      refresh,
      login: async (body) => {
        const signedIn = await loginRequest(body);
        setUser(signedIn);
        refetchSoon();
        return signedIn;
      },
      signup: async (body) => {
        const created = await signupRequest(body);
        refetchSoon();
        return created;
      },
      logout: async () => {
        await logoutRequest();
        setUser(null);
      },
      setUser,
    }),
    [user, loading, refresh, refetchSoon, setUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error('useAuth() needs an <AuthProvider> above it (the shell mounts one; standalone pages mount their own)');
  }
  return value;
}
