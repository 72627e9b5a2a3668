import BoltOutlined from '@mui/icons-material/BoltOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { site } from '../site';
import { formatOfficeHours, telHref, type DayCode } from '../contactLinks';
import { mapLink, messagingChannels } from '../companyContact';
import { reachUs, whatsappGreeting } from './reachUs';
import { toDevanagariDigits } from '../../lib/i18n/digits';
import type {
  AboutContent,
  CareersContent,
  ContactContent,
  DevelopmentContent,
  TeamContent,
  TrainingContent,
} from '../company';

export type {
  AboutContent,
  CareersContent,
  ContactContent,
  DevelopmentContent,
  EmailLink,
  TeamContent,
  TeamMember,
  TrainingContent,
} from '../company';

/** `site.location` in Nepali (the glossary's form). */
const location = 'काठमाडौं, नेपाल';

/** The founder's title in Nepali; his name is the configured Devanagari spelling. */
const founderTitle = 'संस्थापक तथा AI रणनीतिकार';
const founder = site.founder.nameNe;

/**
 * A name with a Nepali postposition (ले, को, लाई): joined to a Devanagari name as Nepali writes it,
 * after a space when the name is in Latin letters (a founder configured without a Nepali spelling).
 */
function withParticle(name: string, particle: string): string {
  return /\p{Script=Devanagari}$/u.test(name) ? `${name}${particle}` : `${name} ${particle}`;
}

function mailto(subject?: string): string {
  return subject ? `mailto:${site.email}?subject=${encodeURIComponent(subject)}` : `mailto:${site.email}`;
}

export const aboutContent: AboutContent = {
  meta: {
    title: `हाम्रो कथा — ${site.name}`,
    description: `${site.name} को नाम ‘रूपान्तरण’ शब्दबाट आएको हो। हामी नेपालका पेसाकर्मी, विद्यार्थी र व्यवसायसम्म व्यावहारिक AI किन ल्याउँदैछौं, पढ्नुहोस्।`,
  },
  hero: {
    title: 'हाम्रो कथा',
    subtitle: 'व्यावहारिक AI मार्फत नेपालका मानिस र व्यवसायलाई आफ्नो काम गर्ने तरिका नै रूपान्तरण गर्न सघाउँदै।',
  },
  nameStory: {
    title: 'हाम्रो नामको अर्थ',
    word: { native: 'रूपान्तरण', latin: 'Rupantaran', meaning: 'एउटा रूपबाट अर्को रूपमा बदलिनु' },
    paragraphs: [
      `हाम्रो नाम Rupantaran नेपाली शब्द ‘रूपान्तरण’ बाट आएको हो, जसको अर्थ हो एउटा रूपबाट अर्को रूपमा बदलिनु। हामीले यही नाम रोज्यौं, किनभने हामीलाई चासो प्रविधि आफैंमा होइन, बरु दैनिक दोहोरिने काम हातबाट हटेपछि मानिसले के-के गर्न सक्छन् भन्नेमा छ।`,
    ],
  },
  mission: {
    title: 'हाम्रो सुरुआत किन भयो',
    paragraphs: [
      'नेपालभर सक्षम मानिसहरू कम्प्युटरले नै गर्न सक्ने काममा घण्टौं खर्चिरहेका छन्: Messenger मा आएका अर्डर स्प्रेडसिटमा सार्ने, भुक्तानीका लागि पछि लागिरहने, राति अबेरसम्म Viber मा उही प्रश्नको जवाफ दिइरहने, अनि हरेक महिना उही रिपोर्ट फेरि बनाउने।',
      'अर्कोतर्फ, धेरैजसो AI टुल र कोर्स अंग्रेजीमै बुझाइन्छन्, त्यो पनि अरू बजार र अरू बजेटका उदाहरण दिएर। त्यसैले यहाँका धेरै साना व्यवसाय र पेसाकर्मी कहाँबाट सुरु गर्ने भन्नेमा अलमलमा पर्छन्।',
      `${site.name} यही खाडल पुर्न बनेको हो। हाम्रो अटोमेसन, तालिम र इमानदार सल्लाह नेपाली व्यवसाय र पेसाकर्मीले वास्तवमा जसरी काम गर्छन्, त्यसैअनुसार तयार गरिन्छ: दुई भाषा बोल्ने ग्राहक, स्थानीय डिजिटल वालेटबाट भुक्तानी, सीमित बजेट र ठूला महत्त्वाकांक्षा।`,
    ],
  },
  benefits: {
    id: 'how-we-help',
    title: 'हामी कसरी सघाउँछौं',
    items: [
      {
        title: 'समय खाने काम अटोमेट गर्नुहोस्',
        description: 'दोहोरिने मेसेज, डेटा इन्ट्री र रिपोर्टको जिम्मा भरपर्दो अटोमेसनलाई दिनुहोस्।',
        icon: BoltOutlined,
      },
      {
        title: 'डेटामा आधारित, अझ स्मार्ट निर्णय लिनुहोस्',
        description: 'तपाईंले राखिरहेकै रेकर्डलाई काममा लगाउन सकिने स्पष्ट जानकारीमा बदल्नुहोस्।',
        icon: InsightsOutlined,
      },
      {
        title: 'नयाँ AI टुल र ट्रेन्ड सिक्नुहोस्',
        description: 'छिटो बदलिँदै गरेको यो क्षेत्रसँगै अद्यावधिक रहने मार्गदर्शनबाट व्यावहारिक सीप बनाउनुहोस्।',
        icon: SchoolOutlined,
      },
      {
        title: 'स्मार्ट तरिकाले काम गरेर छिटो अघि बढ्नुहोस्',
        description: 'बचेको समय ग्राहक, नयाँ विचार र आफ्नो व्यवसायको अर्को कदममा लगाउनुहोस्।',
        icon: RocketLaunchOutlined,
      },
    ],
  },
  cta: {
    title: 'आफ्नो रूपान्तरण सुरु गर्नुहोस्',
    description: 'तपाईं के बदल्न चाहनुहुन्छ, हामीलाई भन्नुहोस्। पहिलो कदम पहिल्याउन हामी सघाउँछौं।',
    actions: [
      { label: 'निःशुल्क परामर्श बुक गर्नुहोस्', to: '/consultation' },
      { label: 'हाम्रो टोलीलाई चिन्नुहोस्', to: '/team' },
    ],
  },
};

