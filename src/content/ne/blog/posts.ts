/**
 * The blog index, Nepali edition: its page copy and the call to action. The posts themselves are the article
 * files (content/blog/ne/), read at build time (src/content/blog/fromFiles.ts).
 */
import type { CtaBlock, HeroContent, PageMeta } from '../../types';
import { articleAuthors } from './authors';
import { blogFromFiles } from '../../blog/fromFiles';

export { articleAuthors, authorBios, authorDisplayNames, authorInitials, authorRoles } from './authors';
export type { BlogAuthorName } from './authors';

export const blogIndexMeta: PageMeta = {
  title: 'AI इनसाइट्स ब्लग — Rupantaran AI',
  description:
    'नेपाली पेसाकर्मी र व्यवसायका लागि AI टुल, AI एजेन्ट र अटोमेसनबारे व्यावहारिक लेखहरू, Rupantaran AI टोलीको कलमबाट।',
};

export const blogIndexHero: HeroContent = {
  eyebrow: 'Rupantaran AI टोलीबाट',
  title: 'AI इनसाइट्स ब्लग',
  subtitle:
    'AI टुल, AI एजेन्ट र अटोमेसनबारे सरल भाषामा लेखिएका मार्गदर्शन, नेपाली कार्यालय, पसल र कक्षाकोठाकै उदाहरणसहित।',
};

/** Shown below every article and on the blog index: the next step after reading. */
export const articleCta: CtaBlock = {
  title: 'AI लाई काममा लगाउन तयार हुनुहुन्छ?',
  description:
    'निःशुल्क परामर्श बुक गर्नुहोस्: हामी तपाईंसँगै बसेर तपाईंको काम हेर्छौं र सबैभन्दा पहिले गर्न लायक परिवर्तन सुझाउँछौं।',
  actions: [
    { label: 'निःशुल्क परामर्श बुक गर्नुहोस्', to: '/consultation' },
    { label: 'सेवाहरू हेर्नुहोस्', to: '/services' },
  ],
};

export const { blogPosts, blogArticles, blogPostCovers } = blogFromFiles('ne', articleAuthors);
export type { BlogPost } from '../../blog/fromFiles';
