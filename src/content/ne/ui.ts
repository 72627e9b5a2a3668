import type { UiStrings } from '../ui';

export const uiStrings: UiStrings = {
  skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
  landmarks: { main: 'मुख्य', legal: 'कानुनी', breadcrumb: 'तपाईं यहाँ हुनुहुन्छ', siteMenu: 'साइट मेनु' },
  menu: { open: 'मेनु खोल्नुहोस्', close: 'मेनु बन्द गर्नुहोस्' },
  colorMode: { toLight: 'उज्यालो थिममा जानुहोस्', toDark: 'अँध्यारो थिममा जानुहोस्' },
  step: 'चरण',
  stepper: {
    play: 'चलाउनुहोस्',
    pause: 'रोक्नुहोस्',
    playName: 'चरणहरूको हाइलाइट चलाउनुहोस्',
    pauseName: 'चरणहरूको हाइलाइट रोक्नुहोस्',
  },
  soon: 'छिट्टै',
  loadingPage: 'पृष्ठ खुल्दै छ',
  learnMore: 'थप जान्नुहोस्',
  deliverables: 'तपाईंले पाउने कुरा',
  keepExploring: 'थप पढ्नुहोस्',
  backToBlog: 'ब्लगमा फर्कनुहोस्',
  lastUpdated: 'पछिल्लो अद्यावधिक',
  tagline: 'नेपालका पेसाकर्मी र व्यवसायका लागि व्यावहारिक AI अटोमेसन, तालिम र परामर्श।',
  rightsReserved: 'सर्वाधिकार सुरक्षित।',
  otherLanguageHint: 'Read this page in English',
};
