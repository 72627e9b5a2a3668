import AssistantOutlined from '@mui/icons-material/AssistantOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import { site } from '../site';
import { solutionCards } from './solutions';
import type { BusinessUseCasesContent, IndividualUseCasesContent } from '../useCases';

export const businessUseCasesContent: BusinessUseCasesContent = {
  meta: {
    title: `व्यवसायका लागि AI समाधान — ${site.name}`,
    description:
      'काठमाडौं, पोखरा, विराटनगरलगायत नेपालभरका व्यवसायका लागि ग्राहक सेवा, मार्केटिङ, HR, सप्लाई चेन र डेटा एनालिटिक्सको अटोमेसन।',
  },
  hero: {
    eyebrow: 'व्यवसायका लागि',
    title: 'नेपाली व्यवसायका लागि AI समाधान',
    subtitle:
      'विराटनगरमा पसल होस्, पोखरामा होटल होस् वा काठमाडौंमा बढ्दै गरेको कम्पनी, अटोमेसनले सबैभन्दा पहिले समय बचाउने क्षेत्र यिनै हुन्।',
  },
  solutions: {
    id: 'solutions',
    title: 'व्यावसायिक समाधान',
    subtitle: 'हामी के बनाउँछौं, त्यो कसरी चल्छ र त्यसले के फरक पार्छ भनेर हेर्न एउटा क्षेत्र छान्नुहोस्।',
    items: solutionCards,
  },
  cta: {
    title: 'कुन समाधान मिल्छ, यकिन छैन?',
    description:
      'तपाईंको व्यवसाय अहिले कसरी चलिरहेको छ, हामीलाई भन्नुहोस्। निःशुल्क परामर्शमा अटोमेसनले सबैभन्दा पहिले कहाँ मद्दत गर्छ भनेर हामी देखाउँछौं।',
    actions: [
      { label: 'निःशुल्क परामर्श बुक गर्नुहोस्', to: '/consultation' },
      { label: 'सबै सेवाहरू हेर्नुहोस्', to: '/services' },
    ],
  },
};

