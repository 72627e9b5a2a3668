/**
 * The embedded local backend (server/) stands in for Supabase during development, tests and trials.
 * This is its anon key: a JWT whose payload is {"iss":"rupantaran-local","role":"anon",...}, signed
 * HS256 with the published development secret "rupantaran-local-development-jwt-secret-not-for-production".
 * Like any Supabase anon key it is public by design (it ships in the browser bundle); the local
 * server only compares it for equality. Hosted deployments set VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY instead.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJydXBhbnRhcmFuLWxvY2FsIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NjM2ODMyMDAsImV4cCI6NDEwMjQ0NDgwMH0.3d0SHYVZtZD6S6pcLJqUio_jAHohjraNNonxz07gPKU';

export interface SupabaseEnv {
  VITE_SUPABASE_URL?: string | undefined;
  VITE_SUPABASE_ANON_KEY?: string | undefined;
}

export interface SupabaseTarget {
  url: string;
  anonKey: string;
  /** True when talking to the embedded local backend on the page's own origin. */
  isLocal: boolean;
}

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Hosted Supabase when VITE_SUPABASE_URL is set, otherwise the local backend, which the Vite dev and
 * preview servers mount on the page's own origin (so no CORS and no port to configure).
 */
export function resolveSupabaseTarget(env: SupabaseEnv, pageOrigin: string): SupabaseTarget {
  const hostedUrl = present(env.VITE_SUPABASE_URL);
  return {
    url: (hostedUrl ?? pageOrigin).replace(/\/+$/, ''),
    anonKey: present(env.VITE_SUPABASE_ANON_KEY) ?? LOCAL_ANON_KEY,
    isLocal: hostedUrl === undefined,
  };
}
