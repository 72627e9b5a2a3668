import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AutoGraphOutlined from '@mui/icons-material/AutoGraphOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import PinDropOutlined from '@mui/icons-material/PinDropOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SupportOutlined from '@mui/icons-material/SupportOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { site } from '../site';
import type { Breadcrumb, SolutionCard, SolutionId, SolutionPageContent } from '../types';

/** The five business solutions, in the order the Business use-cases page shows them. */
export const solutionCards: readonly SolutionCard[] = [
  {
    id: 'customer-service-automation',
    title: 'ग्राहक सेवा अटोमेसन',
    description:
      'तपाईंको वेबसाइट, Messenger, WhatsApp र Viber मा ग्राहकलाई नेपाली र अंग्रेजीमा दिनरात जवाफ दिने chatbot।',
    icon: SupportAgentOutlined,
    colour: 'primary',
    pageUrl: '/customer-service-automation',
  },
  {
    id: 'marketing-automation',
    title: 'मार्केटिङ अटोमेसन',
    description:
      'ठूलो मार्केटिङ टोली नराखी क्याम्पेन र सोसल मिडियाका सामग्री बनाउनुहोस्, समय तोकेर पोस्ट गर्नुहोस् र नतिजा नाप्नुहोस्।',
    icon: CampaignOutlined,
    colour: 'secondary',
    pageUrl: '/marketing-automation',
  },
  {
    id: 'employee-onboarding',
    title: 'कर्मचारी अनबोर्डिङ र HR',
    description: 'कागजरहित अनबोर्डिङ, बिदाको अनुरोध, र कर्मचारीका नीतिसम्बन्धी प्रश्नको जवाफ दिने HR सहायक।',
    icon: BadgeOutlined,
    colour: 'success',
    pageUrl: '/employee-onboarding',
  },
  {
    id: 'supply-chain-optimization',
    title: 'सप्लाई चेन अप्टिमाइजेसन',
    description:
      'माग अनुमान गर्नुहोस्, ठीक मात्रामा स्टक राख्नुहोस्, र चाडपर्वको भीड तथा सडक अवरुद्ध हुने बेला हेरेर डेलिभरीको योजना बनाउनुहोस्।',
    icon: LocalShippingOutlined,
    colour: 'warning',
    pageUrl: '/supply-chain-optimization',
  },
  {
    id: 'data-analytics',
    title: 'डेटा एनालिटिक्स र बिजनेस इन्टेलिजेन्स',
    description: 'बिक्रीका स्प्रेडसिट र लेखा सफ्टवेयरबाट निकालिएका फाइललाई स्पष्ट ड्यासबोर्ड र काम लाग्ने जवाफमा बदल्नुहोस्।',
    icon: InsightsOutlined,
    colour: 'info',
    pageUrl: '/data-analytics',
  },
];

const businessSolutionsCrumb: Breadcrumb = { label: 'व्यावसायिक समाधान', to: '/use-cases/business' };

function breadcrumbsFor(title: string): readonly Breadcrumb[] {
  return [{ label: 'गृहपृष्ठ', to: '/' }, businessSolutionsCrumb, { label: title }];
}

const consultationCta = { label: 'निःशुल्क परामर्श बुक गर्नुहोस्', to: '/consultation' } as const;

