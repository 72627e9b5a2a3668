/**
 * The blog index: its page copy and the call to action. The posts themselves are the article
 * files (content/blog/en/), read at build time (src/content/blog/fromFiles.ts).
 */
import type { CtaBlock, HeroContent, PageMeta } from '../types';
import { articleAuthors } from './authors';
import { blogFromFiles } from './fromFiles';

export { articleAuthors, authorBios, authorDisplayNames, authorInitials, authorRoles } from './authors';
export type { BlogAuthorName } from './authors';

export const blogIndexMeta: PageMeta = {
  title: 'AI Insights Blog — Rupantaran AI',
  description:
    'Practical articles on AI tools, agents and automation for Nepali professionals and businesses, written by the Rupantaran AI team.',
};

export const blogIndexHero: HeroContent = {
  eyebrow: 'From the Rupantaran AI team',
  title: 'AI Insights Blog',
  subtitle:
    'Plain-language guides on AI tools, agents and automation, with examples from Nepali offices, shops and classrooms.',
};

/** Shown below every article and on the blog index: the next step after reading. */
export const articleCta: CtaBlock = {
  title: 'Ready to put AI to work?',
  description:
    'Book a free consultation and we will look at your work with you and suggest the first changes worth making.',
  actions: [
    { label: 'Book a Free Consultation', to: '/consultation' },
    { label: 'Explore Services', to: '/services' },
  ],
};

export const { blogPosts, blogArticles, blogPostCovers } = blogFromFiles('en', articleAuthors);
export type { BlogPost } from './fromFiles';
