import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { wireAuthSession } from './authSession';
import { resolveSupabaseTarget } from './localBackend';

/**
 * The one Supabase client of the site. Import this module lazily (`await import(...)`): supabase-js
 * is over 50 kB gzipped and only the consultation form needs it. Browser only.
 */
function createSupabaseClient(): SupabaseClient {
  const target = resolveSupabaseTarget(
    {
      VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
    },
    window.location.origin,
  );
  const client = createClient(target.url, target.anonKey, {
    auth: {
      // No `storage` option: auth-js then uses localStorage and falls back to memory where the
      // browser blocks it, instead of throwing.
      persistSession: true,
      autoRefreshToken: true,
      // There is no sign-in flow, so a token-looking URL fragment is never ours to consume.
      detectSessionInUrl: false,
    },
  });
  wireAuthSession(client);
  return client;
}

let client: SupabaseClient | undefined;

export function getSupabaseClient(): SupabaseClient {
  client ??= createSupabaseClient();
  return client;
}
