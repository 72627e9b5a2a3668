/**
 * The blog index, Nepali edition: one summary per post, in the order the cards appear, plus lazy
 * loaders for the Nepali articles beside this file. Each loader is a dynamic import so every article
 * ships as its own chunk and the index page never downloads article bodies.
 */
import type {
  BlogArticle,
  BlogPostId,
  BlogPostSummary,
  CtaBlock,
  HeroContent,
  ImageRef,
  PageMeta,
} from '../../types';
import type { BlogAuthorName } from './authors';

export { articleAuthors, authorBios, authorDisplayNames, authorRoles } from './authors';
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

/** Summaries with their author narrowed to a known name, so the author's avatar can be looked up. */
export const blogPosts: readonly (BlogPostSummary & { author: BlogAuthorName })[] = [
  {
    id: 'productivity-boost',
    title: 'कामको उत्पादकत्व तुरुन्तै बढाउने AI का ५ तरिका',
    author: 'Sujata Karki',
    date: '2024-03-28',
    excerpt:
      'स्मार्ट समय तालिका, छिटो इमेल, स्प्रेडसिटबाट तुरुन्तै जवाफ, chatbot र सिर्जनात्मक सहयोग: यही हप्तादेखि सुरु गर्न सकिने AI का पाँच बानी।',
    readTime: 10,
  },
  {
    id: 'ai-agents-guide',
    title: 'AI एजेन्ट के हुन्? नेपाली टोलीका लागि व्यावहारिक मार्गदर्शन',
    author: 'Bibek Thapa',
    date: '2024-03-21',
    excerpt:
      'AI एजेन्टले टुल चलाएर कसरी योजना बनाउँछ र काम गर्छ, नेपाली व्यवसायमा अहिले नै कहाँ काम लागिरहेको छ, कुन जोखिम सम्हाल्नुपर्छ, र पहिलो पाइलट सुरक्षित रूपमा कसरी चलाउने।',
    readTime: 15,
  },
  {
    id: 'ai-transformation-model',
    title: 'AI रूपान्तरणको ४ चरणको मोडल: आवश्यकता पहिचानदेखि लन्चसम्म',
    author: 'Rupantaran AI Team',
    date: '2024-03-14',
    excerpt:
      'आवश्यकता पहिचान, रणनीति, डेभलपमेन्ट र लन्च: “हामीले पनि AI चलाउनुपर्छ” भन्ने कुरालाई तपाईंको टोलीले अपनाउने, चल्ने र नतिजा नाप्न सकिने प्रणालीमा बदल्न हामीले प्रयोग गर्ने मोडल।',
    readTime: 12,
  },
  {
    id: 'ai-guide-for-nepali-professionals',
    title: 'AI भनेको के हो? नेपाली पेसाकर्मीका लागि सरल मार्गदर्शन',
    author: 'Sujata Karki',
    date: '2024-03-07',
    excerpt:
      'न कठिन शब्द, न हल्ला: AI के हो, के होइन, र नेपालका बैंकर, शिक्षक, लेखापाल तथा गैरसरकारी संस्थाका कर्मचारीले यसको प्रयोग कसरी सुरु गर्न सक्छन्।',
    readTime: 8,
  },
  {
    id: 'nepali-businesses-automation',
    title: 'नेपाली व्यवसायले अटोमेसन अहिले नै किन सुरु गर्नुपर्छ',
    author: 'Bibek Thapa',
    date: '2024-03-01',
    excerpt:
      'Viber र Messenger मा ग्राहक, eSewa र Khalti बाट भुक्तानी, विदेशिँदै गरेका कर्मचारी: नेपाली साना तथा मझौला व्यवसायलाई अहिले अटोमेसन किन फाइदाजनक छ, र कहाँबाट सुरु गर्ने।',
    readTime: 6,
  },
];

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
