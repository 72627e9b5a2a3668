import { site } from './site';
import type { CallToAction, PageMeta } from './types';

export interface NotFoundContent {
  meta: PageMeta;
  code: '404';
  title: string;
  description: string;
  action: CallToAction;
  /** A second way forward: most lost visitors were looking for help. */
  consultation: CallToAction;
}

export const notFoundContent: NotFoundContent = {
  meta: {
    title: `Page Not Found — ${site.name}`,
    description: `The page you are looking for does not exist or has moved. Return to the ${site.name} home page to find what you need.`,
  },
  code: '404',
  title: 'Oops! Page not found',
  description: 'The page you are looking for may have moved, or the link may be mistyped.',
  action: { label: 'Return to Home', to: '/' },
  consultation: { label: 'Get a Free Consultation', to: '/consultation' },
};
