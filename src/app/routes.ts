import { matchPath } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazyPage';

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** Listed in sitemap.xml and prerendered; false only for the catch-all. */
  sitemap: boolean;
}

/**
 * The one route table: it feeds the router, the prerender script, the sitemap and the e2e route list.
 * Titles and descriptions live beside each page's content and are set by the page's <Seo>.
 */
export const routes: readonly AppRoute[] = [
  { path: '/', page: lazyPage(() => import('../pages/HomePage')), sitemap: true },
  { path: '/academy', page: lazyPage(() => import('../pages/AcademyPage')), sitemap: true },
  { path: '/services', page: lazyPage(() => import('../pages/ServicesPage')), sitemap: true },
  ...(
    [
      'supply-chain-optimization',
      'data-analytics',
      'customer-service-automation',
      'marketing-automation',
      'employee-onboarding',
    ] as const
  ).map((id) => ({
    path: `/${id}`,
    page: lazyPage(() => import('../pages/SolutionPage'), { id }),
    sitemap: true,
  })),
  {
    path: '/use-cases/business',
    page: lazyPage(() => import('../pages/BusinessUseCasesPage')),
    sitemap: true,
  },
  {
    path: '/use-cases/individuals',
    page: lazyPage(() => import('../pages/IndividualUseCasesPage')),
    sitemap: true,
  },
  { path: '/pricing', page: lazyPage(() => import('../pages/PricingPage')), sitemap: true },
  { path: '/blog', page: lazyPage(() => import('../pages/BlogPage')), sitemap: true },
  ...(
    [
      'ai-transformation-model',
      'ai-guide-for-nepali-professionals',
      'nepali-businesses-automation',
      'ai-agents-guide',
      'productivity-boost',
    ] as const
  ).map((id) => ({
    path: `/blog/${id}`,
    page: lazyPage(
      () => import('../pages/BlogArticlePage'),
      { id },
      () => import('../components/blog/loadArticle').then(({ loadArticle }) => loadArticle(id)),
    ),
    sitemap: true,
  })),
  { path: '/consultation', page: lazyPage(() => import('../pages/ConsultationPage')), sitemap: true },
  { path: '/about', page: lazyPage(() => import('../pages/AboutPage')), sitemap: true },
  { path: '/contact', page: lazyPage(() => import('../pages/ContactPage')), sitemap: true },
  { path: '/careers', page: lazyPage(() => import('../pages/CareersPage')), sitemap: true },
  { path: '/training', page: lazyPage(() => import('../pages/TrainingPage')), sitemap: true },
  ...(['community', 'tutorials', 'resources', 'support', 'docs'] as const).map((id) => ({
    path: `/${id}`,
    page: lazyPage(() => import('../pages/ComingSoonPage'), { id }),
    sitemap: true,
  })),
  { path: '/development', page: lazyPage(() => import('../pages/DevelopmentPage')), sitemap: true },
  { path: '/team', page: lazyPage(() => import('../pages/TeamPage')), sitemap: true },
  ...(['privacy', 'terms', 'cookies'] as const).map((id) => ({
    path: `/${id}`,
    page: lazyPage(() => import('../pages/LegalPage'), { id }),
    sitemap: true,
  })),
  { path: '*', page: lazyPage(() => import('../pages/NotFoundPage')), sitemap: false },
];

export const notFoundRoute = routes[routes.length - 1] as AppRoute;

export function findRoute(pathname: string): AppRoute {
  return routes.find((route) => route.path !== '*' && matchPath(route.path, pathname)) ?? notFoundRoute;
}

/** Paths that are prerendered to their own HTML file (the 404 page is written as 404.html). */
export const prerenderPaths: readonly string[] = routes
  .filter((route) => route.sitemap)
  .map((route) => route.path);
