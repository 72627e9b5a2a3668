/**
 * Brand constants. The spec's {email}, {name}, {host} and {key} placeholders are these values;
 * each can be overridden at build time with a VITE_ environment variable (see README).
 */
const env = import.meta.env;

function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export const site = {
  name: 'Rupantaran AI',
  /** Nepali रूपान्तरण: transformation. */
  nameMeaning: 'रूपान्तरण — transformation',
  tagline: 'Practical AI automation, training and consulting for Nepal’s professionals and businesses.',
  email: pick(env.VITE_CONTACT_EMAIL, 'hello@rupantaran.ai'),
  founder: {
    name: pick(env.VITE_FOUNDER_NAME, 'Aarav Shrestha'),
    title: 'Founder & AI Strategist',
  },
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  origin: pick(env.VITE_SITE_ORIGIN, 'https://rupantaran.ai').replace(/\/+$/, ''),
  location: 'Kathmandu, Nepal',
  copyrightYear: 2025,
} as const;

export type Site = typeof site;

export function absoluteUrl(path: string): string {
  return `${site.origin}${path === '/' ? '/' : path}`;
}
