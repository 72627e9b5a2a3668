import type { AuthChangeEvent, Session } from '@supabase/supabase-js';

/**
 * SPEC section 4: SIGNED_IN and TOKEN_REFRESHED store the new access token and authorise realtime
 * with it; SIGNED_OUT clears both. The site has no sign-in screen, so this mostly matters for a
 * session restored from storage. supabase-js does the realtime part internally too; doing it here
 * keeps the behaviour explicit, testable and independent of library internals.
 */

/** The parts of a SupabaseClient this wiring touches (a structural type, so tests can fake it). */
export interface AuthSessionClient {
  auth: {
    onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
      data: { subscription: { unsubscribe(): void } };
    };
  };
  realtime: { setAuth(token?: string | null): Promise<void> | void };
}

let currentAccessToken: string | null = null;

/** The latest access token of a signed-in session, or null. */
export function getAccessToken(): string | null {
  return currentAccessToken;
}

function authoriseRealtime(client: AuthSessionClient, token: string | null): void {
  // With no argument realtime falls back to the client's own key (the anon key): that is "cleared".
  const pending = token === null ? client.realtime.setAuth() : client.realtime.setAuth(token);
  // setAuth is async in realtime-js 2.x; a failure there must not surface as an unhandled rejection.
  void Promise.resolve(pending).catch((error: unknown) =>
    console.warn('Realtime authorisation failed', error),
  );
}

/** Subscribes to auth events; returns the unsubscribe function. Call once per client. */
export function wireAuthSession(client: AuthSessionClient): () => void {
  const { data } = client.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') {
      const token = session?.access_token ?? null;
      if (token === null) return;
      currentAccessToken = token;
      authoriseRealtime(client, token);
    } else if (event === 'SIGNED_OUT') {
      currentAccessToken = null;
      authoriseRealtime(client, null);
    }
  });
  return () => data.subscription.unsubscribe();
}
