/**
 * The people credited on blog posts, Nepali edition. The keys stay the English names
 * (`BlogAuthorName`); pages show `authorDisplayNames`.
 */
import type { BlogAuthorName } from '../../blog/authors';
import type { ImageRef } from '../../types';

export type { BlogAuthorName } from '../../blog/authors';

/** Author name → avatar picture (keys of the media manifest). */
export const articleAuthors: Readonly<Record<BlogAuthorName, ImageRef>> = {
  'Sujata Karki': {
    name: 'avatars/sujata-karki',
    alt: 'Rupantaran AI की AI तालिम प्रमुख सुजाता कार्कीको तस्बिर',
  },
  'Bibek Thapa': {
    name: 'avatars/bibek-thapa',
    alt: 'Rupantaran AI का अटोमेसन प्रमुख विवेक थापाको तस्बिर',
  },
  'Rupantaran AI Team': {
    name: 'avatars/rupantaran-team',
    alt: 'Rupantaran AI टोलीको प्रतीकचिह्न',
  },
};

/** Job titles shown beside the author's name where there is room for them. */
export const authorRoles: Readonly<Record<BlogAuthorName, string>> = {
  'Sujata Karki': 'AI तालिम प्रमुख',
  'Bibek Thapa': 'अटोमेसन प्रमुख',
  'Rupantaran AI Team': 'Rupantaran AI',
};

/** The author's name as the page shows it (the keys above are the English names). */
export const authorDisplayNames: Readonly<Record<BlogAuthorName, string>> = {
  'Sujata Karki': 'सुजाता कार्की',
  'Bibek Thapa': 'विवेक थापा',
  'Rupantaran AI Team': 'Rupantaran AI टोली',
};
