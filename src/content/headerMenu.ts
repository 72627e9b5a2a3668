/**
 * The phone menu in each language: its links, its call to action, its names for assistive technology
 * and the ways to reach a person. The one exception to islands taking their strings as props
 * (localized.ts): as props every page's markup repeated its own, 0.3 kB after brotli (0.4 kB in
 * Nepali), which kept the Nepali home page a round trip from its first paint (issue 24); in the
 * menu's code both languages come once, cached, with the tap that opens it.
 */
import type { Locale } from '../lib/i18n/locale';
import type { ReachUsContent } from './companyContact';
import type { CallToAction, NavItem } from './types';
import { reachUs as englishReachUs } from './reachUs';
import { headerCta as englishCta, primaryNav as englishNav } from './navigation';
import { homeLink as englishHome, landmarks as englishLandmarks, menu as englishMenu } from './ui';
import { reachUs as nepaliReachUs } from './ne/reachUs';
import { headerCta as nepaliCta, primaryNav as nepaliNav } from './ne/navigation';
import { homeLink as nepaliHome, landmarks as nepaliLandmarks, menu as nepaliMenu } from './ne/ui';

export interface HeaderMenuContent {
  nav: readonly NavItem[];
  cta: CallToAction;
  /** The toggle's and the drawer's accessible names. */
  labels: { open: string; close: string; siteMenu: string; nav: string; home: string };
  /** Contact, call and WhatsApp (only the configured ones). */
  reach: ReachUsContent;
}

/**
 * Spelled out per language from named imports: passed whole to a helper, the modules' namespaces come
 * into the bundle with every export they have (the island's chunk grew from 1.5 to 3.2 kB gzip).
 */
export const headerMenu: Readonly<Record<Locale, HeaderMenuContent>> = {
  en: {
    nav: englishNav,
    cta: englishCta,
    labels: {
      ...englishMenu,
      siteMenu: englishLandmarks.siteMenu,
      nav: englishLandmarks.main,
      home: englishHome,
    },
    reach: englishReachUs,
  },
  ne: {
    nav: nepaliNav,
    cta: nepaliCta,
    labels: {
      ...nepaliMenu,
      siteMenu: nepaliLandmarks.siteMenu,
      nav: nepaliLandmarks.main,
      home: nepaliHome,
    },
    reach: nepaliReachUs,
  },
};
