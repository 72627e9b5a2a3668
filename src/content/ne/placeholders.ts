import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import { site } from '../site';
import type { ComingSoonContent, ComingSoonId, CtaBlock, LinkedFeature } from '../types';

/* Next steps shared by several placeholder pages, so each page points somewhere useful today. */
const readTheBlog: LinkedFeature = {
  title: 'ब्लग पढ्नुहोस्',
  description: 'नेपाली पेसाकर्मी र व्यवसायका लागि AI टुल, एजेन्ट र अटोमेसनबारे मार्गदर्शन।',
  icon: ArticleOutlined,
  link: { label: 'ब्लगमा जानुहोस्', to: '/blog' },
};

const exploreAcademy: LinkedFeature = {
  title: 'AI एकेडेमी हेर्नुहोस्',
  description: 'हामीले तयार पारिरहेका सुरुआती कोर्स, कार्यशाला र प्रमाणपत्रबारे जान्नुहोस्।',
  icon: SchoolOutlined,
  link: { label: 'एकेडेमी हेर्नुहोस्', to: '/academy' },
};

const bookConsultation: LinkedFeature = {
  title: 'निःशुल्क परामर्श बुक गर्नुहोस्',
  description: 'आफ्ना प्रश्नमा हाम्रो टोलीबाट सिधै सल्लाह पाउनुहोस्, कुनै शुल्कबिना।',
  icon: EventAvailableOutlined,
  link: { label: 'परामर्श लिनुहोस्', to: '/consultation' },
};

const contactUs: LinkedFeature = {
  title: 'हामीलाई सम्पर्क गर्नुहोस्',
  description: `${site.email} मा लेख्नुहोस्, हाम्रो टोलीकै कुनै सदस्यले जवाफ दिनेछन्।`,
  icon: MailOutlined,
  link: { label: 'सम्पर्क गर्नुहोस्', to: '/contact' },
};

const customDevelopment: LinkedFeature = {
  title: 'प्रणाली जोड्ने योजना बनाउनुहोस्',
  description: 'AI लाई अहिले नै आफ्नै प्रणालीसँग जोड्नुपर्ने छ? हाम्रो कस्टम डेभलपमेन्ट टोलीले मद्दत गर्न सक्छ।',
  icon: CodeOutlined,
  link: { label: 'कस्टम डेभलपमेन्ट', to: '/development' },
};

const nextStepsTitle = 'त्यसबीच';

const badge = 'छिट्टै आउँदै';

/** Placeholder pages for sections that are not built yet, keyed by their path without the slash. */
export const comingSoonPages: Readonly<Record<ComingSoonId, ComingSoonContent>> = {
  community: {
    id: 'community',
    meta: {
      title: `समुदाय — ${site.name}`,
      description:
        'नेपाली AI सिकारु र AI सँग काम गर्नेहरूले प्रम्प्ट, अटोमेसन र प्रश्न साझा गर्ने समुदाय छिट्टै आउँदैछ। आज कसरी जोडिने, यहाँ हेर्नुहोस्।',
    },
    title: 'समुदाय',
    badge,
    description:
      'नेपाली सिकारु, पेसाकर्मी र AI बाट समाधान बनाउनेहरूले एकअर्कासँग प्रम्प्ट, अटोमेसन र प्रश्न साझा गर्न सक्ने ठाउँ हामी बनाउँदैछौं।',
    nextSteps: { title: nextStepsTitle, items: [readTheBlog, exploreAcademy, contactUs] },
  },
  tutorials: {
    id: 'tutorials',
    meta: {
      title: `AI ट्युटोरियल — ${site.name}`,
      description:
        'दैनिक प्रयोगका AI टुलबारे नेपाली उदाहरणसहितका चरणबद्ध ट्युटोरियल लेखिँदैछन्। त्यतिन्जेल ब्लगमा हाम्रा मार्गदर्शन पढ्नुहोस्।',
    },
    title: 'ट्युटोरियल',
    badge,
    description: 'नेपाली कार्यस्थलका उदाहरणसहित दैनिक प्रयोगका AI टुलबारे चरणबद्ध ट्युटोरियल लेखिँदैछन्।',
    nextSteps: { title: nextStepsTitle, items: [readTheBlog, exploreAcademy, bookConsultation] },
  },
  resources: {
    id: 'resources',
    meta: {
      title: `स्रोत सामग्री — ${site.name}`,
      description:
        'नेपाली व्यवसाय र पेसाकर्मीका लागि निःशुल्क AI टेम्प्लेट, चेकलिस्ट र मार्गदर्शन आउँदैछन्। आज सहयोग कहाँ पाइन्छ, यहाँ हेर्नुहोस्।',
    },
    title: 'स्रोत सामग्री',
    badge,
    description: 'काममा AI सुरु गर्न मद्दत गर्ने निःशुल्क टेम्प्लेट, चेकलिस्ट र प्रम्प्ट गाइड यहीँ सङ्कलन गरिनेछन्।',
    nextSteps: { title: nextStepsTitle, items: [readTheBlog, bookConsultation, exploreAcademy] },
  },
  support: {
    id: 'support',
    meta: {
      title: `सहयोग — ${site.name}`,
      description:
        'हाम्रा ग्राहकका लागि सहायता केन्द्र तयार हुँदैछ। नखुलुन्जेल हाम्रो टोलीले इमेल र सम्पर्क पृष्ठमार्फत सहयोगसम्बन्धी प्रश्नको जवाफ दिन्छ।',
    },
    title: 'सहयोग',
    badge,
    description:
      'सामान्य प्रश्नका जवाफसहितको सहायता केन्द्र तयार हुँदैछ। त्यतिन्जेल सहयोगका अनुरोध हाम्रो टोलीले इमेलमार्फत आफैं हेर्छ।',
    nextSteps: { title: nextStepsTitle, items: [contactUs, bookConsultation, readTheBlog] },
  },
  docs: {
    id: 'docs',
    meta: {
      title: `API डकुमेन्टेसन — ${site.name}`,
      description:
        'हामीले बनाउने अटोमेसनसँग जोड्न चाहने डेभलपरका लागि डकुमेन्टेसन यहीँ प्रकाशित हुनेछ। त्यतिन्जेल हाम्रो डेभलपमेन्ट टोलीसँग कुरा गर्नुहोस्।',
    },
    title: 'API डकुमेन्टेसन',
    badge,
    description: 'तपाईंको प्रणालीलाई हामीले बनाउने अटोमेसनसँग जोड्ने डेभलपर डकुमेन्टेसन तयार हुँदै जाँदा यहीँ प्रकाशित हुनेछ।',
    nextSteps: { title: nextStepsTitle, items: [customDevelopment, contactUs, readTheBlog] },
  },
};

export const comingSoonCta: CtaBlock = {
  title: 'आजै सहयोग चाहियो?',
  description: 'तपाईंको काम वा व्यवसायमा AI बारे हाम्रो टोली अहिल्यै निःशुल्क, व्यावहारिक सल्लाह दिन्छ।',
  actions: [
    { label: 'परामर्श लिनुहोस्', to: '/consultation' },
    { label: 'हामीलाई सम्पर्क गर्नुहोस्', to: '/contact' },
  ],
};
