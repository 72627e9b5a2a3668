/**
 * Every page's copy, per language: the English modules beside this file and their Nepali twins under
 * ne/ with the same exports and types. Pages read it through useContent()
 * (src/components/i18n/useContent.ts). Islands never import this: they get their strings as props, so
 * a page ships only its own language.
 */
import type { Locale } from '../lib/i18n/locale';
import * as academy from './academy';
import * as blog from './blog/posts';
import * as company from './company';
import * as consultation from './consultation';
import * as home from './home';
import * as legal from './legal';
import * as navigation from './navigation';
import * as notFound from './notFound';
import * as placeholders from './placeholders';
import * as pricing from './pricing';
import * as services from './services';
import * as solutions from './solutions';
import * as ui from './ui';
import * as useCases from './useCases';
import * as neAcademy from './ne/academy';
import * as neBlog from './ne/blog/posts';
import * as neCompany from './ne/company';
import * as neConsultation from './ne/consultation';
import * as neHome from './ne/home';
import * as neLegal from './ne/legal';
import * as neNavigation from './ne/navigation';
import * as neNotFound from './ne/notFound';
import * as nePlaceholders from './ne/placeholders';
import * as nePricing from './ne/pricing';
import * as neServices from './ne/services';
import * as neSolutions from './ne/solutions';
import * as neUi from './ne/ui';
import * as neUseCases from './ne/useCases';

const english = {
  academy,
  blog,
  company,
  consultation,
  home,
  legal,
  navigation,
  notFound,
  placeholders,
  pricing,
  services,
  solutions,
  ui,
  useCases,
};

export type SiteContent = typeof english;

/** The Nepali twin of every module: the same exports and types, so a missing or extra key fails to compile. */
const nepali: SiteContent = {
  academy: neAcademy,
  blog: neBlog,
  company: neCompany,
  consultation: neConsultation,
  home: neHome,
  legal: neLegal,
  navigation: neNavigation,
  notFound: neNotFound,
  placeholders: nePlaceholders,
  pricing: nePricing,
  services: neServices,
  solutions: neSolutions,
  ui: neUi,
  useCases: neUseCases,
};

/** The languages whose copy is complete; only these are routed and prerendered. */
export const contentByLocale: Partial<Record<Locale, SiteContent>> = { en: english, ne: nepali };

export const publishedLocales = Object.keys(contentByLocale) as Locale[];

export function contentFor(locale: Locale): SiteContent {
  const content = contentByLocale[locale];
  if (!content) throw new Error(`No content for the language "${locale}"`);
  return content;
}