export const individualUseCasesContent: IndividualUseCasesContent = {
  meta: {
    title: `पेसाकर्मी र विद्यार्थीका लागि AI — ${site.name}`,
    description:
      'नेपाली पेसाकर्मी, फ्रिल्यान्सर र विद्यार्थीले AI प्रयोग गर्ने आठ व्यावहारिक तरिका: लेखन, मिटिङ नोट, अनुसन्धान, बजेट, करियर विकास र अरू।',
  },
  hero: {
    eyebrow: 'व्यक्तिका लागि',
    title: 'तपाईंको दैनिक कामका लागि AI',
    subtitle:
      'AI बाट फाइदा लिन कम्पनी वा ठूलो बजेट चाहिँदैन। यी दैनिक प्रयोगले पेसाकर्मी र विद्यार्थीको हरेक हप्ता साँच्चै समय बचाउँछन्।',
  },
  useCases: {
    id: 'use-cases',
    title: 'व्यक्तिगत उत्पादकत्वका लागि प्रयोगका उदाहरण',
    subtitle: 'आजकै टुलबाट तपाईं आफैं गरेर हेर्न सक्ने ठोस उदाहरण।',
    items: [
      {
        title: 'व्यक्तिगत AI सहायक',
        description:
          'नेपाली र अंग्रेजी दुवैमा काम गर्ने सहायकसँग दिनको योजना बनाउनुहोस्, जवाफका ड्राफ्ट लेख्नुहोस् र कामको हिसाब राख्नुहोस्।',
        example:
          'अफिस जाँदा बाटोमा रेकर्ड गरेको भ्वाइस नोटलाई दिनभरका कामको प्राथमिकताअनुसार मिलाइएको सूचीमा बदल्नुहोस्।',
        icon: AssistantOutlined,
      },
      {
        title: 'सामग्री निर्माण',
        description: 'आफ्नै शैली नगुमाई पोस्ट, लेख, क्याप्सन र स्लाइड छिटो लेख्नुहोस्।',
        example: 'घरैबाट चलाउने बेकरीका लागि एक हप्ताका Facebook पोस्ट नेपाली र अंग्रेजी दुवैमा एकै बसाइमा तयार पार्नुहोस्।',
        icon: EditNoteOutlined,
      },
      {
        title: 'मिटिङको ट्रान्सक्रिप्ट',
        description: 'टाइप नगरी कल र मिटिङबाट सही नोट, सारांश र गर्नुपर्ने कामको सूची पाउनुहोस्।',
        example:
          'Zoom वा Google Meet कल रेकर्ड गर्नुहोस्, र खाजाअघि नै निर्णय र जिम्मेवार व्यक्तिसहितको सारांश सबैलाई पठाउनुहोस्।',
        icon: RecordVoiceOverOutlined,
      },
      {
        title: 'सीभी छनोट',
        description: 'कर्मचारी भर्ना गर्ने म्यानेजर र साना व्यवसायीका लागि: आवेदन निष्पक्ष र छिटो छान्नुहोस्।',
        example: 'लेखापाल पदका लागि आएका हरेक सीभीलाई कामका आवश्यकतासँग दाँज्नुहोस्, अनि छोटो सूची आफैं हेर्नुहोस्।',
        icon: PersonSearchOutlined,
      },
      {
        title: 'खर्चको हिसाब',
        description: 'हरेक भुक्तानी कापीमा टिप्नु नपरी तपाईंको पैसा कहाँ गइरहेको छ थाहा पाउनुहोस्।',
        example:
          'eSewa, Khalti र बैंकका सूचनालाई एउटै स्प्रेडसिटमा जम्मा गर्नुहोस्, जसले खर्चलाई शीर्षक र महिनाअनुसार छुट्याउँछ।',
        icon: ReceiptLongOutlined,
      },
      {
        title: 'करियर विकास',
        description: 'अर्को कदमको योजना बनाउनुहोस्, नयाँ सीप सिक्नुहोस् र रोजगारदातासामु आफूलाई राम्रोसँग प्रस्तुत गर्नुहोस्।',
        example:
          'काठमाडौंको आईटी जागिरका लागि सीभी र कभर लेटर मिलाउनुहोस्, अनि अभ्यास प्रश्न र सुझावसहित अन्तर्वार्ताको तयारी गर्नुहोस्।',
        icon: WorkOutlineOutlined,
      },
      {
        title: 'अनुसन्धान सहायक',
        description: 'पढाइ, रिपोर्ट र निर्णयका लागि स्रोत छिटो खोज्नुहोस्, पढ्नुहोस् र सारांश बनाउनुहोस्।',
        example:
          'थेसिसको साहित्य समीक्षाका लागि शोधपत्रहरूको सारांश निष्कर्षको एउटै तालिकामा राख्नुहोस्, अनि हरेक स्रोत आफैं जाँच्नुहोस्।',
        icon: ManageSearchOutlined,
      },
      {
        title: 'स्वास्थ्य र कागजी कामको अटोमेसन',
        description: 'आफ्नो र परिवारको अपोइन्टमेन्ट, औषधि, बिल र कागजी काम केही नछुटाई सम्हाल्नुहोस्।',
        example:
          'बुबा वा आमाको औषधि र स्वास्थ्य जाँचको रिमाइन्डर राख्नुहोस्, र राहदानी नवीकरणका लागि चाहिने कागजातको चेकलिस्ट पाउनुहोस्।',
        icon: HealthAndSafetyOutlined,
      },
    ],
  },
  cta: {
    title: 'सुरु गर्न सहयोग चाहिन्छ?',
    description:
      'सही टुल छान्न व्यक्तिगत मार्गदर्शनका लागि निःशुल्क परामर्श बुक गर्नुहोस्, वा चरणबद्ध रूपमा सीप बढाउन AI एकेडेमी हेर्नुहोस्।',
    actions: [
      { label: 'निःशुल्क परामर्श लिनुहोस्', to: '/consultation' },
      { label: 'AI एकेडेमी हेर्नुहोस्', to: '/academy' },
    ],
  },
};
