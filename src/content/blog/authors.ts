/**
 * The people credited on blog posts. Kept apart from `posts.ts` so each lazily loaded article
 * can take its author's avatar without pulling in the whole post list.
 */
import type { ImageRef } from '../types';

export type BlogAuthorName = 'Sujata Karki' | 'Bibek Thapa' | 'Rupantaran AI Team';

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

/** The author's name as the page shows it (the keys above are the English names). */
export const authorDisplayNames: Readonly<Record<BlogAuthorName, string>> = {
  'Sujata Karki': 'Sujata Karki',
  'Bibek Thapa': 'Bibek Thapa',
  'Rupantaran AI Team': 'Rupantaran AI Team',
};
