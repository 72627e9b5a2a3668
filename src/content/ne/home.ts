import FlagOutlined from '@mui/icons-material/FlagOutlined';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { absoluteUrl, site } from '../site';
import { organizationContactJsonLd } from '../companyContact';
import type { ProcessStep } from '../types';
import type { HomeContent } from '../home';

/** The four-step way every engagement runs; the Services page shows the same steps. */
export const processSteps: readonly ProcessStep[] = [
  {
    number: 1,
    title: 'आवश्यकता पहिचान',
    description:
      'हामी पहिले सुन्छौं: तपाईंको टोली अहिले कसरी काम गर्छ, समय कहाँ खेर गइरहेको छ, र तपाईंका ग्राहक कुन माध्यम चलाउँछन् — फोन, Viber, WhatsApp वा Facebook।',
  },
  {
    number: 2,
    title: 'रणनीति',
    description:
      'सबैभन्दा स्पष्ट फाइदा दिने थोरै अटोमेसन हामी छान्छौं, कामको दायरा र नेपाली रुपैयाँमा कोटेसनबारे सहमति गर्छौं, अनि तपाईंका मानिस र टुल हेरेर योजना बनाउँछौं।',
  },
  {
    number: 3,
    title: 'डेभलपमेन्ट',
    description:
      'तपाईंकै वास्तविक डेटा र नेपाली तथा अंग्रेजी सामग्री प्रयोग गरेर हामी समाधान बनाउँछौं, जोड्छौं र परीक्षण गर्छौं, र काम कहाँ पुग्यो भन्ने देखाउँदै जान्छौं।',
  },
  {
    number: 4,
    title: 'सञ्चालन',
    description:
      'हामी समाधान चालु गर्छौं, तपाईंका कर्मचारीलाई तालिम दिन्छौं र नयाँ वर्कफ्लो नबसुन्जेल साथमै रहन्छौं — त्यसपछि अब के अटोमेट गर्ने भनेर हेर्छौं।',
  },
];

