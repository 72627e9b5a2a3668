import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
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
 * The one route table: it feeds the router, the prerender script and the sitemap. Page families
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

export function findRoute(pathname: string): AppRoute {
  return routes.find((route) => route.path !== '*' && matchPath(route.path, pathname)) ?? notFoundRoute;
}

/** Paths that are prerendered to their own HTML file (the 404 page is written as 404.html). */
export const prerenderPaths: readonly string[] = routes
  .filter((route) => route.sitemap)
  .map((route) => route.path);
