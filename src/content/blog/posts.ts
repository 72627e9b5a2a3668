/**
 * The blog index: one summary per post, in the order the cards appear, plus lazy loaders for the
 * full articles. Each loader is a dynamic import so every article ships as its own chunk and the
 * index page never downloads article bodies.
 */
import type { BlogArticle, BlogPostId, BlogPostSummary, PageMeta } from '../types';
import type { BlogAuthorName } from './authors';

export { articleAuthors, authorRoles } from './authors';
export type { BlogAuthorName } from './authors';

export const blogIndexMeta: PageMeta = {
  title: 'AI Insights Blog — Rupantaran AI',
  description:
    'Practical articles on AI tools, agents and automation for Nepali professionals and businesses, written by the Rupantaran AI team.',
};

// Typed through `satisfies` first so a misspelt author name fails to compile.
const posts = [
  {
    id: 'productivity-boost',
    title: '5 Ways AI Can Instantly Boost Your Productivity at Work',
    author: 'Sujata Karki',
    date: '2024-03-28',
    excerpt:
      'Smart scheduling, faster email, instant answers from your spreadsheets, chatbots and creative help: five AI habits you can start this week.',
    readTime: 10,
  },
  {
    id: 'ai-agents-guide',
    title: 'AI Agents Explained: A Practical Guide for Nepali Teams',
    author: 'Bibek Thapa',
    date: '2024-03-21',
    excerpt:
      'How AI agents plan and act with tools, where they already help Nepali businesses, the risks to manage, and how to run a safe first pilot.',
    readTime: 15,
  },
  {
    id: 'ai-transformation-model',
    title: 'The 4-Step AI Transformation Model: From Discovery to Launch',
    author: 'Rupantaran AI Team',
    date: '2024-03-14',
    excerpt:
      'Discovery, Strategy, Development and Launch: the model we use to turn “we should use AI” into a working, measurable system your team adopts.',
    readTime: 12,
  },
  {
    id: 'ai-guide-for-nepali-professionals',
    title: 'What Is AI? A Plain-Language Guide for Nepali Professionals',
    author: 'Sujata Karki',
    date: '2024-03-07',
    excerpt:
      'No jargon, no hype: what artificial intelligence is, what it is not, and how bankers, teachers, accountants and NGO staff in Nepal can start using it.',
    readTime: 8,
  },
  {
    id: 'nepali-businesses-automation',
    title: 'Why Nepali Businesses Should Start Automating Now',
    author: 'Bibek Thapa',
    date: '2024-03-01',
    excerpt:
      'Customers on Viber and Messenger, payments through eSewa and Khalti, staff moving abroad: why automation now pays off for Nepali SMEs, and where to begin.',
    readTime: 6,
  },
] as const satisfies readonly (BlogPostSummary & { author: BlogAuthorName })[];

export const blogPosts: readonly BlogPostSummary[] = posts;

export const blogArticles: Readonly<Record<BlogPostId, () => Promise<BlogArticle>>> = {
  'productivity-boost': () => import('./productivity-boost').then((module) => module.article),
  'ai-agents-guide': () => import('./ai-agents-guide').then((module) => module.article),
  'ai-transformation-model': () => import('./ai-transformation-model').then((module) => module.article),
  'ai-guide-for-nepali-professionals': () =>
    import('./ai-guide-for-nepali-professionals').then((module) => module.article),
  'nepali-businesses-automation': () =>
    import('./nepali-businesses-automation').then((module) => module.article),
};
