/**
 * The people credited on blog posts, Nepali edition. The keys stay the English names
 * (`BlogAuthorName`); pages show `authorDisplayNames`.
 */
import type { BlogAuthorName } from '../../blog/authors';
import type { ImageRef } from '../../types';
import { site } from '../../site';

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

/** The avatar's letters in Devanagari: the first syllable of the given name (see the English module). */
export const authorInitials: Readonly<Record<BlogAuthorName, string>> = {
  'Sujata Karki': 'सु',
  'Bibek Thapa': 'वि',
  'Rupantaran AI Team': '',
};

/** The author's name as the page shows it (the keys above are the English names). */
export const authorDisplayNames: Readonly<Record<BlogAuthorName, string>> = {
  'Sujata Karki': 'सुजाता कार्की',
  'Bibek Thapa': 'विवेक थापा',
  'Rupantaran AI Team': 'Rupantaran AI टोली',
};

/** The short bio at the end of each article (see the English module). */
export const authorBios: Readonly<Record<BlogAuthorName, string>> = {
  'Sujata Karki': `सुजाता ${site.name} मा तालिमको नेतृत्व गर्नुहुन्छ: बैंकर, शिक्षक, पसल सञ्चालक र विद्यार्थीलाई पहिलो प्रम्प्टदेखि दैनिक काममा AI टुल चलाउने बानीसम्म पुर्‍याउने कार्यशाला र कोर्स। उहाँ कामकाजमा AI को सही प्रयोगबारे सरल भाषामा, नेपाली उदाहरणसहित लेख्नुहुन्छ।`,
  'Bibek Thapa': `विवेक ${site.name} मा अटोमेसन प्रोजेक्टको नेतृत्व गर्नुहुन्छ: नेपाली व्यवसायका लागि chatbot, वर्कफ्लो र इन्टिग्रेसन, Viber र WhatsApp मा जवाफ दिनेदेखि eSewa र Khalti भुक्तानीको अभिलेख राख्नेसम्म। अटोमेसनले कहाँ फाइदा दिन्छ र सुरक्षित रूपमा कसरी सुरु गर्ने भन्नेबारे उहाँ लेख्नुहुन्छ।`,
  'Rupantaran AI Team': `संस्थापक ${site.founder.nameNe}को नेतृत्वमा ${site.name} का मानिसहरूले मिलेर लेखेको: हाम्रा परामर्श, तालिम र अटोमेसन प्रोजेक्ट चलाउने टोली।`,
};
