import { site } from '../site';
import { talkNowLinks } from '../companyContact';
import { whatsappGreeting } from './company';
import { toDevanagariDigits } from '../../lib/i18n/digits';
import type { ConsultationContent, FormMessages } from '../consultation';

export const consultationContent: ConsultationContent = {
  meta: {
    title: `निःशुल्क AI परामर्श — ${site.name}`,
    description:
      'कुनै बाध्यताबिना निःशुल्क AI परामर्श बुक गर्नुहोस्: के अटोमेट गर्ने वा सिक्ने हो भन्नुहोस्, हाम्रो काठमाडौंस्थित टोलीले छिट्टै सम्पर्क गर्नेछ।',
  },
  hero: {
    eyebrow: 'निःशुल्क · कुनै बाध्यता छैन',
    title: 'निःशुल्क AI परामर्श लिनुहोस्',
    subtitle:
      'आफ्नो कामबारे अलिकति बताउनुहोस्। हामी एक कार्यदिनभित्र व्यावहारिक अर्को कदमसहित जवाफ दिन्छौं — अंग्रेजी वा नेपालीमा, फोन, इमेल वा WhatsApp मार्फत।',
  },
  card: {
    title: 'निःशुल्क परामर्शको अनुरोध गर्नुहोस्',
    hint: 'तलको फारम भर्नुहोस्, हामी तपाईंलाई सम्पर्क गर्नेछौं',
  },
  fields: {
    fullName: 'पूरा नाम',
    phoneNumber: 'फोन नम्बर',
    phoneHelper: '९८XXXXXXXX वा +९७७ सहितको नम्बर; नेपाली अङ्क पनि चल्छ',
    email: 'इमेल ठेगाना',
    helpTopic: 'सहयोगको विषय',
    helpTopicPlaceholder: 'कुन विषयमा सहयोग चाहिन्छ, छान्नुहोस्',
    /** The hidden trap field's label, read only by bots. */
    website: 'वेबसाइट',
  },
  contactNote: '* कृपया फोन नम्बर वा इमेलमध्ये कम्तीमा एउटा दिनुहोस्',
  submit: { idle: 'निःशुल्क परामर्श माग्नुहोस्', sending: 'अनुरोध पठाउँदै...' },
  privacyNote: 'तपाईंको विवरण हामी यो अनुरोधको जवाफ दिन मात्र प्रयोग गर्छौं। थप जानकारीका लागि हेर्नुहोस्:',
  privacyLink: { label: 'गोपनीयता नीति', to: '/privacy' },
  privacyNoteEnd: '।',
  thankYou: {
    title: 'धन्यवाद!',
    message: 'तपाईंको अनुरोध हामीलाई प्राप्त भयो। हाम्रो टोलीले छिट्टै तपाईंलाई सम्पर्क गर्नेछ।',
    again: 'अर्को अनुरोध पठाउनुहोस्',
    exit: 'बाहिर निस्कनुहोस्',
    talk: {
      title: 'अहिल्यै कुरा गर्न चाहनुहुन्छ?',
      links: talkNowLinks(
        whatsappGreeting,
        { call: 'फोन गर्नुहोस्', whatsapp: 'WhatsApp गर्नुहोस्' },
        toDevanagariDigits,
      ),
    },
  },
  whatHappensNext: {
    title: 'अब के हुन्छ',
    steps: [
      'हामी तपाईंको अनुरोध पढ्छौं र त्यसलाई उपयुक्त विशेषज्ञकहाँ पुर्‍याउँछौं।',
      '३० मिनेटको कल तय गर्न हामी एक कार्यदिनभित्र तपाईंलाई सम्पर्क गर्छौं।',
      'तपाईंले इमानदार सुझाव पाउनुहुन्छ — सानोबाट सुरु गर्नु नै ठीक देखिए पनि।',
    ],
  },
  talkInstead: {
    title: 'फारम भर्नुभन्दा सिधै कुरा गर्न रुचाउनुहुन्छ?',
    note: 'फोन गर्नुहोस् वा WhatsApp मा सन्देश पठाउनुहोस्; कार्यालय समयभित्र हामी जवाफ दिन्छौं।',
    links: talkNowLinks(
      whatsappGreeting,
      { call: 'फोन गर्नुहोस्', whatsapp: 'WhatsApp गर्नुहोस्' },
      toDevanagariDigits,
    ),
  },
};

export const formMessages: FormMessages = {
  validation: {
    nameTooShort: 'पूरा नाम कम्तीमा २ अक्षरको हुनुपर्छ',
    nameTooLong: 'पूरा नाम १०० अक्षरभन्दा छोटो हुनुपर्छ',
    nameCharacters: "नाममा अक्षर, खाली ठाउँ, हाइफन (-) र अपोस्ट्रफी (') मात्र राख्न मिल्छ",
    phone: 'कृपया सही फोन नम्बर लेख्नुहोस्',
    email: 'कृपया सही इमेल ठेगाना लेख्नुहोस्',
    helpTopic: 'कृपया सहयोगको विषय छान्नुहोस्',
    trap: 'अमान्य अनुरोध',
    phoneOrEmail: 'कृपया फोन नम्बर वा इमेल ठेगानामध्ये कम्तीमा एउटा दिनुहोस्',
  },
  toasts: {
    trap: 'अमान्य अनुरोध भेटियो।',
    rateLimited: 'धेरै पटक अनुरोध पठाइयो। कृपया केही बेर पर्खेर फेरि पठाउनुहोस्।',
    backendError: 'तपाईंको अनुरोध पठाउन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
    unexpected: 'अप्रत्याशित समस्या आयो। कृपया फेरि प्रयास गर्नुहोस्।',
    success: 'तपाईंको अनुरोध हामीलाई प्राप्त भयो। हाम्रो टोलीले छिट्टै तपाईंलाई सम्पर्क गर्नेछ।',
  },
  helpTopics: {
    'For Business': 'व्यवसायका लागि',
    'For Individual': 'व्यक्तिगत प्रयोगका लागि',
    'Learn AI Tools': 'AI टुल सिक्न',
    Other: 'अन्य',
  },
};
