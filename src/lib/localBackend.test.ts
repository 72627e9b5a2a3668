import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, resolveSupabaseTarget } from './localBackend';

describe('LOCAL_ANON_KEY', () => {
  const [header = '', payload = '', signature = ''] = LOCAL_ANON_KEY.split('.');

  it('is a JWT for the anon role issued by rupantaran-local, valid for decades', () => {
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ role: 'anon', iss: 'rupantaran-local' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 50 * 365 * 24 * 3600);
  });

  it('is signed with the documented development secret', () => {
    const expected = createHmac('sha256', 'rupantaran-local-development-jwt-secret-not-for-production')
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(signature).toBe(expected);
  });
});

describe('resolveSupabaseTarget', () => {
  it('uses the page origin and the local key when nothing is configured', () => {
    expect(resolveSupabaseTarget({}, 'http://127.0.0.1:4173')).toEqual({
      url: 'http://127.0.0.1:4173',
      anonKey: LOCAL_ANON_KEY,
      isLocal: true,
    });
  });

  it('uses the hosted project when configured', () => {
    expect(
      resolveSupabaseTarget(
        { VITE_SUPABASE_URL: ' https://abc.supabase.co/ ', VITE_SUPABASE_ANON_KEY: 'hosted-key' },
        'https://rupantaran.ai',
      ),
    ).toEqual({ url: 'https://abc.supabase.co', anonKey: 'hosted-key', isLocal: false });
  });

  it('treats blank variables as unset', () => {
    expect(
      resolveSupabaseTarget({ VITE_SUPABASE_URL: '  ', VITE_SUPABASE_ANON_KEY: '' }, 'http://localhost:5173')
        .isLocal,
    ).toBe(true);
  });
});