const dayNames: Readonly<Record<DayCode, string>> = {
  Mo: 'सोमबार',
  Tu: 'मंगलबार',
  We: 'बुधबार',
  Th: 'बिहीबार',
  Fr: 'शुक्रबार',
  Sa: 'शनिबार',
  Su: 'आइतबार',
};

/** The phone menu's ways to reach a person (reachUs.ts). */
export { reachUs };

export const contactContent: ContactContent = {
  meta: {
    title: `सम्पर्क गर्नुहोस् — ${site.name}`,
    description: `AI अटोमेसन, तालिम वा परामर्शबारे प्रश्न छ? काठमाडौंस्थित ${site.name} टोलीलाई इमेल गर्नुहोस्, वा निःशुल्क परामर्शका लागि अनुरोध गर्नुहोस्।`,
  },
  title: 'हामीलाई सम्पर्क गर्नुहोस्',
  subtitle: 'थप जान्न चाहनुहुन्छ? हामी खुसीसाथ कुरा गर्छौं।',
  email: {
    label: 'हामीलाई इमेल गर्नुहोस्',
    href: mailto(),
    address: site.email,
    note: 'हरेक सन्देश हाम्रो टोलीकै एक जना व्यक्तिले पढ्छन् र जवाफ दिन्छन्, नेपाली वा अंग्रेजीमा।',
  },
  phone: {
    label: 'हामीलाई फोन गर्नुहोस्',
    number: toDevanagariDigits(site.phone),
    href: telHref(site.phone),
    note: 'आफ्नो मोबाइलबाट फोन गर्न नम्बरमा थिच्नुहोस्। नेपाली वा अंग्रेजी, जुन भाषामा सजिलो लाग्छ, त्यसैमा कुरा गर्नुहोस्।',
  },
  messaging: {
    label: 'सन्देश पठाउनुहोस्',
    note: 'तपाईंले चलाइरहेकै एपबाट लेख्नुहोस्; हामी कार्यालय समयभित्र जवाफ दिन्छौं।',
    channels: messagingChannels(whatsappGreeting, {
      whatsapp: 'WhatsApp मा कुरा गर्नुहोस्',
      viber: 'Viber मा कुरा गर्नुहोस्',
    }),
  },
  location: {
    label: 'हामी रहेको ठाउँ',
    value: location,
    note: 'हामी नेपालभरका ग्राहकसँग अनलाइन र प्रत्यक्ष भेटेर, दुवै तरिकाले काम गर्छौं।',
    street: [
      site.address.streetNe,
      `${site.address.localityNe} ${toDevanagariDigits(site.address.postalCode)}`,
    ],
    map: mapLink('OpenStreetMap मा हाम्रो ठेगाना हेर्नुहोस्'),
  },
  hours: {
    label: 'कार्यालय समय',
    value: formatOfficeHours(site.officeHours, dayNames, toDevanagariDigits),
    note: 'नेपाली समयअनुसार। यसपछि आएका सन्देशको जवाफ अर्को कार्यदिनमा दिन्छौं।',
  },
  consultation: {
    title: 'फोनमै कुरा गर्न चाहनुहुन्छ?',
    text: 'परामर्श फारममा आफ्नो नम्बर छाड्नुहोस्, हामी तपाईंलाई फोन गर्छौं।',
    action: { label: 'निःशुल्क परामर्शका लागि अनुरोध गर्नुहोस्', to: '/consultation' },
  },
};

