import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { absoluteUrl, site } from '../site';
import type { AcademyContent, WaitlistContent } from '../academy';
import type { LinkedFeature, ListSection } from '../types';

export const waitlistContent: WaitlistContent = {
  title: 'खुलेपछि मलाई खबर गर्नुहोस्',
  text: 'इमेल ठेगाना वा फोन नम्बर छोड्नुहोस्; कोर्स र कार्यशाला खुलेपछि हामी एक पटक खबर गर्छौं। न्युजलेटर पठाउँदैनौं, कसैलाई दिँदैनौं।',
  field: 'इमेल वा फोन',
  helper: 'जस्तै name@example.com वा ९८४१२३४५६७',
  trapLabel: 'वेबसाइट',
  submit: { idle: 'खुलेपछि खबर गर्नुहोस्', sending: 'पठाउँदै...' },
  thankYou: 'धन्यवाद! खुल्नेबित्तिकै हामी तपाईंलाई खबर गर्नेछौं।',
};

export const learnToday: ListSection<LinkedFeature> = {
  id: 'learn-today',
  title: 'आजैदेखि सिक्न सुरु गर्नुहोस्',
  subtitle: 'अहिल्यै पढ्न मिल्ने निःशुल्क सामग्री, नेपाली र अंग्रेजीमा।',
  items: [
    {
      title: 'AI भनेको के हो? सरल मार्गदर्शन',
      description: 'AI के हो, काममा के गर्न सक्छ र नेपाली पेसाकर्मीले यसलाई कसरी प्रयोग गर्न थाल्ने।',
      icon: MenuBookOutlined,
      link: { label: 'मार्गदर्शन पढ्नुहोस्', to: '/blog/ai-guide-for-nepali-professionals' },
    },
    {
      title: 'व्यक्तिका लागि AI',
      description: 'लेखन र बैठकका टिपोटदेखि खर्च र करियर विकाससम्म, दैनिक कामका आठ प्रयोग।',
      icon: PersonOutlined,
      link: { label: 'प्रयोगहरू हेर्नुहोस्', to: '/use-cases/individuals' },
    },
  ],
};

