/**
 * "Make it yours": the one place where a company puts its own name, origin, contact details, founder
 * and social profiles. Change a default here, or set the `VITE_` variable named beside it (in `.env`
 * or the build's environment); the build and the dev server check every value first
 * (`siteConfigSchema.ts`) and stop with the variable and the bad value named.
 *
 * SAMPLE VALUES: the phone, WhatsApp and Viber numbers, the street address and the social profiles
 * below are placeholders for the demo site, not a real company's. Replace them before going live.
 *
 * This module stays free of zod: `site.ts` reads it, and the browser's header code imports `site.ts`.
 */

/** Where each value comes from: the environment variable that overrides it. */
export const siteConfigVariables = {
  name: 'VITE_SITE_NAME',
  origin: 'VITE_SITE_ORIGIN',
  email: 'VITE_CONTACT_EMAIL',
  phone: 'VITE_CONTACT_PHONE',
  whatsapp: 'VITE_WHATSAPP_NUMBER',
  viber: 'VITE_VIBER_NUMBER',
  street: 'VITE_ADDRESS_STREET',
  streetNe: 'VITE_ADDRESS_STREET_NE',
  postalCode: 'VITE_ADDRESS_POSTAL_CODE',
  officeHours: 'VITE_OFFICE_HOURS',
  founderName: 'VITE_FOUNDER_NAME',
  founderNameNe: 'VITE_FOUNDER_NAME_NE',
  founderPhoto: 'VITE_FOUNDER_PHOTO',
  facebook: 'VITE_FACEBOOK_URL',
  linkedin: 'VITE_LINKEDIN_URL',
  youtube: 'VITE_YOUTUBE_URL',
  supabaseUrl: 'VITE_SUPABASE_URL',
  supabaseAnonKey: 'VITE_SUPABASE_ANON_KEY',
  analyticsDomain: 'VITE_ANALYTICS_DOMAIN',
  analyticsEndpoint: 'VITE_ANALYTICS_ENDPOINT',
} as const;

export type SiteConfigKey = keyof typeof siteConfigVariables;

/**
 * The placeholder values this repository ships (the demo company's phone, WhatsApp, Viber, street and
 * social profiles). `npm run build` warns while any is in use and `npm run launch-check` fails
 * (scripts/launch/launchCheck.ts), so a live site never sends customers to a dead number.
 */
export const siteConfigSamples = {
  // A Kathmandu landline and an all-zero mobile: obviously not a real line.
  phone: '+977 1-5970000',
  whatsapp: '+977 980-0000000',
  viber: '+977 980-0000000',
  // A sample street in Kathmandu, written once per language.
  street: 'Sample Marg 12, New Baneshwor',
  streetNe: 'नमुना मार्ग १२, नयाँ बानेश्वर',
  facebook: 'https://www.facebook.com/rupantaran.ai.sample',
  linkedin: 'https://www.linkedin.com/company/rupantaran-ai-sample',
  youtube: 'https://www.youtube.com/@rupantaran-ai-sample',
} as const satisfies Partial<Record<SiteConfigKey, string>>;

export type SampleKey = keyof typeof siteConfigSamples;

/** The defaults, used when the variable is unset or blank. An empty string means "not shown". */
export const siteConfigDefaults: Readonly<Record<SiteConfigKey, string>> = {
  name: 'Rupantaran AI',
  origin: 'https://rupantaran.ai',
  email: 'hello@rupantaran.ai',
  // Samples (above): replace them before going live.
  phone: siteConfigSamples.phone,
  whatsapp: siteConfigSamples.whatsapp,
  viber: siteConfigSamples.viber,
  street: siteConfigSamples.street,
  streetNe: siteConfigSamples.streetNe,
  postalCode: '44600',
  /** schema.org openingHours syntax: days (Mo Tu We Th Fr Sa Su, a range with "-"), then HH:MM-HH:MM. */
  officeHours: 'Su-Fr 10:00-17:00',
  founderName: 'Aarav Shrestha',
  /** The same name in Devanagari, for /ne pages. */
  founderNameNe: 'आरव श्रेष्ठ',
  /** A picture under public/ (e.g. /founder.jpg); empty: the generated portrait in public/media/team. */
  founderPhoto: '',
  // Sample profiles: set your own pages, or "none" to hide one.
  facebook: siteConfigSamples.facebook,
  linkedin: siteConfigSamples.linkedin,
  youtube: siteConfigSamples.youtube,
  // Empty: the embedded local backend (see README "Consultation requests").
  supabaseUrl: '',
  supabaseAnonKey: '',
  // Privacy-first analytics (Plausible), off unless both are set: the site's domain as registered in
  // Plausible, and where events go: a path on this site that proxies to Plausible (README,
  // "Analytics"), or an absolute URL. Empty: no script, no request.
  analyticsDomain: '',
  analyticsEndpoint: '',
};

/** The environment as Vite exposes it (`import.meta.env`, or `loadEnv` in the config). */
export type SiteEnv = Readonly<Record<string, string | boolean | undefined>>;

/** Each key's value after the environment's overrides: trimmed, with "none" meaning hidden (''). */
export function resolveSiteConfig(env: SiteEnv): Record<SiteConfigKey, string> {
  const resolved = {} as Record<SiteConfigKey, string>;
  for (const key of Object.keys(siteConfigVariables) as SiteConfigKey[]) {
    const raw = env[siteConfigVariables[key]];
    const value = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : siteConfigDefaults[key];
    resolved[key] = value.toLowerCase() === 'none' ? '' : value;
  }
  return resolved;
}

/**
 * The founder's name on Nepali pages. The sample founder's Devanagari spelling belongs to him alone: a
 * site that sets its own founder but no Nepali spelling shows the name as set, not someone else's.
 */
export function founderNameInNepali(config: Readonly<Record<SiteConfigKey, string>>): string {
  const ownFounderWithoutNepali =
    config.founderName !== siteConfigDefaults.founderName &&
    config.founderNameNe === siteConfigDefaults.founderNameNe;
  return ownFounderWithoutNepali ? config.founderName : config.founderNameNe;
}

/** The sample values still in use in a resolved config, in the order of `siteConfigVariables`. */
export function samplesInUse(config: Readonly<Record<SiteConfigKey, string>>): SampleKey[] {
  return (Object.keys(siteConfigSamples) as SampleKey[]).filter(
    (key) => config[key] === siteConfigSamples[key],
  );
}
