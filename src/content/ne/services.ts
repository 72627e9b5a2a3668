import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import PrecisionManufacturingOutlined from '@mui/icons-material/PrecisionManufacturingOutlined';
import { processSteps } from './home';
import { site } from '../site';
import type { ServicesContent } from '../services';

export const servicesContent: ServicesContent = {
  meta: {
    title: `AI अटोमेसन र परामर्श सेवाहरू — ${site.name}`,
    description:
      'नेपाली व्यवसायका लागि chatbot, प्रक्रिया, मार्केटिङ र HR अटोमेसनसँगै AI रणनीति र कस्टम डेभलपमेन्ट, स्पष्ट समयसीमा र नेपाली रुपैयाँमा कोटेसनसहित।',
  },
  hero: {
    title: 'तपाईंजत्तिकै मिहिनेत गर्ने AI सेवाहरू',
    subtitle:
      'मध्यरातमा Viber मा ग्राहकलाई जवाफ दिने chatbot देखि पूरै कम्पनीको रोडम्यापसम्म, नेपाली व्यवसायलाई सुहाउने AI हामी डिजाइन गर्छौं, बनाउँछौं र चलाइराख्न सहयोग गर्छौं।',
    actions: [
      { label: 'सुरु गर्नुहोस्', to: '/consultation' },
      { label: 'थप जान्नुहोस्', to: '/use-cases/business', context: 'हाम्रा व्यावसायिक समाधानबारे' },
    ],
  },
  automation: {
    id: 'automation',
    title: 'AI अटोमेसन सेवाहरू',
    subtitle: 'दोहोरिने काम टोलीको काँधबाट हटाउनुहोस्, र ग्राहकलाई छिटो जवाफ दिनुहोस्।',
    items: [
      {
        id: 'chatbots',
        title: 'AI chatbot र सहायक',
        description:
          'तपाईंको वेबसाइट, Messenger, WhatsApp र Viber मा ग्राहकलाई नेपाली र अंग्रेजीमा जवाफ दिने, र आवश्यक परे मान्छेलाई जिम्मा लगाउने सहायक।',
        features: [
          'मूल्य, स्टक, खुल्ने समय र नीतिबारे जवाफ',
          'अर्डर र बुकिङको अवस्था तुरुन्तै पत्ता',
          'पूरै कुराकानीसहित कर्मचारीलाई हस्तान्तरण',
          'दोहोरिने ८०% सम्म प्रश्न चौबीसै घण्टा सम्हालिन्छ',
        ],
        icon: SmartToyOutlined,
      },
      {
        id: 'process-automation',
        title: 'व्यावसायिक प्रक्रिया अटोमेसन',
        description:
          'स्प्रेडसिट, लेखा सफ्टवेयर, इनबक्स र च्याट एपबीच कपी-पेस्ट गर्ने काम हटाउनुहोस्, ताकि जानकारी आफैं एक ठाउँबाट अर्को ठाउँ पुगोस्।',
        features: [
          'इनभ्वाइस, बिल र खरिद आदेशको प्रशोधन',
          'बिक्री र स्टकको डेटाबाट स्वचालित रिपोर्ट',
          'रिमाइन्डरसहितको स्वीकृति वर्कफ्लो',
          'दोहोरिने प्रक्रियामा ७०% सम्म दक्षता वृद्धि',
        ],
        icon: AccountTreeOutlined,
      },
      {
        id: 'marketing-automation',
        title: 'मार्केटिङ अटोमेसन',
        description:
          'ठूलो मार्केटिङ टोली नराखी Facebook, Instagram, TikTok, इमेल र एसएमएसमा क्याम्पेनको योजना बनाउनुहोस्, सामग्री लेख्नुहोस् र पोस्ट गर्ने समय तोक्नुहोस्।',
        features: [
          'नेपाली र अंग्रेजीमा पोस्ट र क्याप्सनको ड्राफ्ट',
          'दसैं, तिहार र सेल सिजनअघि नै तय गरिएका क्याम्पेन',
          'एसएमएस, इमेल वा Viber मार्फत सम्भावित ग्राहकलाई फलोअप',
          'क्याम्पेनको नतिजा एउटै रिपोर्टमा',
        ],
        icon: CampaignOutlined,
      },
      {
        id: 'hr-automation',
        title: 'कर्मचारी अनबोर्डिङ र HR',
        description:
          'कागजात सङ्कलनदेखि बिदाको अनुरोधसम्म: नयाँ कर्मचारीको पहिलो हप्ता सहज बनाउनुहोस् र HR कर्मचारीलाई कागजी कामबाट मुक्त गर्नुहोस्।',
        features: [
          'डिजिटल अनबोर्डिङ चेकलिस्ट र कागजात सङ्कलन',
          'कागजी फारमबिनै बिदा र हाजिरीको अनुरोध',
          'नीतिसम्बन्धी प्रश्नको जवाफ दिने HR सहायक',
          'तपाईंको लेखापालका लागि तयार पारिएको तलबको डेटा',
        ],
        icon: BadgeOutlined,
      },
    ],
  },
  consulting: {
    id: 'consulting',
    title: 'परामर्श सेवाहरू',
    subtitle: 'पहिलो योजनादेखि दीर्घकालीन सहयोगसम्म, स्पष्ट समयसीमासहित विज्ञको मार्गदर्शन।',
    items: [
      {
        id: 'ai-strategy',
        title: 'AI रणनीति र रोडम्याप',
        description:
          'तपाईंको व्यवसायमा AI ले कहाँ फाइदा दिन्छ, त्यसका लागि के चाहिन्छ र कुन क्रममा अघि बढ्ने भनेर पत्ता लगाउनुहोस्।',
        features: [
          'सञ्चालक र टोली प्रमुखहरूसँग कार्यशाला',
          'अहिले चलाइरहेका टुल र डेटाको समीक्षा',
          'प्राविधिक शब्दजालबिनाको स्पष्ट सल्लाह',
        ],
        duration: '२-४ हप्ता',
        deliverables: [
          'अहिलेका वर्कफ्लो र टुलको मूल्याङ्कन',
          'प्राथमिकताअनुसार मिलाइएको अटोमेसनका अवसरहरूको सूची',
          'लाग्ने मेहनत र नेपाली रुपैयाँमा बजेटको दायरासहित चरणबद्ध रोडम्याप',
          'डेटाको तयारी र जोखिमबारे टिप्पणी',
        ],
        icon: MapOutlined,
      },
      {
        id: 'custom-development',
        title: 'कस्टम AI डेभलपमेन्ट',
        description: 'तपाईंका प्रणाली र टोलीको काम गर्ने तरिकाअनुसार बनाइएका सहायक, अटोमेसन र इन्टिग्रेसन।',
        features: [
          'तपाईंकै वास्तविक डेटामा बनाइने र परीक्षण गरिने',
          'बनाउँदै गर्दा नियमित डेमो',
          'आवश्यक परे नेपाली र अंग्रेजी दुवै भाषामा',
        ],
        duration: '४-१२ हप्ता',
        deliverables: [
          'तपाईंकै प्रणालीमा चालु गरिएको, काम गर्ने समाधान',
          'CRM, ERP वा लेखा सफ्टवेयर जस्ता अहिलेका टुलसँग इन्टिग्रेसन',
          'डकुमेन्टेसन र एडमिन गाइड',
          'यसलाई चलाउने कर्मचारीका लागि तालिम',
        ],
        icon: CodeOutlined,
      },
      {
        id: 'implementation-support',
        title: 'कार्यान्वयन सहयोग',
        description: 'सुरु भएपछि पनि ढुक्क रहनुहोस्: बनेको कुराको निगरानी, मर्मत र सुधार गर्ने कोही साथमै हुन्छ।',
        features: ['निगरानी र छिटो मर्मत', 'फोन वा इमेलमार्फत तपाईंको टोलीलाई सहयोग', 'आवश्यकता बढ्दै जाँदा सुधार'],
        duration: 'निरन्तर',
        deliverables: [
          'नियमित जाँच र मर्मत',
          'समय-समयमा सुधारको समीक्षा',
          'AI मोडल र टुल बदलिँदा अपडेट',
          'तपाईंको टोलीलाई प्राथमिकतामा सहयोग',
        ],
        icon: HandshakeOutlined,
      },
    ],
  },
  industries: {
    id: 'industries',
    title: 'हामीले सेवा दिने क्षेत्रहरू',
    subtitle: 'नेपालमा हरेक क्षेत्रको काम जसरी चल्छ, त्यसैअनुसार ढालिएको अटोमेसन।',
    items: [
      {
        name: 'ई-कमर्स',
        use_cases: [
          'अर्डर कन्फर्मेसन र क्यास अन डेलिभरीको फलोअप',
          'Facebook र Instagram मा उत्पादनबारेका प्रश्नको जवाफ',
          'स्टक घट्दाको सूचना र दैनिक बिक्रीको सारांश',
          'eSewa र Khalti भुक्तानीलाई सम्बन्धित अर्डरसँग मिलान',
        ],
        icon: ShoppingCartOutlined,
      },
      {
        name: 'स्वास्थ्य सेवा',
        use_cases: [
          'एसएमएस वा Viber मार्फत अपोइन्टमेन्ट बुकिङ र रिमाइन्डर',
          'बिरामीले प्रायः सोध्ने प्रश्नको नेपाली र अंग्रेजीमा जवाफ',
          'डिजिटल दर्ता फारम र व्यवस्थित बिरामी रेकर्ड',
          'फार्मेसीका लागि औषधिको स्टक ट्र्याकिङ',
        ],
        icon: LocalHospitalOutlined,
      },
      {
        name: 'शिक्षा',
        use_cases: [
          'भर्नासम्बन्धी सोधपुछको चौबीसै घण्टा जवाफ',
          'शुल्क तिर्ने रिमाइन्डर र भुक्तानीको ट्र्याकिङ',
          'अभिभावकका लागि हाजिरी र नतिजाको रिपोर्ट',
          'शिक्षकका लागि पाठ र क्विजको तयारी',
        ],
        icon: SchoolOutlined,
      },
      {
        name: 'घरजग्गा',
        use_cases: [
          'घरजग्गाका विज्ञापनबाट आएका सम्भावित ग्राहकको विवरण सङ्कलन र फलोअप',
          'खरिदकर्ताको मागअनुसार घरजग्गा मिलान',
          'साइट भ्रमणको समय तालिका र रिमाइन्डर',
        ],
        icon: HomeWorkOutlined,
      },
      {
        name: 'होटल र होमस्टे',
        use_cases: [
          'WhatsApp, Viber र Messenger मा आउने बुकिङ सोधपुछ',
          'पाहुनाका सन्देशको विभिन्न भाषामा जवाफ',
          'रिभ्युको निगरानी र जवाफको ड्राफ्ट',
          'कोठा भरिने दर र सिजनअनुसारको मागको रिपोर्ट',
        ],
        icon: HotelOutlined,
      },
      {
        name: 'उत्पादनमूलक उद्योग',
        use_cases: [
          'कच्चा पदार्थ र स्टकको पूर्वानुमान',
          'उत्पादन र मर्मतसम्भारको समय तालिका',
          'गुणस्तर जाँचको लग र रिपोर्ट',
          'सप्लायरलाई दिएको अर्डरको ट्र्याकिङ',
        ],
        icon: PrecisionManufacturingOutlined,
      },
    ],
  },
  process: {
    id: 'process',
    title: 'हामी कसरी काम गर्छौं',
    subtitle: 'परियोजना ठूलो होस् वा सानो, हरेकमा उही चार चरण।',
    items: processSteps,
  },
  cta: {
    title: 'कहाँबाट सुरु गर्ने, यकिन छैन?',
    description:
      'निःशुल्क परामर्श बुक गर्नुहोस्, पहिलो अटोमेसन छान्न हामी मद्दत गर्छौं। वा व्यवसायहरूले के-के अटोमेट गर्छन् भन्ने वास्तविक उदाहरण हेर्नुहोस्।',
    actions: [
      { label: 'निःशुल्क परामर्श बुक गर्नुहोस्', to: '/consultation' },
      { label: 'व्यवसायका प्रयोगका उदाहरण हेर्नुहोस्', to: '/use-cases/business' },
    ],
  },
};
