/**
 * The site's languages. English is the default and lives at the root (`/academy`); every other
 * language has the same pages under its own prefix (`/ne/academy`). The URL alone carries the language:
 * no redirect by browser language, no cookie, so crawlers and shared links see what the link says.
 */
export const locales = ['en', 'ne'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** What each language is called in its own script, for the language switch. */
export const localeNames: Readonly<Record<Locale, string>> = { en: 'English', ne: 'नेपाली' };

/** Open Graph locale of each language. */
export const ogLocales: Readonly<Record<Locale, string>> = { en: 'en_US', ne: 'ne_NP' };

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The path of a page in `locale`: `/academy` → `/ne/academy`, `/` → `/ne`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language of a path and the page's path without its prefix: `/ne/academy` → ne, `/academy`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== defaultLocale && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: defaultLocale, path: pathname };
}
