import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import useSWR from 'swr';
import { api, must } from './api-client';
import type { Me, SessionInfo } from './api-types';
import { type AuthEvent, authEvents } from './auth-events';
import { rememberCsrfToken } from './csrf';

export const SESSION_KEY = '/api/auth/session';
/** Spec 9, Session: the session is checked every 30 seconds. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

export async function fetchSession(): Promise<SessionInfo> {
  const session = must(await api.GET('/api/auth/session'));
  rememberCsrfToken(session.csrfToken);
  return session;
}

export interface AuthContextValue {
  session: SessionInfo | undefined;
  user: Me | null;
  isLoading: boolean;
  error: unknown;
  /** Stores a session the server just answered with and tells listeners what happened. */
  applySession(session: SessionInfo | null, event: AuthEvent): Promise<void>;
  /** Re-reads the session from the server. */
  refresh(): Promise<SessionInfo | undefined>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, error, isLoading, mutate } = useSWR(SESSION_KEY, fetchSession, {
    revalidateOnFocus: true,
  });
  const announced = useRef(false);

  useEffect(() => {
    if (!announced.current && data) {
      announced.current = true;
      authEvents.emit('INITIAL_SESSION', data);
    }
  }, [data]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      void mutate().then((session) => {
        if (session) authEvents.emit('TOKEN_REFRESHED', session);
      });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [mutate]);

  const applySession = useCallback(
    async (session: SessionInfo | null, event: AuthEvent) => {
      if (session) {
        rememberCsrfToken(session.csrfToken);
        await mutate(session, { revalidate: false });
        authEvents.emit(event, session);
      } else {
        const fresh = await mutate();
        authEvents.emit(event, fresh ?? null);
      }
    },
    [mutate],
  );

  const refresh = useCallback(() => mutate(), [mutate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      session: data,
      user: data?.user ?? null,
      isLoading,
      error,
      applySession,
      refresh,
    }),
    [data, isLoading, error, applySession, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export function hasRole(user: Me | null, needed: 'admin' | 'moderator'): boolean {
  if (!user) return false;
  if (needed === 'admin') return user.role === 'admin';
  return user.role === 'admin' || user.role === 'moderator';
}

/** Signed-in users need their account confirmed; visitors their (cookie) confirmation. */
export function isAgeConfirmed(session: SessionInfo | undefined): boolean {
  if (!session) return false;
  return session.user ? session.user.ageConfirmed : session.ageConfirmed;
}
