import type { CallToAction, FooterColumn, FooterLink, NavItem } from './types';
import { isActivePath } from '../lib/activePath';

export const primaryNav: readonly NavItem[] = [
  { name: 'Home', path: '/' },
  { name: 'AI Academy', path: '/academy' },
  {
    name: 'Services',
    path: '/services',
    dropdown: true,
    children: [
      { name: 'For Business', path: '/use-cases/business' },
      { name: 'For Individuals', path: '/use-cases/individuals' },
    ],
  },
  { name: 'Blog', path: '/blog' },
  { name: 'Pricing', path: '/pricing' },
];

export const headerCta: CallToAction = { label: 'Get Consultation', to: '/consultation' };

/** The same destination on phones, beside the menu button: short enough to fit at 360 px. */
export const headerCtaCompact: CallToAction = { label: 'Consult', to: '/consultation' };

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'About',
    links: [
      { name: 'Our Story', path: '/about', enabled: true },
      { name: 'Team', path: '/team', enabled: true },
      { name: 'Careers', path: '/careers', enabled: true },
      { name: 'Contact', path: '/contact', enabled: true },
    ],
  },
  {
    title: 'Learn AI',
    links: [
      { name: 'AI Academy', path: '/academy', enabled: true },
      { name: 'Tutorials', path: '/tutorials', enabled: false },
      { name: 'Resources', path: '/resources', enabled: false },
      { name: 'Community', path: '/community', enabled: false },
    ],
  },
  {
    title: 'Services',
    links: [
      { name: 'AI Automation', path: '/services#automation', enabled: true },
      { name: 'Consulting', path: '/consultation', enabled: true },
      { name: 'Custom Development', path: '/development', enabled: true },
      { name: 'Training', path: '/training', enabled: true },
    ],
  },
  {
    title: 'Platform',
    links: [
      { name: 'Pricing', path: '/pricing', enabled: true },
      { name: 'API Docs', path: '/docs', enabled: false },
      { name: 'Support', path: '/support', enabled: false },
    ],
  },
];

export const legalLinks: readonly FooterLink[] = [
  { name: 'Privacy Policy', path: '/privacy', enabled: true },
  { name: 'Terms of Service', path: '/terms', enabled: true },
  { name: 'Cookie Policy', path: '/cookies', enabled: true },
];

/** True when `pathname` belongs to `item` (a dropdown is active on any of its children's pages). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.children) return item.children.some((child) => isNavItemActive(child, pathname));
  return isActivePath(item.path, pathname);
}
