import { describe, expect, it } from 'vitest';
import { founderNameInNepali, resolveSiteConfig, siteConfigDefaults } from './siteConfig';
import { SiteConfigError, validateSiteConfig } from './siteConfigSchema';

function errorOf(env: Record<string, string>, exists?: (path: string) => boolean): string {
  try {
    validateSiteConfig(env, exists ? { publicFileExists: exists } : {});
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the config to be refused');
}

describe('the site config', () => {
  it("writes the founder's name in Devanagari on Nepali pages, never another founder's", () => {
    expect(founderNameInNepali(resolveSiteConfig({}))).toBe('आरव श्रेष्ठ');
    expect(founderNameInNepali(resolveSiteConfig({ VITE_FOUNDER_NAME: 'Mira Joshi' }))).toBe('Mira Joshi');
    const both = resolveSiteConfig({ VITE_FOUNDER_NAME: 'Mira Joshi', VITE_FOUNDER_NAME_NE: 'मीरा जोशी' });
    expect(founderNameInNepali(both)).toBe('मीरा जोशी');
  });

  it('accepts the defaults and applies overrides, "none" hiding a profile', () => {
    const config = validateSiteConfig({});
    expect(config.phone).toBe(siteConfigDefaults.phone);
    const custom = validateSiteConfig({
      VITE_SITE_NAME: 'Acme AI',
      VITE_SITE_ORIGIN: 'https://acme.example/',
      VITE_CONTACT_PHONE: '+1 (415) 555-0100',
      VITE_FACEBOOK_URL: 'none',
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_0123456789abcdef',
    });
    expect(custom).toMatchObject({ name: 'Acme AI', phone: '+1 (415) 555-0100', facebook: '' });
  });

  it.each([
    ['VITE_SITE_ORIGIN', 'http://acme.example', 'https://'],
    ['VITE_SITE_ORIGIN', 'https://acme.example/shop', 'without a path'],
    ['VITE_CONTACT_PHONE', '01-5970000', 'international number'],
    ['VITE_WHATSAPP_NUMBER', '+977 98x', 'international number'],
    ['VITE_CONTACT_EMAIL', 'hello.acme.example', 'e-mail address'],
    ['VITE_OFFICE_HOURS', 'Sunday to Friday', 'schema.org'],
    ['VITE_FACEBOOK_URL', 'https://evil.example/facebook.com', 'Facebook'],
    ['VITE_FOUNDER_PHOTO', 'https://cdn.example/me.jpg', 'under public/'],
    ['VITE_SITE_NAME', '<script>', '< or >'],
    ['VITE_SUPABASE_URL', 'ftp://db.example', 'project URL'],
  ])('refuses %s=%s, naming the variable and the value', (variable, value, rule) => {
    const message = errorOf({ [variable]: value });
    expect(message).toContain(`${variable} = ${JSON.stringify(value)}`);
    expect(message).toContain(rule);
    expect(message).toContain('src/content/siteConfig.ts');
  });

  it('lists every bad value at once', () => {
    const message = errorOf({ VITE_SITE_ORIGIN: 'acme', VITE_CONTACT_EMAIL: 'nobody' });
    expect(message).toMatch(/2 bad values/);
    expect(message).toContain('VITE_SITE_ORIGIN');
    expect(message).toContain('VITE_CONTACT_EMAIL');
  });

  it('needs the anon key with a Supabase URL', () => {
    expect(errorOf({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toContain(
      'VITE_SUPABASE_ANON_KEY = ""',
    );
  });

  it('checks that the founder photo exists under public/', () => {
    const env = { VITE_FOUNDER_PHOTO: '/founder.jpg' };
    expect(errorOf(env, () => false)).toContain('no such file: public/founder.jpg');
    expect(validateSiteConfig(env, { publicFileExists: () => true }).founderPhoto).toBe('/founder.jpg');
  });

  it('turns analytics on only with a domain and an endpoint (a site path or an https URL)', () => {
    expect(validateSiteConfig({}).analyticsDomain).toBe('');
    const on = validateSiteConfig({
      VITE_ANALYTICS_DOMAIN: 'rupantaran.ai',
      VITE_ANALYTICS_ENDPOINT: '/api/event',
    });
    expect(on.analyticsEndpoint).toBe('/api/event');
    expect(
      validateSiteConfig({
        VITE_ANALYTICS_DOMAIN: 'rupantaran.ai',
        VITE_ANALYTICS_ENDPOINT: 'https://plausible.io/api/event',
      }).analyticsEndpoint,
    ).toBe('https://plausible.io/api/event');
    expect(errorOf({ VITE_ANALYTICS_DOMAIN: 'rupantaran.ai' })).toContain('VITE_ANALYTICS_ENDPOINT');
    expect(
      errorOf({ VITE_ANALYTICS_DOMAIN: 'rupantaran.ai', VITE_ANALYTICS_ENDPOINT: 'http://evil.example/e' }),
    ).toContain('VITE_ANALYTICS_ENDPOINT');
    expect(
      errorOf({ VITE_ANALYTICS_DOMAIN: 'https://rupantaran.ai', VITE_ANALYTICS_ENDPOINT: '/api/event' }),
    ).toContain('VITE_ANALYTICS_DOMAIN');
  });
});
