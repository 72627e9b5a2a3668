import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken, wireAuthSession, type AuthSessionClient } from './authSession';

function fakeClient() {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | undefined;
  const unsubscribe = vi.fn();
  const setAuth = vi.fn(async (_token?: string | null) => undefined);
  const client: AuthSessionClient = {
    auth: {
      onAuthStateChange(callback) {
        listener = callback;
        return { data: { subscription: { unsubscribe } } };
      },
    },
    realtime: { setAuth },
  };
  const emit = (event: AuthChangeEvent, token?: string) =>
    listener?.(event, token === undefined ? null : ({ access_token: token } as Session));
  return { client, emit, setAuth, unsubscribe };
}

describe('wireAuthSession', () => {
  it('stores the token and authorises realtime on SIGNED_IN and TOKEN_REFRESHED', () => {
    const { client, emit, setAuth } = fakeClient();
    wireAuthSession(client);
    emit('SIGNED_IN', 'token-1');
    expect(getAccessToken()).toBe('token-1');
    expect(setAuth).toHaveBeenLastCalledWith('token-1');
    emit('TOKEN_REFRESHED', 'token-2');
    expect(getAccessToken()).toBe('token-2');
    expect(setAuth).toHaveBeenLastCalledWith('token-2');
  });

  it('clears the token and the realtime authorisation on SIGNED_OUT', () => {
    const { client, emit, setAuth } = fakeClient();
    wireAuthSession(client);
    emit('SIGNED_IN', 'token-1');
    emit('SIGNED_OUT');
    expect(getAccessToken()).toBeNull();
    expect(setAuth).toHaveBeenLastCalledWith();
  });

  it('ignores other events and sessions without a token', () => {
    const { client, emit, setAuth } = fakeClient();
    wireAuthSession(client);
    emit('SIGNED_OUT');
    setAuth.mockClear();
    emit('INITIAL_SESSION', 'token-x');
    emit('USER_UPDATED', 'token-y');
    emit('SIGNED_IN');
    expect(setAuth).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('swallows a failing realtime authorisation with a warning', async () => {
    const { client, emit, setAuth } = fakeClient();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAuth.mockRejectedValueOnce(new Error('socket closed'));
    wireAuthSession(client);
    emit('SIGNED_IN', 'token-3');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  });

  it('returns the unsubscribe function', () => {
    const { client, unsubscribe } = fakeClient();
    wireAuthSession(client)();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
