import { parseOfficeHours, type OfficeHours } from './contactLinks.ts';
import { founderNameInNepali, resolveSiteConfig, siteConfigDefaults, type SiteEnv } from './siteConfig.ts';

/**
 * Brand constants. The spec's {email}, {name}, {host} and {key} placeholders are these values. They
 * come from `siteConfig.ts` ("Make it yours"), each overridable at build time by a VITE_ variable
 * (see README); the build has already checked them (scripts/vite/siteConfigCheck.ts).
 */
// `import.meta.env` exists wherever Vite runs this (build, dev, Vitest); Node alone (Playwright's
// specs reading the expected values) gets the defaults.
const config = resolveSiteConfig((import.meta.env as SiteEnv | undefined) ?? {});

export type SocialNetwork = 'facebook' | 'linkedin' | 'youtube';

export interface SocialProfile {
  network: SocialNetwork;
  /** The network's name as it is written in every language. */
  label: string;
  url: string;
}

const socialProfiles: readonly SocialProfile[] = (
  [
    { network: 'facebook', label: 'Facebook', url: config.facebook },
    { network: 'linkedin', label: 'LinkedIn', url: config.linkedin },
    { network: 'youtube', label: 'YouTube', url: config.youtube },
  ] as const
).filter((profile) => profile.url !== '');

// The build refuses malformed hours; outside it (unit tests with odd env) fall back to the default.
const officeHours: OfficeHours =
  parseOfficeHours(config.officeHours) ?? (parseOfficeHours(siteConfigDefaults.officeHours) as OfficeHours);

export const site = {
  name: config.name,
  /** Nepali रूपान्तरण: transformation. */
  nameMeaning: 'रूपान्तरण — transformation',
  tagline: 'Practical AI automation, training and consulting for Nepal’s professionals and businesses.',
  email: config.email,
  /** International numbers as they are displayed (`+977 1-5970000`); '' when a channel is off. */
  phone: config.phone,
  whatsapp: config.whatsapp,
  viber: config.viber,
  address: {
    street: config.street,
    /** The same street written in Nepali, for /ne pages. */
    streetNe: config.streetNe,
    locality: 'Kathmandu',
    localityNe: 'काठमाडौं',
    postalCode: config.postalCode,
    country: 'NP',
  },
  officeHours,
  /** In the order the footer shows them; profiles set to "none" are left out. */
  socialProfiles,
  founder: {
    name: config.founderName,
    /** The name on Nepali pages. */
    nameNe: founderNameInNepali(config),
    title: 'Founder & AI Strategist',
    /** A picture under public/ replacing the generated portrait; '' keeps the portrait. */
    photo: config.founderPhoto,
  },
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  origin: config.origin.replace(/\/+$/, ''),
  location: 'Kathmandu, Nepal',
  copyrightYear: 2025,
} as const;

export type Site = typeof site;

export function absoluteUrl(path: string): string {
  return `${site.origin}${path === '/' ? '/' : path}`;
}
