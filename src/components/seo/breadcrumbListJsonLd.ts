import { absoluteUrl } from '../../content/site';
import type { Breadcrumb } from '../../content/types';
import type { JsonLd } from './Seo';

/**
 * schema.org BreadcrumbList for a page's trail. Crumbs link to their own path; the last crumb is the
 * current page, whose URL is `currentPath`.
 */
export function breadcrumbListJsonLd(crumbs: readonly Breadcrumb[], currentPath: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(index === crumbs.length - 1 ? currentPath : (crumb.to ?? currentPath)),
    })),
  };
}
