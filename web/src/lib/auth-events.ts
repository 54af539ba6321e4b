import type { SessionInfo } from './api-types';

/** Spec 4, Authentication events. MFA_CHALLENGE_VERIFIED is listed by the spec; there is no MFA yet. */
export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const;

export type AuthEvent = (typeof AUTH_EVENTS)[number];

export type AuthStateListener = (event: AuthEvent, session: SessionInfo | null) => void;

export interface AuthEmitter {
  /** Subscribes to auth events; returns the unsubscribe function. */
  onAuthStateChange(listener: AuthStateListener): () => void;
  emit(event: AuthEvent, session: SessionInfo | null): void;
}

export function createAuthEmitter(): AuthEmitter {
  const listeners = new Set<AuthStateListener>();
  return {
    onAuthStateChange(listener) {
      // Wrap so the same function can be subscribed twice and unsubscribed independently.
      const entry: AuthStateListener = (event, session) => listener(event, session);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    emit(event, session) {
      for (const listener of [...listeners]) {
        try {
          listener(event, session);
        } catch (error) {
          console.warn('auth listener failed', error);
        }
      }
    },
  };
}

/** The app's one emitter. */
export const authEvents = createAuthEmitter();
export const onAuthStateChange = authEvents.onAuthStateChange;