const supplyChain: SolutionPageContent = {
  id: 'supply-chain-optimization',
  meta: {
    title: `सप्लाई चेन र लजिस्टिक्स अप्टिमाइजेसन — ${site.name}`,
    description:
      'नेपाली व्यापारी, वितरक र उत्पादकका लागि AI मार्फत माग अनुमान, स्टक नियन्त्रण र डेलिभरी योजना। निःशुल्क डेमो बुक गर्नुहोस्।',
  },
  breadcrumbs: breadcrumbsFor('सप्लाई चेन अप्टिमाइजेसन'),
  hero: {
    title: 'सप्लाई चेन र लजिस्टिक्स अप्टिमाइजेसन',
    subtitle:
      'चाडपर्वको भीड, नाकामा हुने ढिलाइ र मनसुनमा सडक अवरुद्ध हुँदा पनि माग अनुमान गर्नुहोस्, ठीक मात्रामा स्टक राख्नुहोस् र सामान समयमै पुर्‍याउनुहोस्।',
    actions: [{ label: 'निःशुल्क डेमो बुक गर्नुहोस्', to: '/consultation' }],
  },
  sections: [
    {
      id: 'features',
      kind: 'features',
      display: 'cards',
      title: 'मुख्य विशेषताहरू',
      items: [
        {
          title: 'माग अनुमान',
          description:
            'तपाईंको बिक्रीको इतिहास र दसैं, तिहार तथा बिहे सिजन जस्ता मौसमी ढाँचाबाट के कहिले बिक्छ भनेर पहिल्यै अनुमान गर्नुहोस्।',
          icon: TrendingUpOutlined,
        },
        {
          title: 'स्टकको सही व्यवस्थापन',
          description:
            'कहिले फेरि अर्डर गर्ने भन्ने तह र स्टक घट्दा आउने सूचना, ताकि न सामान सकियोस् न ढिलो बिक्ने मालमा पैसा अड्कियोस्।',
          icon: Inventory2Outlined,
        },
        {
          title: 'रुट र डेलिभरी योजना',
          description:
            'ट्राफिक, सडक अवरोध र क्यास अन डेलिभरीको रकम उठाउने कामसमेत हिसाब गरेर उपत्यकाभित्र र बाहिरको डेलिभरी रुट मिलाउनुहोस्।',
          icon: RouteOutlined,
        },
        {
          title: 'सप्लायर व्यवस्थापन',
          description:
            'नेपाल र विदेशका सप्लायरका अर्डर, सामान आइपुग्न लाग्ने समय र उनीहरू कति भरपर्दा छन् भन्ने कुरा एकै ठाउँमा ट्र्याक गर्नुहोस्।',
          icon: HandshakeOutlined,
        },
        {
          title: 'सञ्चालनको लाइभ ड्यासबोर्ड',
          description: 'फोन गरेर अपडेट खोजिरहनुको सट्टा अर्डर, स्टक र ढुवानी एकै नजरमा हेर्नुहोस्।',
          icon: DashboardOutlined,
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      display: 'checklist',
      title: 'फाइदाहरू',
      items: [
        {
          title: 'स्टक राख्ने खर्च कम',
          description: 'सकिएला भन्ने डरले होइन, चाहिने जति मात्र स्टक राख्नुहोस्।',
        },
        {
          title: 'सामान सकिने समस्या कम',
          description: 'ग्राहक रित्तो हात फर्किएपछि होइन, व्यस्त सिजनअघि नै समयमा अर्डर गर्नुहोस्।',
        },
        {
          title: 'भरपर्दो डेलिभरी',
          description: 'राम्रोसँग मिलाइएको रुटले छुट्ने डेलिभरी घटाउँछ र ग्राहक खुसी हुन्छन्।',
        },
        {
          title: 'अड्कलबाजी कम, निर्णय बलियो',
          description: 'तपाईंकै आँकडामा आधारित योजना, सप्लायर र बैंकले माग्दा तुरुन्तै तयार।',
        },
      ],
    },
  ],
  cta: {
    title: 'आफ्नै डेटामा हेर्नुहोस्',
    description:
      'आफ्नो बिक्री र स्टकको रेकर्डको केही नमुना दिनुहोस्, तपाईंको व्यवसायमा माग अनुमान र योजना कस्तो देखिन्छ भनेर हामी देखाउँछौं।',
    actions: [{ label: 'निःशुल्क डेमो बुक गर्नुहोस्', to: '/consultation' }],
  },
};

const dataAnalytics: SolutionPageContent = {
  id: 'data-analytics',
  meta: {
    title: `डेटा एनालिटिक्स र बिजनेस इन्टेलिजेन्स — ${site.name}`,
    description:
      'नेपालमा बढ्दै गरेका व्यवसायका लागि बिक्री, लेखा र ग्राहकको डेटाबाट बनेका ड्यासबोर्ड, स्वचालित रिपोर्ट र भविष्यको अनुमान दिने विश्लेषण।',
  },
  breadcrumbs: breadcrumbsFor('डेटा एनालिटिक्स र बिजनेस इन्टेलिजेन्स'),
  hero: {
    title: 'डेटा एनालिटिक्स र बिजनेस इन्टेलिजेन्स',
    subtitle:
      'बिक्रीका स्प्रेडसिट, लेखा सफ्टवेयरबाट निकालिएका फाइल र ग्राहकका सन्देशलाई स्पष्ट ड्यासबोर्ड र काम लाग्ने जवाफमा बदल्नुहोस्।',
    actions: [consultationCta],
  },
  sections: [
    {
      id: 'offers',
      kind: 'offers',
      display: 'cards',
      title: 'हामी के दिन्छौं',
      items: [
        {
          title: 'इन्टरएक्टिभ ड्यासबोर्ड',
          description: 'बिक्री, खर्च, स्टक र ग्राहक एउटै स्क्रिनमा — आफैं अपडेट हुने र मोबाइलमा पनि सजिलै पढ्न मिल्ने।',
          icon: DashboardOutlined,
        },
        {
          title: 'स्वचालित रिपोर्टिङ',
          description: 'आफैं तयार हुने दैनिक, साप्ताहिक र मासिक रिपोर्ट, जुन इमेल वा Viber मा आइपुग्छ।',
          icon: AssessmentOutlined,
        },
        {
          title: 'पूर्वानुमान गर्ने एनालिटिक्स',
          description:
            'बिक्री, नगद प्रवाह र मागको पूर्वानुमान, जसले चाडपर्वको सिजन र सुस्त महिनाको योजना बनाउन मद्दत गर्छ।',
          icon: AutoGraphOutlined,
        },
        {
          title: 'ग्राहकबारे गहिरो जानकारी',
          description: 'कसले के, कति पटक र कुन माध्यमबाट किन्छ, अनि कुन ग्राहक बिस्तारै टाढिँदै छन् भनेर थाहा पाउनुहोस्।',
          icon: PeopleAltOutlined,
        },
        {
          title: 'डेटा एकीकरण र सफाइ',
          description: 'स्प्रेडसिट, लेखा सफ्टवेयर, अनलाइन स्टोर र वालेटका रेकर्डलाई एउटै सफा र भरपर्दो स्रोतमा ल्याउनुहोस्।',
          icon: StorageOutlined,
        },
      ],
    },
    {
      id: 'why-it-matters',
      kind: 'whyItMatters',
      display: 'checklist',
      title: 'यो किन महत्त्वपूर्ण छ',
      items: [
        {
          title: 'अड्कलमा होइन, तथ्यमा निर्णय',
          description: 'पैसा लगाउनुअघि के साँच्चै बिकिरहेको छ र केले साँच्चै खर्च बढाइरहेको छ भनेर हेर्नुहोस्।',
        },
        {
          title: 'समस्या चाँडै थाहा पाउनुहोस्',
          description: 'घट्दो बिक्री, बढ्दो खर्च वा नउठेका बिल सुधार गर्ने समय बाँकी छँदै देखिन्छन्।',
        },
        {
          title: 'हातैले रिपोर्ट बनाउने घण्टौं बचाउनुहोस्',
          description: 'हरेक महिनाको अन्त्यमा उही स्प्रेडसिट फेरि-फेरि बनाउन छोड्नुहोस्।',
        },
        {
          title: 'आफ्ना ग्राहक बुझ्नुहोस्',
          description: 'उत्कृष्ट ग्राहकलाई अझ राम्रो सेवा दिनुहोस्, र अर्डर गर्न छोडेकालाई फेरि फर्काउनुहोस्।',
        },
        {
          title: 'ढुक्कसँग विस्तारको योजना',
          description:
            'नयाँ शाखा, नयाँ उत्पादन वा नयाँ कर्मचारीको निर्णयलाई साझेदार र ऋणदातालाई देखाउन सकिने आँकडाले पुष्टि गर्नुहोस्।',
        },
      ],
    },
  ],
  related: {
    id: 'related',
    title: 'अन्य समाधान हेर्नुहोस्',
    ids: ['customer-service-automation', 'marketing-automation', 'supply-chain-optimization'],
  },
  cta: {
    title: 'आफ्नो डेटाबाट अर्थ निकाल्न तयार हुनुहुन्छ?',
    description: 'तपाईंका आँकडा अहिले कहाँ-कहाँ छन् भन्नुहोस्, काम लाग्ने जानकारीसम्म पुग्ने सबैभन्दा छिटो बाटो हामी सुझाउँछौं।',
    actions: [consultationCta],
  },
};

const customerService: SolutionPageContent = {
  id: 'customer-service-automation',
  meta: {
    title: `ग्राहक सेवा अटोमेसन र chatbot — ${site.name}`,
    description:
      'वेबसाइट, Messenger, WhatsApp र Viber का लागि AI chatbot: नेपाली र अंग्रेजी बोल्ने ग्राहकलाई चौबीसै घण्टा जवाफ, आवश्यक परे कर्मचारीलाई जिम्मा।',
  },
  breadcrumbs: breadcrumbsFor('ग्राहक सेवा अटोमेसन'),
  hero: {
    title: 'ग्राहक सेवा अटोमेसन र chatbot',
    subtitle:
      'ग्राहकले चलाइरहेकै माध्यममा, नेपाली वा अंग्रेजीमा हरेक ग्राहकलाई छिटो जवाफ दिनुहोस्; मान्छे नै चाहिने कुराकानी तपाईंको टोलीले सम्हाल्छ।',
    actions: [consultationCta],
  },
  sections: [
    {
      id: 'offers',
      kind: 'offers',
      display: 'cards',
      title: 'हामी के दिन्छौं',
      items: [
        {
          title: 'वेबसाइट च्याट सहायक',
          description: 'तपाईंका उत्पादन, मूल्य र नीति सिकाइएको च्याट विजेट, जसले वेबसाइटमा आउनेलाई तुरुन्तै जवाफ दिन्छ।',
          icon: ChatOutlined,
        },
        {
          title: 'Messenger, WhatsApp र Viber',
          description: 'ग्राहकले रुचाउने सबै मेसेजिङ एपमा एउटै सहायक, र सबै कुराकानी एउटै इनबक्समा।',
          icon: ForumOutlined,
        },
        {
          title: 'दुई भाषामा सहयोग',
          description: 'नेपाली, अंग्रेजी र रोमन लिपिमा लेखिएको नेपाली बुझ्छ, र ग्राहकले लेखेकै भाषामा जवाफ दिन्छ।',
          icon: TranslateOutlined,
        },
        {
          title: 'स्मार्ट रुटिङ र हस्तान्तरण',
          description: 'जटिल वा संवेदनशील मामिला पूरै कुराकानीसहित सही कर्मचारीकहाँ पुग्छ।',
          icon: AltRouteOutlined,
        },
        {
          title: 'जानकारी भण्डारको अटोमेसन',
          description: 'जवाफहरू एकै ठाउँबाट अद्यावधिक राख्नुहोस्: मूल्य वा नीति एक पटक बदल्नुहोस्, सबै माध्यममा थाहा हुन्छ।',
          icon: MenuBookOutlined,
        },
        {
          title: 'कुराकानीको विश्लेषण',
          description:
            'ग्राहकले सबैभन्दा बढी के सोध्छन्, कहाँ अल्झिन्छन् र कुन प्रश्नका लागि नयाँ जवाफ बनाउनुपर्छ भनेर हेर्नुहोस्।',
          icon: QueryStatsOutlined,
        },
      ],
    },
    {
      id: 'chatbot-types',
      kind: 'chatbotTypes',
      display: 'cards',
      title: 'chatbot का प्रकार',
      items: [
        {
          title: 'बारम्बार सोधिने प्रश्नको सहायक',
          description: 'खुल्ने समय, मूल्य, ठेगाना र नीतिबारे तुरुन्तै जवाफ।',
          icon: HelpOutlineOutlined,
        },
        {
          title: 'बिक्री र सम्भावित ग्राहक सहायक',
          description:
            'उत्पादन सिफारिस गर्छ, सम्पर्क विवरण लिन्छ र किन्न इच्छुक ग्राहकलाई तपाईंको बिक्री टोलीसम्म पुर्‍याउँछ।',
          icon: StorefrontOutlined,
        },
        {
          title: 'बुकिङ सहायक',
          description: 'क्लिनिक, सैलुन, होटल र तालिम केन्द्रका लागि अपोइन्टमेन्ट र बुकिङ लिन्छ।',
          icon: EventAvailableOutlined,
        },
        {
          title: 'अर्डर ट्र्याकिङ सहायक',
          description: 'तपाईंको अफिसमा फोन गर्नु नपरी ग्राहकलाई आफ्नो अर्डर कहाँ पुग्यो भनेर बताउँछ।',
          icon: PinDropOutlined,
        },
        {
          title: 'भुक्तानी र बिलिङ सहायक',
          description: 'बिल, भुक्तानी गर्नुपर्ने मिति र eSewa, Khalti वा बैंक भुक्तानीबारेका प्रश्नको जवाफ दिन्छ।',
          icon: PaymentsOutlined,
        },
        {
          title: 'आन्तरिक हेल्पडेस्क',
          description:
            'आईटी, HR नीति र कार्यविधिबारे कर्मचारीका प्रश्नको जवाफ दिन्छ, जसले गर्दा म्यानेजरको काममा कम बाधा पर्छ।',
          icon: SupportOutlined,
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      display: 'checklist',
      title: 'फाइदाहरू',
      items: [
        {
          title: 'चौबीसै घण्टा सेवा',
          description: 'chatbot ले चाडपर्वको बिदामा समेत दोहोरिने ८०% सम्म प्रश्न चौबीसै घण्टा सम्हाल्न सक्छ।',
        },
        {
          title: 'ग्राहक सहयोगको खर्च कम',
          description: 'दोहोरिने कुराकानी अटोमेट गर्दा ग्राहक सहयोगको खर्च ७०% सम्म घट्न सक्छ।',
        },
        {
          title: 'छिटो जवाफ',
          description: 'कसैले इनबक्स हेर्ने पर्खाइ होइन, ग्राहकले केही सेकेन्डमै जवाफ पाउँछन्।',
        },
        {
          title: 'एकनास जवाफ',
          description: 'सिफ्टमा जो भए पनि हरेक ग्राहकले एउटै सही मूल्य र नीति सुन्छन्।',
        },
        {
          title: 'कर्मचारीको ध्यान जरुरी काममा',
          description: 'तपाईंको टोलीले आफ्नो समय गुनासो, बिक्री र मान्छेकै साथ चाहिने मामिलामा लगाउँछ।',
        },
      ],
    },
  ],
  cta: {
    title: 'अब ग्राहकको कुनै सन्देश नछुटोस्',
    description:
      'तपाईंको टोलीले दिनहुँ जवाफ दिने प्रश्न हामीलाई देखाउनुहोस्, सहायकले त्यसमध्ये कुन-कुन काम लिन सक्छ हामी देखाउँछौं।',
    actions: [consultationCta],
  },
};

const marketing: SolutionPageContent = {
  id: 'marketing-automation',
  meta: {
    title: `मार्केटिङ अटोमेसन र सामग्री निर्माण — ${site.name}`,
    description:
      'नेपाली ब्रान्डका लागि AI सामग्री, सोसल मिडिया पोस्टको तालिका, इमेल र एसएमएस क्याम्पेन तथा लक्षित ग्राहक छनोट, नेपाली र अंग्रेजीमा, स्पष्ट रिपोर्टसहित।',
  },
  breadcrumbs: breadcrumbsFor('मार्केटिङ अटोमेसन'),
  hero: {
    title: 'मार्केटिङ अटोमेसन र सामग्री निर्माण',
    subtitle:
      'ठूलो मार्केटिङ टोली नराखी नेपाली र अंग्रेजीमा ब्रान्ड सुहाउँदो सामग्री बनाउनुहोस्, तोकिएको समयमा प्रकाशित गर्नुहोस् र हरेक सम्भावित ग्राहकलाई फलोअप गर्नुहोस्।',
    actions: [consultationCta],
  },
  sections: [
    {
      id: 'offers',
      kind: 'offers',
      display: 'cards',
      title: 'हामी के दिन्छौं',
      items: [
        {
          title: 'AI बाट सामग्री निर्माण',
          description:
            'तपाईंको ब्रान्डकै शैलीमा पोस्ट, क्याप्सन, उत्पादन विवरण र ब्लगका ड्राफ्ट, जुन प्रकाशित गर्नुअघि तपाईं आफैं जाँच्नुहुन्छ।',
          icon: EditNoteOutlined,
        },
        {
          title: 'सोसल मिडिया पोस्टको तालिका',
          description: 'चाडपर्व र सेल सिजन हेरेर योजना गरिएको Facebook, Instagram र TikTok को सामग्री क्यालेन्डर।',
          icon: ScheduleSendOutlined,
        },
        {
          title: 'इमेल र एसएमएस क्याम्पेन',
          description: 'हरेक ग्राहकलाई ठीक समयमा पुग्ने स्वचालित स्वागत सन्देश, अफर र रिमाइन्डर।',
          icon: MarkEmailReadOutlined,
        },
        {
          title: 'ग्राहकलाई समूहमा छुट्याउने',
          description: 'ठाउँ, खरिद र रुचिअनुसार ग्राहकलाई समूहमा छुट्याउनुहोस्, ताकि हरेक समूहले आफूलाई सुहाउने सन्देश पाओस्।',
          icon: GroupsOutlined,
        },
        {
          title: 'नतिजाको विश्लेषण',
          description: 'कुन पोस्ट, क्याम्पेन र माध्यमले सोधपुछ र बिक्री ल्याइरहेका छन् भनेर देखाउने एउटै रिपोर्ट।',
          icon: BarChartOutlined,
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      display: 'checklist',
      title: 'फाइदाहरू',
      items: [
        {
          title: 'सामग्री १० गुणा छिटो',
          description: 'एउटा आइडियाबाट जाँच्न तयार एक हप्ताका पोस्टसम्म, सुरुदेखि आफैं लेख्नुभन्दा १० गुणासम्म छिटो पुग्नुहोस्।',
        },
        {
          title: 'बढी एंगेजमेन्ट',
          description:
            'व्यक्तिअनुसार मिलाइएका र ठीक समयमा पठाइएका सन्देशले धेरै मानिसलाई जोड्छन्; एउटा उदाहरणमा एंगेजमेन्ट ४०% ले बढ्यो।',
        },
        {
          title: 'निरन्तर उपस्थिति',
          description: 'क्यालेन्डर आफैं चल्ने भएकाले व्यस्त महिना र बिदामा पनि पोस्ट हुन छोड्दैनन्।',
        },
        {
          title: 'हरेक सम्भावित ग्राहकलाई फलोअप',
          description: 'कमेन्ट र मेसेजबाट आएका सोधपुछ सेलाउनुअघि नै समयमै जवाफ पाउँछन्।',
        },
        {
          title: 'बजेट काम गर्ने ठाउँमा',
          description: 'स्पष्ट नतिजाले विज्ञापनको अर्को एक रुपैयाँ कहाँ खर्च गर्ने भनेर देखाउँछ।',
        },
      ],
    },
  ],
  cta: {
    title: 'कामको बोझ नबढाई आफ्नो पहुँच बढाउनुहोस्',
    description: 'आफ्नो ब्रान्ड र ग्राहकबारे बताउनुहोस्, पहिलो स्वचालित क्याम्पेनको योजना हामी तपाईंसँगै बनाउँछौं।',
    actions: [
      { label: 'अटोमेसन सुरु गर्नुहोस्', to: '/consultation' },
      { label: 'विज्ञसँग कुरा गर्नुहोस्', to: '/consultation' },
    ],
  },
};

const onboarding: SolutionPageContent = {
  id: 'employee-onboarding',
  meta: {
    title: `कर्मचारी अनबोर्डिङ र HR अटोमेसन — ${site.name}`,
    description:
      'नेपाली कम्पनीका लागि कागजरहित अनबोर्डिङ, कागजात सङ्कलन, बिदाको अनुरोध र HR सहायक, ताकि नयाँ कर्मचारी छिटो काममा घुलमिल हुन सकून्।',
  },
  breadcrumbs: breadcrumbsFor('कर्मचारी अनबोर्डिङ र HR'),
  hero: {
    title: 'कर्मचारी अनबोर्डिङ र HR अटोमेसन',
    subtitle:
      'हरेक नयाँ कर्मचारीलाई सहज सुरुआत दिनुहोस्, र आफ्नो HR टोलीलाई कागजी काम, रिमाइन्डर र घरिघरि सोधिने उही प्रश्नबाट मुक्त गर्नुहोस्।',
    actions: [consultationCta],
  },
  sections: [
    {
      id: 'offers',
      kind: 'offers',
      display: 'cards',
      title: 'हामी के दिन्छौं',
      items: [
        {
          title: 'डिजिटल अनबोर्डिङ वर्कफ्लो',
          description: 'नयाँ कर्मचारी, म्यानेजर र आईटी टोलीका लागि चरणबद्ध चेकलिस्ट, रिमाइन्डरसहित, ताकि केही नछुटोस्।',
          icon: ChecklistOutlined,
        },
        {
          title: 'कागजात सङ्कलन',
          description: 'नागरिकताको प्रतिलिपि, प्रमाणपत्र र बैंक विवरण अनलाइनै जम्मा गरेर सही ठाउँमा फाइल गरिन्छ।',
          icon: DescriptionOutlined,
        },
        {
          title: 'HR हेल्पडेस्क सहायक',
          description: 'बिदा, तलब आउने मिति र नीतिबारेका प्रश्नको जवाफ नेपाली वा अंग्रेजीमा, जुनसुकै बेला।',
          icon: QuestionAnswerOutlined,
        },
        {
          title: 'बिदा र हाजिरी अटोमेसन',
          description: 'कागजी फारम र फोनको सट्टा अनुरोध, स्वीकृति र बाँकी बिदाको हिसाब एउटै प्रक्रियामा।',
          icon: EventNoteOutlined,
        },
        {
          title: 'तालिम र नीतिको सिकाइ',
          description: 'छोटा सिकाइ क्रम र क्विज, जसले नयाँ कर्मचारीलाई तपाईंका उत्पादन, टुल र नियम सिक्न मद्दत गर्छ।',
          icon: SchoolOutlined,
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      display: 'checklist',
      title: 'फाइदाहरू',
      items: [
        {
          title: 'छिट्टै काममा लाग्ने',
          description: 'खाता र उपकरण तयार भएकाले नयाँ कर्मचारीलाई पहिलो दिनदेखि नै के गर्ने थाहा हुन्छ।',
        },
        {
          title: 'कागजी काम कम',
          description: 'HR कर्मचारीको समय फारम र हस्ताक्षर खोज्दै होइन, मानिसको हेरचाहमा बित्छ।',
        },
        {
          title: 'एकनास स्वागत',
          description: 'हरेक शाखाका हरेक कर्मचारीले उस्तै स्पष्ट परिचय पाउँछन्।',
        },
        {
          title: 'व्यवस्थित रेकर्ड',
          description: 'कागजात, स्वीकृति र बिदाको इतिहास पूरा हुन्छ, र चाहिएको बेला सजिलै भेटिन्छ।',
        },
        {
          title: 'खुसी टोली',
          description: 'छिटो जवाफ र निष्पक्ष, पारदर्शी प्रक्रियाले पहिलो हप्तादेखि नै विश्वास बसाउँछ।',
        },
      ],
    },
  ],
  cta: {
    title: 'अर्को नयाँ कर्मचारीको पहिलो हप्ता अहिलेसम्मकै सबैभन्दा सजिलो बनाउनुहोस्',
    description:
      'अहिले तपाईंको अनबोर्डिङ कसरी हुन्छ हामीलाई देखाउनुहोस्, अटोमेसनले सबैभन्दा बढी समय कहाँ बचाउँछ हामी देखाउँछौं।',
    actions: [consultationCta],
  },
};

/** Content of each solution detail page, keyed by the page's id (its path without the slash). */
export const solutionPages: Readonly<Record<SolutionId, SolutionPageContent>> = {
  'customer-service-automation': customerService,
  'marketing-automation': marketing,
  'employee-onboarding': onboarding,
  'supply-chain-optimization': supplyChain,
  'data-analytics': dataAnalytics,
};