export const careersContent: CareersContent = {
  meta: {
    title: `करियर — ${site.name}`,
    description: `नेपालमा व्यावहारिक AI ल्याउन सघाउन चाहनुहुन्छ? आफ्नो बायोडाटा वा पोर्टफोलियो ${site.name} लाई पठाउनुहोस्। पद खुलेको हुनु पर्दैन; हामी हरेक आवेदन पढ्छौं।`,
  },
  hero: {
    title: 'करियर',
    subtitle: 'नेपाली व्यवसाय र पेसाकर्मीलाई AI को साथमा स्मार्ट तरिकाले काम गर्न सघाउनुहोस्।',
  },
  paragraphs: [
    'हामी सानो टोली हौं, जसले नेपालका वास्तविक व्यवसायका लागि AI बनाउँछ, सिकाउँछ र बुझाउँछ। हामी जिज्ञासा, नेपाली र अंग्रेजीमा स्पष्ट सञ्चार, अनि हामीले बनाएको कुरा प्रयोग गर्ने मानिसप्रतिको ख्याललाई महत्त्व दिन्छौं।',
    'हामीसँग सधैं औपचारिक जागिरको सूचना हुँदैन। हामीसँग काम गर्न इच्छुक हुनुहुन्छ भने जे भए पनि आफ्नो परिचय पठाउनुहोस्।',
  ],
  interests: {
    title: 'हामी यस्ता व्यक्तिबाट सुन्न चाहन्छौं',
    items: [
      'अटोमेसन, इन्टिग्रेसन र AI टुलमा काम गर्न रमाउने डेभलपर',
      'डेटा, ड्यासबोर्ड र एनालिटिक्समा काम गर्ने व्यक्ति',
      'प्रविधिलाई सरल ढंगले बुझाउन सक्ने प्रशिक्षक र शिक्षक',
      'नेपाली र अंग्रेजीमा काम गर्ने लेखक र डिजाइनर',
      'गरेरै सिक्न उत्सुक विद्यार्थी र भर्खरै स्नातक गरेका व्यक्ति',
    ],
  },
  apply: {
    title: 'आवेदन कसरी दिने',
    text: 'आफ्नो बायोडाटा वा पोर्टफोलियो इमेलमार्फत पठाउनुहोस्, साथमा तपाईं केमा काम गर्न चाहनुहुन्छ भनेर केही लाइन लेख्नुहोस्।',
    email: { label: 'आवेदन पठाउनुहोस्', href: mailto('आवेदन'), address: site.email },
    promise: 'औपचारिक पद खुलेको हुनु पर्दैन। हरेक आवेदन हेरिन्छ।',
  },
  cta: {
    title: 'जागिर होइन, सहयोग खोज्दै हुनुहुन्छ?',
    description: 'AI ले तपाईंको व्यवसायमा कहाँ समय बचाउन सक्छ भन्नेबारे हाम्रो टोली निःशुल्क, व्यावहारिक सल्लाह दिन्छ।',
    actions: [
      { label: 'निःशुल्क परामर्श बुक गर्नुहोस्', to: '/consultation' },
      { label: 'हाम्रो टोलीलाई चिन्नुहोस्', to: '/team' },
    ],
  },
};

