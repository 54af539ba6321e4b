import { describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from './api-types';
import { AUTH_EVENTS, createAuthEmitter } from './auth-events';

const session: SessionInfo = {
  user: null,
  csrfToken: 't',
  ageConfirmed: false,
  banned: null,
  providers: [],
  ageVerifier: 'self',
};

describe('spec 4 Authentication events', () => {
  it('names the spec events', () => {
    expect(AUTH_EVENTS).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'SIGNED_OUT',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'PASSWORD_RECOVERY',
      'MFA_CHALLENGE_VERIFIED',
    ]);
  });

  it('delivers each event with its session to every listener', () => {
    const emitter = createAuthEmitter();
    const a = vi.fn();
    const b = vi.fn();
    emitter.onAuthStateChange(a);
    emitter.onAuthStateChange(b);
    emitter.emit('SIGNED_IN', session);
    emitter.emit('SIGNED_OUT', null);
    expect(a.mock.calls).toEqual([
      ['SIGNED_IN', session],
      ['SIGNED_OUT', null],
    ]);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('stops delivering after unsubscribe', () => {
    const emitter = createAuthEmitter();
    const listener = vi.fn();
    const unsubscribe = emitter.onAuthStateChange(listener);
    emitter.emit('INITIAL_SESSION', session);
    unsubscribe();
    unsubscribe();
    emitter.emit('TOKEN_REFRESHED', session);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps two subscriptions of one function apart', () => {
    const emitter = createAuthEmitter();
    const listener = vi.fn();
    const first = emitter.onAuthStateChange(listener);
    emitter.onAuthStateChange(listener);
    first();
    emitter.emit('USER_UPDATED', session);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a failing listener does not stop the others', () => {
    const emitter = createAuthEmitter();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const after = vi.fn();
    emitter.onAuthStateChange(() => {
      throw new Error('boom');
    });
    emitter.onAuthStateChange(after);
    emitter.emit('PASSWORD_RECOVERY', null);
    expect(after).toHaveBeenCalledWith('PASSWORD_RECOVERY', null);
    expect(warn).toHaveBeenCalled();
  });
});
