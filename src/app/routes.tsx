import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { publishedLocales } from '../content/localized';
import { defaultLocale, localizedPath, splitLocale, type Locale } from '../lib/i18n/locale';
import { blogPosts } from '../content/blog/posts';
import { legalPages } from '../content/legal';
import { comingSoonPages } from '../content/placeholders';
import { solutionPages } from '../content/solutions';
import AboutPage from '../pages/AboutPage';
import AcademyPage from '../pages/AcademyPage';
import BlogArticlePage from '../pages/BlogArticlePage';
import BlogPage from '../pages/BlogPage';
import BusinessUseCasesPage from '../pages/BusinessUseCasesPage';
import CareersPage from '../pages/CareersPage';
import ComingSoonPage from '../pages/ComingSoonPage';
import ConsultationPage from '../pages/ConsultationPage';
import ContactPage from '../pages/ContactPage';
import DevelopmentPage from '../pages/DevelopmentPage';
import HomePage from '../pages/HomePage';
import IndividualUseCasesPage from '../pages/IndividualUseCasesPage';
import LegalPage from '../pages/LegalPage';
import NotFoundPage from '../pages/NotFoundPage';
import PricingPage from '../pages/PricingPage';
import ServicesPage from '../pages/ServicesPage';
import SolutionPage from '../pages/SolutionPage';
import TeamPage from '../pages/TeamPage';
import TrainingPage from '../pages/TrainingPage';

export interface AppRoute {
  path: string;
  element: ReactElement;
  /** Listed in sitemap.xml and prerendered; false only for the catch-all. */
  sitemap: boolean;
}

const page = (path: string, element: ReactElement): AppRoute => ({ path, element, sitemap: true });

/** The ids of a content family, in the content's order: its pages' routes come from them. */
const idsOf = <Id extends string>(family: Readonly<Record<Id, unknown>>) => Object.keys(family) as Id[];

/**
 * The one route table: it feeds the router, the prerender script and the sitemap. Each page is
 * declared once and exists in every published language (`/pricing`, `/ne/pricing`). Page families
 * (solutions, articles, coming-soon and legal pages) take their routes from their content, so a new
 * article or solution is content only. Titles and descriptions live beside each page's content.
 */
export const routes: readonly AppRoute[] = [
  page('/', <HomePage />),
  page('/academy', <AcademyPage />),
  page('/services', <ServicesPage />),
  ...idsOf(solutionPages).map((id) => page(`/${id}`, <SolutionPage id={id} />)),
  page('/use-cases/business', <BusinessUseCasesPage />),
  page('/use-cases/individuals', <IndividualUseCasesPage />),
  page('/pricing', <PricingPage />),
  page('/blog', <BlogPage />),
  ...blogPosts.map(({ id }) => page(`/blog/${id}`, <BlogArticlePage id={id} />)),
  page('/consultation', <ConsultationPage />),
  page('/about', <AboutPage />),
  page('/contact', <ContactPage />),
  page('/careers', <CareersPage />),
  page('/training', <TrainingPage />),
  ...idsOf(comingSoonPages).map((id) => page(`/${id}`, <ComingSoonPage id={id} />)),
  page('/development', <DevelopmentPage />),
  page('/team', <TeamPage />),
  ...idsOf(legalPages).map((id) => page(`/${id}`, <LegalPage id={id} />)),
  { path: '*', element: <NotFoundPage />, sitemap: false },
];

export const notFoundRoute = routes[routes.length - 1] as AppRoute;

/** A route's path in `locale`, the catch-all included (`*`, `/ne/*`). */
export function routePath(route: AppRoute, locale: Locale): string {
  if (route.path !== '*') return localizedPath(route.path, locale);
  return locale === defaultLocale ? '*' : `/${locale}/*`;
}

/** The page a path shows, and in which language (a prefix of an unpublished language is English). */
export function findRoute(pathname: string): { route: AppRoute; locale: Locale } {
  const split = splitLocale(pathname);
  const { locale, path } = publishedLocales.includes(split.locale)
    ? split
    : { locale: defaultLocale, path: pathname };
  const route = routes.find((candidate) => candidate.path !== '*' && matchPath(candidate.path, path));
  return { route: route ?? notFoundRoute, locale };
}

/** Every page in every published language: each is prerendered to its own HTML file. */
export const prerenderPaths: readonly string[] = publishedLocales.flatMap((locale) =>
  routes.filter((route) => route.sitemap).map((route) => localizedPath(route.path, locale)),
);

/** Every page with its path in each published language, for the sitemap's alternates. */
export const pagesByLanguage: readonly Readonly<Partial<Record<Locale, string>>>[] = routes
  .filter((route) => route.sitemap)
  .map((route) =>
    Object.fromEntries(publishedLocales.map((locale) => [locale, localizedPath(route.path, locale)])),
  );

/** A path no page has, per published language, to render that language's 404 page. */
export const notFoundProbePaths: Readonly<Partial<Record<Locale, string>>> = Object.fromEntries(
  publishedLocales.map((locale) => [locale, localizedPath('/__not-found__', locale)]),
);
