import { z } from 'zod';
import { parseOfficeHours } from './contactLinks.ts';
import { resolveSiteConfig, siteConfigVariables, type SiteConfigKey, type SiteEnv } from './siteConfig.ts';

/**
 * The rules every site-config value must meet, checked when the build or the dev server starts
 * (scripts/vite/siteConfigCheck.ts) so a typo stops there instead of shipping a dead link. Kept out of
 * `siteConfig.ts` so zod never reaches the browser.
 */

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** https, or http on this machine (a trial build served locally). */
function isSecureOrLocal(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && localHosts.has(url.hostname));
}

const origin = z.string().refine((value) => {
  const url = parseUrl(value.replace(/\/+$/, ''));
  return (
    url !== undefined &&
    isSecureOrLocal(url) &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  );
}, 'must be an https:// origin without a path, e.g. https://example.com');

/** E.164 once the separators people write (spaces, hyphens, dots, parentheses) are removed. */
const internationalNumber = /^\+[1-9]\d{6,14}$/;
const phoneRule = 'must be an international number: + and the country code, e.g. +977 1-5970000';
const phone = z
  .string()
  .refine((value) => internationalNumber.test(value.replace(/[\s\-.()]/g, '')), phoneRule);
const optionalPhone = z
  .string()
  .refine((value) => value === '' || internationalNumber.test(value.replace(/[\s\-.()]/g, '')), phoneRule);

function profile(network: string, hosts: readonly string[]) {
  return z.string().refine(
    (value) => {
      if (value === '') return true;
      const url = parseUrl(value);
      return (
        url !== undefined &&
        url.protocol === 'https:' &&
        hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
      );
    },
    `must be an https:// link to your ${network} page (${hosts.join(' or ')}), or "none" to hide it`,
  );
}

const text = (max: number) =>
  z
    .string()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/[<>]/.test(value), 'must not contain < or >');

export const siteConfigSchema = z
  .object({
    name: text(60),
    origin,
    email: z
      .string()
      .refine(
        (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
        'must be an e-mail address like hello@example.com',
      ),
    phone,
    whatsapp: optionalPhone,
    viber: optionalPhone,
    street: text(120),
    streetNe: text(120),
    postalCode: z
      .string()
      .refine((value) => /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value), 'must be a postal code like 44600'),
    officeHours: z
      .string()
      .refine(
        (value) => parseOfficeHours(value) !== undefined,
        'must be days and hours in schema.org form, e.g. "Su-Fr 10:00-17:00" (days Mo Tu We Th Fr Sa Su)',
      ),
    founderName: text(80),
    founderNameNe: text(80),
    founderPhoto: z
      .string()
      .refine(
        (value) =>
          value === '' || (/^\/[\w./-]+\.(jpe?g|png|webp|avif)$/i.test(value) && !value.includes('..')),
        'must be the path of a .jpg, .png, .webp or .avif file under public/, e.g. /founder.jpg',
      ),
    facebook: profile('Facebook', ['facebook.com']),
    linkedin: profile('LinkedIn', ['linkedin.com']),
    youtube: profile('YouTube', ['youtube.com']),
    supabaseUrl: z.string().refine((value) => {
      if (value === '') return true;
      const url = parseUrl(value);
      return url !== undefined && isSecureOrLocal(url);
    }, 'must be your project URL, e.g. https://your-project-ref.supabase.co'),
    supabaseAnonKey: z
      .string()
      .refine((value) => value === '' || /^\S{20,}$/.test(value), 'must be the public anon key, one word'),
    analyticsDomain: z
      .string()
      .refine(
        (value) =>
          value === '' || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(value),
        'must be the site domain as registered in Plausible, e.g. rupantaran.ai',
      ),
    analyticsEndpoint: z.string().refine((value) => {
      if (value === '') return true;
      if (/^\/[\w./-]*$/.test(value) && !value.includes('..') && !value.startsWith('//')) return true;
      const url = parseUrl(value);
      return url !== undefined && isSecureOrLocal(url) && url.search === '' && url.hash === '';
    }, 'must be a path on this site (e.g. /api/event, proxied to Plausible) or an https:// URL'),
  })
  .refine((config) => config.supabaseUrl === '' || config.supabaseAnonKey !== '', {
    path: ['supabaseAnonKey'],
    message: 'must be set when VITE_SUPABASE_URL is set (Supabase dashboard → Project Settings → API)',
  })
  .refine((config) => (config.analyticsDomain === '') === (config.analyticsEndpoint === ''), {
    path: ['analyticsEndpoint'],
    message: 'set VITE_ANALYTICS_DOMAIN and VITE_ANALYTICS_ENDPOINT together (analytics stay off otherwise)',
  });

export type ValidSiteConfig = z.infer<typeof siteConfigSchema>;

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

export interface ValidateOptions {
  /** Whether a file exists under public/ (the build passes one; tests can too). */
  publicFileExists?: (path: string) => boolean;
}

/**
 * The resolved config, or a SiteConfigError listing each bad value with its variable, e.g.
 * `VITE_SITE_ORIGIN = "http://example.com": must be an https:// origin …`.
 */
export function validateSiteConfig(env: SiteEnv, options: ValidateOptions = {}): ValidSiteConfig {
  const resolved = resolveSiteConfig(env);
  const problems: string[] = [];
  const result = siteConfigSchema.safeParse(resolved);
  const describe = (key: SiteConfigKey, message: string) =>
    `  - ${siteConfigVariables[key]} = ${JSON.stringify(resolved[key])}: ${message}`;
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as SiteConfigKey;
      problems.push(describe(key, issue.message));
    }
  }
  const photo = resolved.founderPhoto;
  if (photo !== '' && !problems.some((line) => line.includes(siteConfigVariables.founderPhoto))) {
    if (options.publicFileExists && !options.publicFileExists(photo))
      problems.push(describe('founderPhoto', `no such file: public${photo}`));
  }
  if (problems.length > 0 || !result.success)
    throw new SiteConfigError(
      `The site config has ${problems.length === 1 ? 'a bad value' : `${problems.length} bad values`} ` +
        `(set them in .env or the environment, defaults in src/content/siteConfig.ts; README "Make it yours"):\n` +
        problems.join('\n'),
    );
  return result.data;
}