export const academyContent: AcademyContent = {
  meta: {
    title: `AI एकेडेमी — ${site.name}`,
    description:
      'नेपाली सिकारुका लागि तयार पारिएका सुरुआती AI कोर्स, लाइभ कार्यशाला र प्रमाणपत्र। हाम्रो AI एकेडेमी छिट्टै सुरु हुँदैछ।',
  },
  hero: {
    eyebrow: 'छिट्टै सुरु हुँदै',
    title: 'AI एकेडेमी',
    subtitle:
      'नेपालका विद्यार्थी, पेसाकर्मी र व्यवसायीका लागि व्यावहारिक AI सीप, स्थानीय उदाहरणसहित नेपाली र अंग्रेजीमा।',
    actions: [{ label: 'निःशुल्क सल्लाह लिनुहोस्', to: '/consultation' }],
  },
  intro: {
    id: 'intro',
    title: 'AI व्यावहारिक तरिकाले सिक्नुहोस्',
    paragraphs: [
      'AI टुलले अफिस, पसल, विद्यालय र फ्रिल्यान्सरको काम गर्ने तरिका बदलिरहेका छन्, तर धेरैजसो कोर्स अरू बजारका लागि लेखिएका हुन्छन् र सिक्ने व्यक्तिमा प्राविधिक पृष्ठभूमि छ भन्ने मानेर चल्छन्।',
      'एकेडेमी तपाईंले दैनिक गरिरहेकै कामबाट सुरु हुन्छ, जस्तै लेख्ने, योजना बनाउने, रिपोर्ट तयार गर्ने र ग्राहकलाई सेवा दिने, अनि तिनै काम AI को सहायताले अझ छिटो र सुरक्षित तरिकाले कसरी गर्ने भनेर सिकाउँछ।',
    ],
  },
  offers: {
    id: 'offers',
    title: 'एकेडेमीमा के पाइन्छ',
    items: [
      {
        title: 'सुरुआतीलाई सजिला कोर्स',
        description:
          'शून्यबाट सुरु गर्नुहोस्: AI के हो, च्याट सहायकले कसरी काम गर्छन् र दैनिक काममा तिनलाई जिम्मेवारीपूर्वक कसरी चलाउने। कोडिङ जान्नुपर्दैन।',
        icon: SchoolOutlined,
      },
      {
        title: 'कार्यशाला र लाइभ तालिम',
        description:
          'व्यक्ति र टोलीका लागि अनलाइन वा आमनेसामने हुने व्यावहारिक सत्र, जहाँ पाठ्यपुस्तकका उदाहरणको सट्टा तपाईं आफ्नै काममा अभ्यास गर्नुहुन्छ।',
        icon: GroupsOutlined,
      },
      {
        title: 'नेपाली सन्दर्भको पाठ्यक्रम',
        description:
          'नेपाली अफिस, पसल र कक्षाकोठाका उदाहरण, नेपाली र अंग्रेजीमा पढाइ, र AI टुलले देवनागरी पाठ कसरी सम्हाल्छन् भन्नेसमेत।',
        icon: TranslateOutlined,
      },
      {
        title: 'प्रमाणपत्र कार्यक्रम',
        description:
          'एउटा ट्र्याक पूरा गर्नुहोस् र AI प्रयोग गरेर तपाईं वास्तवमा के गर्न सक्नुहुन्छ भनेर रोजगारदाता र ग्राहकलाई देखाउने प्रमाणपत्र पाउनुहोस्।',
        icon: WorkspacePremiumOutlined,
      },
    ],
  },
  howItWorks: {
    id: 'how-it-works',
    title: 'कसरी चल्छ',
    items: [
      {
        number: 1,
        title: 'मोड्युल छान्नुहोस्',
        description:
          'कोर्सहरू छोटा मोड्युलमा बाँडिएका छन्; हरेक मोड्युल एउटै सीपमा केन्द्रित हुन्छ, जुन तपाईं सोही हप्ता काममा प्रयोग गर्न सक्नुहुन्छ।',
      },
      {
        number: 2,
        title: 'आफ्नै तरिकाले सिक्नुहोस्',
        description: 'आफ्नै गतिमा पढ्नुहोस्, वा प्रशिक्षकबाट सुझाव र जवाफ चाहिँदा लाइभ मेन्टरिङ सत्रमा सहभागी हुनुहोस्।',
      },
      {
        number: 3,
        title: 'अद्यावधिक रहनुहोस्',
        description:
          'AI टुल छिटो बदलिने भएकाले नयाँ पाठ नियमित रूपमा थपिन्छन्, ताकि तपाईंको सिकाइ पनि समयसँगै अघि बढिरहोस्।',
      },
    ],
  },
  status: {
    title: 'पूरा प्लेटफर्म निर्माण भइरहेको छ',
    description:
      'एकेडेमी अझै सुरु भएको छैन र कुनै पनि कोर्समा भर्ना खुलेको छैन। नखुलुन्जेल, पहिले के सिक्ने भन्ने सल्लाह लिन वा तपाईंको टोलीका लागि तालिम मिलाउन निःशुल्क परामर्श बुक गर्नुहोस्।',
  },
  cta: {
    title: 'एकेडेमी खुल्नुअघि नै सिक्न चाहनुहुन्छ?',
    description:
      'आफ्ना लक्ष्य बताउनुहोस्; हामी तपाईंलाई सही टुल र पहिलो कदम देखाउनेछौं, वा तपाईंको टोलीका लागि सत्रको योजना बनाउनेछौं।',
    actions: [{ label: 'निःशुल्क परामर्श बुक गर्नुहोस्', to: '/consultation' }],
  },
};

/** EducationalOrganization structured data for /ne/academy. */
export function academyJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: `${site.name} एकेडेमी`,
    description: academyContent.meta.description,
    url: absoluteUrl('/ne/academy'),
    inLanguage: 'ne',
    email: site.email,
    areaServed: { '@type': 'Country', name: 'नेपाल' },
    address: { '@type': 'PostalAddress', addressLocality: 'काठमाडौं', addressCountry: 'NP' },
    knowsLanguage: ['en', 'ne'],
    parentOrganization: { '@type': 'Organization', name: site.name, url: absoluteUrl('/ne') },
  };
}
