import { site } from '../site';
import type { UiStrings } from '../ui';

/** The header's strings, on their own too: the phone menu's code takes them (src/content/headerMenu.ts). */
export const homeLink: UiStrings['homeLink'] = `${site.name} गृहपृष्ठ`;
export const landmarks: UiStrings['landmarks'] = {
  main: 'मुख्य',
  legal: 'कानुनी',
  breadcrumb: 'तपाईं यहाँ हुनुहुन्छ',
  siteMenu: 'साइट मेनु',
};
export const menu: UiStrings['menu'] = { open: 'मेनु खोल्नुहोस्', close: 'मेनु बन्द गर्नुहोस्' };

export const uiStrings: UiStrings = {
  skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
  homeLink,
  landmarks,
  menu,
  colorMode: { toLight: 'उज्यालो थिममा जानुहोस्', toDark: 'अँध्यारो थिममा जानुहोस्' },
  step: 'चरण',
  stepper: {
    play: 'चलाउनुहोस्',
    pause: 'रोक्नुहोस्',
    playName: 'चरणहरूको हाइलाइट चलाउनुहोस्',
    pauseName: 'चरणहरूको हाइलाइट रोक्नुहोस्',
  },
  heroVideo: { pause: 'पृष्ठभूमिको भिडियो रोक्नुहोस्', play: 'पृष्ठभूमिको भिडियो चलाउनुहोस्' },
  soon: 'छिट्टै',
  loadingPage: 'पृष्ठ खुल्दै छ',
  learnMore: 'थप जान्नुहोस्',
  deliverables: 'तपाईंले पाउने कुरा',
  keepExploring: 'थप पढ्नुहोस्',
  backToBlog: 'ब्लगमा फर्कनुहोस्',
  latestArticles: 'पछिल्ला लेखहरू',
  timeline: 'अवधि:',
  rating: '{max} मध्ये {rated} तारा',
  example: 'उदाहरण:',
  lastUpdated: 'पछिल्लो अद्यावधिक',
  tableOfContents: 'यस लेखमा',
  share: {
    heading: 'यो लेख सेयर गर्नुहोस्',
    copyLink: 'लिङ्क कपी गर्नुहोस्',
    linkCopied: 'लिङ्क कपी भयो',
    copyFailed: 'लिङ्क कपी गर्न सकिएन। ठेगाना पट्टीबाट कपी गर्नुहोस्।',
    more: 'अन्य तरिकाले सेयर गर्नुहोस्',
  },
  relatedReading: 'सम्बन्धित लेखहरू',
  aboutTheAuthor: 'लेखकबारे',
  rssFeed: 'RSS फिड',
  tagline: 'नेपालका पेसाकर्मी र व्यवसायका लागि व्यावहारिक AI अटोमेसन, तालिम र परामर्श।',
  rightsReserved: 'सर्वाधिकार सुरक्षित।',
  footerContact: { phone: 'फोन', social: 'सामाजिक सञ्जालमा हामी' },
  otherLanguageHint: 'Read this page in English',
};
