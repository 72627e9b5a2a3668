import type { CallToAction, FooterColumn, FooterLink, NavItem } from '../types';

export { isNavItemActive } from '../navigation';

export const primaryNav: readonly NavItem[] = [
  { name: 'गृहपृष्ठ', path: '/' },
  { name: 'AI एकेडेमी', path: '/academy' },
  {
    name: 'सेवाहरू',
    path: '/services',
    dropdown: true,
    children: [
      { name: 'व्यवसायका लागि', path: '/use-cases/business' },
      { name: 'व्यक्तिका लागि', path: '/use-cases/individuals' },
    ],
  },
  { name: 'ब्लग', path: '/blog' },
  { name: 'मूल्य', path: '/pricing' },
];

export const headerCta: CallToAction = { label: 'परामर्श लिनुहोस्', to: '/consultation' };

export const headerCtaCompact: CallToAction = { label: 'परामर्श', to: '/consultation' };

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'हाम्रोबारे',
    links: [
      { name: 'हाम्रो कथा', path: '/about', enabled: true },
      { name: 'टोली', path: '/team', enabled: true },
      { name: 'करियर', path: '/careers', enabled: true },
      { name: 'सम्पर्क', path: '/contact', enabled: true },
    ],
  },
  {
    title: 'AI सिक्नुहोस्',
    links: [
      { name: 'AI एकेडेमी', path: '/academy', enabled: true },
      { name: 'ट्युटोरियल', path: '/tutorials', enabled: false },
      { name: 'स्रोत सामग्री', path: '/resources', enabled: false },
      { name: 'समुदाय', path: '/community', enabled: false },
    ],
  },
  {
    title: 'सेवाहरू',
    links: [
      { name: 'AI अटोमेसन', path: '/services#automation', enabled: true },
      { name: 'परामर्श', path: '/consultation', enabled: true },
      { name: 'कस्टम डेभलपमेन्ट', path: '/development', enabled: true },
      { name: 'तालिम', path: '/training', enabled: true },
    ],
  },
  {
    title: 'प्लेटफर्म',
    links: [
      { name: 'मूल्य', path: '/pricing', enabled: true },
      { name: 'API डकुमेन्टेसन', path: '/docs', enabled: false },
      { name: 'सहयोग', path: '/support', enabled: false },
    ],
  },
];

export const legalLinks: readonly FooterLink[] = [
  { name: 'गोपनीयता नीति', path: '/privacy', enabled: true },
  { name: 'सेवाका सर्तहरू', path: '/terms', enabled: true },
  { name: 'कुकी नीति', path: '/cookies', enabled: true },
];