export const homeContent: HomeContent = {
  meta: {
    title: `${site.name} — नेपालमा AI अटोमेसन र तालिम`,
    description:
      'नेपाली व्यवसाय, पेसाकर्मी र विद्यार्थीका लागि AI अटोमेसन, तालिम र परामर्श। निःशुल्क परामर्श बुक गर्नुहोस् र अझ स्मार्ट तरिकाले काम सुरु गर्नुहोस्।',
  },
  hero: {
    title: 'स्मार्ट काम, छिटो नतिजा, बढ्दो व्यवसाय।',
    subtitle: `${site.name} ले नेपाली व्यवसाय, पेसाकर्मी र विद्यार्थीलाई AI काममा लगाउन मद्दत गर्छ: दोहोरिने काम अटोमेट गर्न, ग्राहकलाई छिटो जवाफ दिन र साँच्चै काम लाग्ने टुल सिक्न।`,
    actions: [
      { label: 'अहिले सुरु गर्नुहोस्', to: '/consultation' },
      { label: 'एकेडेमी हेर्नुहोस्', to: '/academy' },
    ],
    image: { name: 'hero/home', alt: '' },
  },
  process: {
    id: 'process',
    title: 'हाम्रो प्रक्रिया',
    subtitle: 'पहिलो कुराकानीदेखि चल्ने समाधानसम्म चार स्पष्ट चरण।',
    items: processSteps,
  },
  whyChoose: {
    id: 'why-choose',
    title: `किन ${site.name} रोज्ने?`,
    subtitle: 'नेपालमा काम वास्तवमा जसरी हुन्छ, त्यसैमा मिल्ने AI।',
    items: [
      {
        title: 'नेपालकै लागि बनेको',
        description:
          'नेपाली र अंग्रेजी बोल्ने ग्राहक, eSewa र Khalti जस्ता डिजिटल वालेट, अनि यहाँका मानिसले साँच्चै चलाउने माध्यम बुझ्ने समाधान।',
        icon: FlagOutlined,
      },
      {
        title: 'हल्ला होइन, व्यावहारिक काम',
        description: 'सबैभन्दा बढी समय खाने कामबाट हामी सुरु गर्छौं, र स्पष्ट फाइदा हुने ठाउँमा मात्र अटोमेट गर्छौं।',
        icon: TipsAndUpdatesOutlined,
      },
      {
        title: 'तपाईंको बजेटअनुसार',
        description:
          'साना र बढ्दै गरेका व्यवसायका लागि नेपाली रुपैयाँमा आवश्यकताअनुसारको कोटेसन। एउटा वर्कफ्लोबाट सुरु गर्नुहोस्, नतिजा देखिएपछि विस्तार गर्नुहोस्।',
        icon: SavingsOutlined,
      },
      {
        title: 'तपाईंको टोली पनि सिक्छ',
        description:
          'हरेक प्रोजेक्टमा व्यावहारिक तालिम समावेश हुन्छ, ताकि हामीले बनाएका टुल तपाईंका मानिसले बुझून्, भरोसा गरून् र आफ्नै ठानून्।',
        icon: SchoolOutlined,
      },
      {
        title: 'तपाईंको डेटाप्रति सावधान',
        description:
          'ग्राहक र व्यवसायको डेटा तपाईंकै नियन्त्रणमा रहन्छ, पहुँच न्यूनतम राखिन्छ र सबै कुरा लिखित रूपमा राखिन्छ।',
        icon: ShieldOutlined,
      },
      {
        title: 'नजिकै सहयोग',
        description:
          'काठमाडौंमै रहेको टोली, जसलाई केही समस्या परे तपाईंकै कार्यालय समयमा नेपाली वा अंग्रेजीमा सम्पर्क गर्न सकिन्छ।',
        icon: SupportAgentOutlined,
      },
    ],
  },
  coreServices: {
    id: 'core-services',
    title: 'मुख्य सेवाहरू',
    subtitle: 'AI सिक्नुहोस्, आफ्नो काम अटोमेट गर्नुहोस्, वा ठूलो परिवर्तनको योजना हामीसँग बनाउनुहोस्।',
    items: [
      {
        title: 'AI एकेडेमी',
        description:
          'नेपाली सन्दर्भमा केन्द्रित पाठ्यक्रमसहित सुरुआतीलाई सजिला कोर्स, कार्यशाला र प्रमाणपत्र। छिट्टै सुरु हुँदैछ।',
        icon: SchoolOutlined,
        link: { label: 'एकेडेमी हेर्नुहोस्', to: '/academy' },
      },
      {
        title: 'अटोमेसन',
        description: 'तपाईंको टोलीको दोहोरिने काम घटाउने chatbot, वर्कफ्लो, मार्केटिङ र HR अटोमेसन।',
        icon: AutoAwesomeOutlined,
        link: { label: 'सेवाहरू हेर्नुहोस्', to: '/services' },
      },
      {
        title: 'परामर्श',
        description: 'AI रणनीति, कस्टम डेभलपमेन्ट र कार्यान्वयनमा सहयोग, निःशुल्क परामर्शबाट सुरु।',
        icon: PsychologyOutlined,
        link: { label: 'परामर्श बुक गर्नुहोस्', to: '/consultation' },
      },
    ],
  },
  testimonials: {
    id: 'testimonials',
    title: 'हाम्रा ग्राहक के भन्छन्',
    subtitle: 'नेपालभरका व्यवसायी, संस्थापक र सिकारुहरू।',
    items: [
      {
        name: 'सुष्मा गुरुङ',
        role: 'होटल सञ्चालक, लेकसाइड, पोखरा',
        content:
          'पाहुनाहरू जुनसुकै बेला WhatsApp र Messenger मा नेपाली र अंग्रेजीमा मेसेज गर्छन्। अब हाम्रो सहायकले कोठा र ट्रेकिङ सिजनबारेका प्रश्नको तुरुन्तै जवाफ दिन्छ र बुकिङ रिसेप्सनमा पठाउँछ। रातिको समयमा आएका सोधपुछ अब छुट्दैनन्।',
        rating: 5,
      },
      {
        name: 'विकास अधिकारी',
        role: 'संस्थापक, अनलाइन कपडा पसल, काठमाडौं',
        content:
          'अर्डर पक्का गर्ने, क्यास अन डेलिभरीको फलोअप गर्ने र डेलिभरीको जानकारी पठाउने काममै हाम्रो बिहान सकिन्थ्यो। अब यी सबै आफैं जान्छन्, र मैले तीनवटा स्प्रेडसिटको सट्टा हप्तामा एउटा स्पष्ट बिक्री रिपोर्ट पाउँछु।',
        rating: 5,
      },
      {
        name: 'अञ्जली थापा',
        role: 'एमबीए विद्यार्थी तथा पार्ट-टाइम एनालिस्ट, ललितपुर',
        content:
          'थेसिस अनुसन्धानका लागि AI वर्कफ्लो मिलाउन एउटै परामर्श काफी भयो: सारांश, नोट र पढ्नुपर्ने सामग्रीको सूची, साथै यी टुल कहाँ चुक्छन् भन्नेबारे इमानदार कुराकानी। सुरुदेखि अन्त्यसम्म व्यावहारिक।',
        rating: 5,
      },
    ],
  },
  closingCta: {
    title: 'काम गर्ने तरिका बदल्न तयार हुनुहुन्छ?',
    description:
      'तपाईंको काम केले ढिलो बनाइरहेको छ, हामीलाई भन्नुहोस्। कुनै बाध्यता नभएको निःशुल्क परामर्शमा AI ले सबैभन्दा पहिले कहाँ मद्दत गर्न सक्छ र त्यसका लागि के-के चाहिन्छ, हामी सुझाउनेछौं।',
    actions: [{ label: 'निःशुल्क परामर्श बुक गर्नुहोस्', to: '/consultation' }],
  },
};

/** Organization structured data for the Nepali home page. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl('/ne'),
    description: homeContent.meta.description,
    email: site.email,
    founder: { '@type': 'Person', name: site.founder.nameNe, alternateName: site.founder.name },
    ...organizationContactJsonLd(site.address.streetNe, site.address.localityNe),
    areaServed: { '@type': 'Country', name: 'नेपाल' },
  };
}
