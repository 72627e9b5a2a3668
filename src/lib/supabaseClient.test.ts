// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY } from './localBackend';

const onAuthStateChange = vi.fn(() => ({ data: { subscription: { unsubscribe: vi.fn() } } }));
const createClient = vi.fn((_url: string, _key: string, _options: unknown) => ({
  auth: { onAuthStateChange },
  realtime: { setAuth: vi.fn() },
}));
vi.mock('@supabase/supabase-js', () => ({ createClient }));

describe('getSupabaseClient', () => {
  it('creates one client for the page origin with a persisted, auto-refreshed session and wires auth once', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    const { getSupabaseClient } = await import('./supabaseClient');
    const first = getSupabaseClient();
    expect(getSupabaseClient()).toBe(first);
    expect(createClient).toHaveBeenCalledOnce();
    expect(createClient).toHaveBeenCalledWith(window.location.origin, LOCAL_ANON_KEY, {
      auth: expect.objectContaining({ persistSession: true, autoRefreshToken: true }),
    });
    expect(onAuthStateChange).toHaveBeenCalledOnce();
    vi.unstubAllEnvs();
  });
});