export const teamContent: TeamContent = {
  meta: {
    title: `हाम्रो टोलीलाई चिन्नुहोस् — ${site.name}`,
    description: `${site.name} पछाडिका मानिसहरूलाई चिन्नुहोस्। संस्थापक तथा AI रणनीतिकार ${withParticle(founder, 'को')} नेतृत्वमा हामी नेपालका लागि AI अटोमेसन बनाउँदैछौं।`,
  },
  hero: {
    title: 'हाम्रो टोलीलाई चिन्नुहोस्',
    subtitle: 'नेपाली व्यवसाय र पेसाकर्मीका लागि AI लाई व्यावहारिक नतिजामा बदल्ने मानिसहरू।',
  },
  members: [
    {
      photo: {
        name: 'team/founder',
        alt: `${withParticle(founder, 'को')} तस्बिर`,
        ...(site.founder.photo ? { src: site.founder.photo } : {}),
      },
      name: founder,
      title: founderTitle,
      bio: `${withParticle(founder, 'ले')} नेपालभर व्यावहारिक AI सबैको पहुँचमा ल्याउन ${site.name} को स्थापना गर्नुभयो। व्यवसायी, टोली र विद्यार्थीसँग काम गर्दै उहाँ अटोमेसनले कहाँ साँच्चै समय बचाउँछ भन्ने पत्ता लगाउनुहुन्छ, समाधान डिजाइन गर्नुहुन्छ र मानिसहरूलाई त्यो आत्मविश्वासका साथ चलाउन सिकाउनुहुन्छ।`,
      email: { label: `${withParticle(founder, 'लाई')} इमेल गर्नुहोस्`, href: mailto(), address: site.email },
    },
  ],
  quote: {
    text: 'हामी नेपालमा AI मा आधारित अटोमेसनको भविष्य बनाउँदैछौं: यस्ता टुल, जसले झन्झटिलो काम हटाइदिन्छन्, ताकि मानिसहरू आफूले मात्र गर्न सक्ने काममा ध्यान दिन सकून्।',
    cite: founder,
  },
  cta: {
    title: 'हाम्रो टोलीसँग काम गर्नुहोस्',
    description: 'तपाईं के अटोमेट गर्न वा सिक्न चाहनुहुन्छ, भन्नुहोस्; पहिलो कदम पत्ता लगाउन हामी सघाउँछौं।',
    actions: [
      { label: 'निःशुल्क परामर्श बुक गर्नुहोस्', to: '/consultation' },
      { label: 'हाम्रो कथा', to: '/about' },
    ],
  },
};

