/**
 * The people credited on blog posts: avatar, role, display name and bio for each name an article's
 * frontmatter may give (authorNames.ts).
 */
import type { ImageRef } from '../types';
import { site } from '../site';
import type { BlogAuthorName } from './authorNames';

export type { BlogAuthorName } from './authorNames';

/** Author name → avatar picture (keys of the media manifest). */
export const articleAuthors: Readonly<Record<BlogAuthorName, ImageRef>> = {
  'Sujata Karki': {
    name: 'avatars/sujata-karki',
    alt: 'Portrait of Sujata Karki, Head of AI Training at Rupantaran AI',
  },
  'Bibek Thapa': {
    name: 'avatars/bibek-thapa',
    alt: 'Portrait of Bibek Thapa, Automation Lead at Rupantaran AI',
  },
  'Rupantaran AI Team': {
    name: 'avatars/rupantaran-team',
    alt: 'The Rupantaran AI team emblem',
  },
};

/** Job titles shown beside the author's name where there is room for them. */
export const authorRoles: Readonly<Record<BlogAuthorName, string>> = {
  'Sujata Karki': 'Head of AI Training',
  'Bibek Thapa': 'Automation Lead',
  'Rupantaran AI Team': 'Rupantaran AI',
};

/**
 * The letters on the author's avatar, in the page's script: the pictures carry none, so a Nepali page
 * does not show Latin initials. Empty for the team, whose avatar is the brand mark.
 */
export const authorInitials: Readonly<Record<BlogAuthorName, string>> = {
  'Sujata Karki': 'SK',
  'Bibek Thapa': 'BT',
  'Rupantaran AI Team': '',
};

/** The author's name as the page shows it (the keys above are the English names). */
export const authorDisplayNames: Readonly<Record<BlogAuthorName, string>> = {
  'Sujata Karki': 'Sujata Karki',
  'Bibek Thapa': 'Bibek Thapa',
  'Rupantaran AI Team': 'Rupantaran AI Team',
};

/**
 * The short bio at the end of each article. The Team page shows the founder only: the bios claim no
 * title beyond the roles above and name the founder as the Team page does.
 */
export const authorBios: Readonly<Record<BlogAuthorName, string>> = {
  'Sujata Karki': `Sujata leads the training at ${site.name}: workshops and courses that take bankers, teachers, shop owners and students from their first prompt to using AI tools in everyday work. She writes about using AI well at work, in plain language and with Nepali examples.`,
  'Bibek Thapa': `Bibek leads automation projects at ${site.name}: chatbots, workflows and integrations for Nepali businesses, from replies on Viber and WhatsApp to records of eSewa and Khalti payments. He writes about where automation pays off and how to start safely.`,
  'Rupantaran AI Team': `Written together by the people of ${site.name}, led by our founder ${site.founder.name}: the team that runs our consultations, training and automation projects.`,
};
