/**
 * Shapes of the site's static content. Pages and sections render these objects;
 * the copy itself lives in the sibling content files so a marketer edits data, not JSX.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import type { RootContent } from 'mdast';
import type { MediaAsset } from './media-manifest';

/** A palette colour a card may be tinted with (keys of the MUI palette). */
export type AccentColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/**
 * A locally generated picture. `name` is the key of the asset in
 * `src/content/media-manifest.ts` (files live in `public/media/`).
 */
export interface ImageRef {
  name: string;
  alt: string;
  /**
   * A picture of the company's own under public/ (the site config's founder photo, e.g. `/founder.jpg`),
   * drawn instead of the generated renditions, in the box `name`'s dimensions define.
   */
  src?: string;
  /**
   * The sizes of a picture that is not in the manifest: an article's picture, rendered from its file
   * at build time (scripts/blog/images.ts).
   */
  asset?: MediaAsset;
}

export interface NavItem {
  name: string;
  path: string;
  /** When set, the item opens a menu of `children` instead of navigating. */
  dropdown?: boolean;
  children?: readonly NavItem[];
}

export interface FooterLink {
  name: string;
  path: string;
  /** Disabled links render as plain, non-focusable text. */
  enabled: boolean;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

export interface CallToAction {
  label: string;
  to: string;
  /**
   * Words read after the visible label by screen readers and search engines, for labels that mean
   * little out of context ("Learn More" → "Learn More about business solutions").
   */
  context?: string;
}

/** A titled block with an optional icon: feature cards, benefits, offers, info blocks. */
export interface Feature {
  title: string;
  description: string;
  icon?: SvgIconComponent;
}

export interface ProcessStep {
  number: number;
  title: string;
  description: string;
}

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  rating: 5;
}

export interface ServiceCard {
  /** Anchor id, e.g. `chatbots`. */
  id: string;
  title: string;
  description: string;
  features: readonly string[];
  icon?: SvgIconComponent;
}

export interface ConsultingOffer extends ServiceCard {
  /** e.g. '2-4 weeks' or 'Ongoing'. */
  duration: string;
  deliverables: readonly string[];
}

export interface Industry {
  name: string;
  use_cases: readonly string[];
  icon?: SvgIconComponent;
}

export interface SolutionCard {
  id: string;
  title: string;
  description: string;
  icon: SvgIconComponent;
  colour: AccentColor;
  pageUrl: string;
}

export interface UseCase {
  title: string;
  description: string;
  /** A short concrete example ("Draft a weekly report from your notes in 5 minutes"). */
  example?: string;
  icon?: SvgIconComponent;
}

/** An article's slug: the name of its Markdown file (content/blog/<locale>/<slug>.md). */
export type BlogPostId = string;

export interface BlogPostSummary {
  id: BlogPostId;
  title: string;
  author: string;
  /** ISO date (all posts are dated March 2024). */
  date: string;
  excerpt: string;
  /** Minutes, shown as "10 min read". */
  readTime: number;
}

export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'numbered'; items: readonly string[] }
  | { kind: 'quote'; text: string; cite?: string }
  /** An article's Markdown, parsed at build time (mdast), drawn with the site's components. */
  | { kind: 'markdown'; nodes: readonly RootContent[] };

export interface ArticleSection {
  heading: string;
  blocks: readonly ArticleBlock[];
}

export interface BlogArticle {
  id: BlogPostId;
  title: string;
  /**
   * The complete <title> text, brand included (at most 60 characters). Set when `title` plus the
   * brand suffix would be too long for search results; otherwise the page builds it from `title`.
   */
  seoTitle?: string;
  /** One-sentence summary used as the meta description (70-160 characters). */
  description: string;
  heroImage: ImageRef;
  authorName: string;
  authorAvatar: ImageRef;
  date: string;
  readTime: number;
  sections: readonly ArticleSection[];
  /** Each section's anchor, shared by both languages (the English heading's). */
  anchors: readonly string[];
  /** What a reader reads, in words (headings, paragraphs, lists, quotes). */
  wordCount: number;
  /** Links shown at the bottom of the article (the productivity post has Contact, Services, Blog Home). */
  bottomLinks?: readonly CallToAction[];
}

/** Metadata of a page, kept beside its content. */
export interface PageMeta {
  title: string;
  description: string;
}

/* ---- Page building blocks: the shapes every non-blog page's content is made of. ---- */

/** Title and optional lead paragraph above a section. */
export interface SectionHeading {
  /** Anchor id, so a link such as `/services#automation` can jump to the section. */
  id?: string;
  title: string;
  subtitle?: string;
}

/** A section whose body is a list of items of one kind. */
export interface ListSection<T> extends SectionHeading {
  items: readonly T[];
}

/** The opening block of a page. The first action is the primary button. */
export interface HeroContent {
  /** Small label above the title, e.g. 'Launching soon'. */
  eyebrow?: string;
  title: string;
  subtitle: string;
  actions?: readonly CallToAction[];
  /** Decorative images carry alt ''. */
  image?: ImageRef;
}

/** A call-to-action banner. The first action is the primary button. */
export interface CtaBlock {
  title: string;
  description: string;
  actions: readonly CallToAction[];
}

/** A feature card that leads somewhere (core services, next steps). */
export interface LinkedFeature extends Feature {
  link: CallToAction;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** One crumb; the current page is the last one and has no `to`. */
export interface Breadcrumb {
  label: string;
  to?: string;
}

/** A quotation with its author, e.g. the founder's quote on the Team page. */
export interface Quote {
  text: string;
  cite: string;
}

export type SolutionId =
  | 'customer-service-automation'
  | 'marketing-automation'
  | 'employee-onboarding'
  | 'supply-chain-optimization'
  | 'data-analytics';

/**
 * One named list on a solution page. `kind` says what the list is (for tests and analytics of
 * the content); `display` says how to draw it, so a single component renders every solution page.
 */
export interface SolutionListSection extends ListSection<Feature> {
  id: string;
  kind: 'features' | 'offers' | 'benefits' | 'chatbotTypes' | 'whyItMatters';
  /** 'cards': a grid of icon cards; 'checklist': a compact list with check marks. */
  display: 'cards' | 'checklist';
}

export interface SolutionPageContent {
  id: SolutionId;
  meta: PageMeta;
  /** Also the source of the page's BreadcrumbList JSON-LD. */
  breadcrumbs: readonly Breadcrumb[];
  hero: HeroContent;
  sections: readonly SolutionListSection[];
  /** Links to other solution pages; titles, icons and URLs come from the solution cards. */
  related?: SectionHeading & { ids: readonly SolutionId[] };
  cta: CtaBlock;
}

export type ComingSoonId = 'community' | 'tutorials' | 'resources' | 'support' | 'docs';

/** A placeholder page for a section that is not built yet. */
export interface ComingSoonContent {
  id: ComingSoonId;
  meta: PageMeta;
  title: string;
  badge: string;
  /** One honest sentence about what is coming. */
  description: string;
  nextSteps: ListSection<LinkedFeature>;
}

export type LegalPageId = 'privacy' | 'terms' | 'cookies';

export interface LegalPageContent {
  id: LegalPageId;
  meta: PageMeta;
  title: string;
  /** ISO date, shown as "Last updated". */
  lastUpdated: string;
  intro: string;
  sections: readonly ArticleSection[];
}