export const developmentContent: DevelopmentContent = {
  meta: {
    title: `कस्टम AI डेभलपमेन्ट — ${site.name}`,
    description:
      'कस्टम AI टुल, अटोमेसन वर्कफ्लो, CRM र ERP इन्टिग्रेसन अनि डेटाबाट उपयोगी जानकारी, नेपालमा तपाईंको व्यवसाय र वर्कफ्लोअनुसार बनाइएका।',
  },
  hero: {
    title: 'कस्टम AI डेभलपमेन्ट',
    subtitle: 'तपाईंको व्यवसाय वा वर्कफ्लोका लागि सुहाउँदो AI समाधान चाहिएको छ?',
  },
  offerings: {
    id: 'offerings',
    title: 'हामी के बनाउँछौं',
    items: [
      {
        title: 'कस्टम AI टुल र अटोमेसन वर्कफ्लो',
        description: 'तपाईंको टोलीले अहिले जसरी काम गर्छ, त्यसैअनुसार डिजाइन गरिएका सहायक र अटोमेसन।',
        icon: AccountTreeOutlined,
      },
      {
        title: 'व्यवसायअनुसारका AI इन्टिग्रेसन (CRM, ERP आदि)',
        description: 'तपाईं भर पर्ने प्रणालीहरू, CRM र ERP देखि लेखा सफ्टवेयर र स्प्रेडसिटसम्म, AI सँग जोड्नुहोस्।',
        icon: HubOutlined,
      },
      {
        title: 'डेटा विश्लेषण र स्मार्ट जानकारी',
        description: 'आफ्ना रेकर्डलाई ड्यासबोर्ड, पूर्वानुमान र तपाईंले सबैभन्दा धेरै सोध्ने प्रश्नका जवाफमा बदल्नुहोस्।',
        icon: QueryStatsOutlined,
      },
      {
        title: 'रणनीति र कार्यान्वयनमा परामर्श',
        description: 'के बनाउने, के किन्ने र व्यवसायको दैनिक काम नबिथोली कसरी लागु गर्ने भन्नेबारे सल्लाह।',
        icon: PsychologyOutlined,
      },
      {
        title: 'AI जोडिएको, व्यवसायसँगै बढ्ने ब्याकएन्ड',
        description: 'प्रयोगकर्ता र डेटा बढ्दै जाँदा पनि चलिरहने सुरक्षित र राम्रोसँग दस्तावेजीकरण गरिएका प्रणाली।',
        icon: CloudOutlined,
      },
    ],
  },
  cta: {
    title: 'तपाईंको विचारको दायरा तय गरौं',
    description: 'तपाईंको मनमा के छ, बताउनुहोस्। हामी उपयुक्त तरिका, समयसीमा र कोटेसन सुझाउनेछौं।',
    actions: [{ label: 'निःशुल्क परामर्श लिनुहोस्', to: '/consultation' }],
  },
};

export const trainingContent: TrainingContent = {
  meta: {
    title: `AI तालिम — ${site.name}`,
    description:
      'प्रत्यक्ष AI कोर्स र टोलीका लागि कार्यशाला छिट्टै आउँदैछन्। अहिले कुनै कोर्स चलिरहेको छैन; यस बीचमा मार्गदर्शनका लागि निःशुल्क परामर्श बुक गर्नुहोस्।',
  },
  title: 'तालिम छिट्टै आउँदै',
  description:
    'हामी नेपालका व्यक्ति र टोलीका लागि प्रत्यक्ष AI कोर्स र कार्यशाला तयार गर्दैछौं। अहिले कुनै प्रत्यक्ष कोर्स चलिरहेको छैन। यस बीचमा, निःशुल्क परामर्शले तपाईंलाई सही टुल र पहिलो कदम छान्न मद्दत गर्न सक्छ।',
  actions: [
    { label: 'परामर्श लिनुहोस्', to: '/consultation' },
    { label: 'AI एकेडेमी हेर्नुहोस्', to: '/academy' },
  ],
  planned: {
    id: 'planned',
    title: 'हामी के तयार गर्दैछौं',
    subtitle: 'तालिम सुरु भएपछि यसमा यी कुरा समेटिनेछन्। त्यसअघिसम्म हामी तपाईंलाई व्यक्तिगत रूपमा सल्लाह दिन खुसी हुनेछौं।',
    items: [
      {
        title: 'व्यक्तिका लागि प्रत्यक्ष कोर्स',
        description: 'लेखन, योजना, अनुसन्धान र रिपोर्टिङका लागि दैनिक प्रयोग हुने AI टुलबारे साना अनलाइन र भौतिक कक्षा।',
        icon: CastForEducationOutlined,
      },
      {
        title: 'टोलीका लागि कार्यशाला',
        description: 'कार्यालय र व्यवसायका लागि तपाईंकै कागजात, ग्राहक र वर्कफ्लोमा आधारित, अभ्यासमा केन्द्रित सत्र।',
        icon: GroupsOutlined,
      },
      {
        title: 'नेपाली र अंग्रेजीमा सिकाइने',
        description: 'स्थानीय उदाहरण र दुवै भाषामा व्याख्या, ताकि प्राविधिक शब्दावली वा भाषाका कारण कोही पछि नपरोस्।',
        icon: TranslateOutlined,
      },
    ],
  },
};
