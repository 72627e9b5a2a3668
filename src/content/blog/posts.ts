/**
 * The blog index: one summary per post, in the order the cards appear, plus lazy loaders for the
 * full articles. Each loader is a dynamic import so every article ships as its own chunk and the
 * index page never downloads article bodies.
 */
import type {
  BlogArticle,
  BlogPostId,
  BlogPostSummary,
  CtaBlock,
  HeroContent,
  ImageRef,
  PageMeta,
} from '../types';
import type { BlogAuthorName } from './authors';

export { articleAuthors, authorBios, authorDisplayNames, authorRoles } from './authors';
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

/** Summaries with their author narrowed to a known name, so the author's avatar can be looked up. */
export const blogPosts: readonly (BlogPostSummary & { author: BlogAuthorName })[] = posts;

/** The card picture of each post: its article's hero image, decorative on the card (the title says it all). */
export const blogPostCovers: Readonly<Record<BlogPostId, ImageRef>> = {
  'productivity-boost': { name: 'blog/productivity-boost', alt: '' },
  'ai-agents-guide': { name: 'blog/ai-agents-guide', alt: '' },
  'ai-transformation-model': { name: 'blog/ai-transformation-model', alt: '' },
  'ai-guide-for-nepali-professionals': { name: 'blog/ai-guide-for-nepali-professionals', alt: '' },
  'nepali-businesses-automation': { name: 'blog/nepali-businesses-automation', alt: '' },
};

export const blogArticles: Readonly<Record<BlogPostId, () => Promise<BlogArticle>>> = {
  'productivity-boost': () => import('./productivity-boost').then((module) => module.article),
  'ai-agents-guide': () => import('./ai-agents-guide').then((module) => module.article),
  'ai-transformation-model': () => import('./ai-transformation-model').then((module) => module.article),
  'ai-guide-for-nepali-professionals': () =>
    import('./ai-guide-for-nepali-professionals').then((module) => module.article),
  'nepali-businesses-automation': () =>
    import('./nepali-businesses-automation').then((module) => module.article),
};
