/**
 * The Nepali edition's one glossary: how each recurring term is written on every /ne page, so pages
 * drafted by different people read as one site. Register: Nepali business and technology media
 * (Kantipur's tech pages, Setopati, Techpana), not word-for-word English and not Sanskritised prose.
 *
 * Rules that go with it:
 * - The brand stays "Rupantaran AI"; रूपान्तरण only where the About page tells the name's story.
 * - Numbers in Nepali copy use Devanagari digits (१०, रु. ५,०००, २४/७); paths, ids, ISO dates, e-mail
 *   addresses and phone numbers in links stay ASCII.
 * - Money: "रु." before the amount (रु. ५,०००), never "NPR" in running text.
 * - Person names are written in Devanagari (सुजाता कार्की), the founder's too (VITE_FOUNDER_NAME_NE);
 *   postpositions join the name (सुजाता कार्कीले, आरव श्रेष्ठको).
 * - Address the reader as "तपाईं" throughout (never "तिमी"); the company speaks as "हामी".
 */
export interface GlossaryEntry {
  /** The English term as the English pages use it. */
  en: string;
  /** How Nepali pages write it. Latin script here means: keep the English word. */
  ne: string;
  note?: string;
}

export const glossary: readonly GlossaryEntry[] = [
  // Kept in English: Nepali readers search, type and say these in Latin script.
  { en: 'AI', ne: 'AI', note: 'Never एआई or कृत्रिम बुद्धिमत्ता in running text; "AI एजेन्ट", "AI टुल".' },
  { en: 'Rupantaran AI', ne: 'Rupantaran AI' },
  { en: 'chatbot', ne: 'chatbot', note: 'Plural stays "chatbot"; "AI chatbot".' },
  { en: 'CRM', ne: 'CRM' },
  { en: 'WhatsApp', ne: 'WhatsApp' },
  { en: 'Viber', ne: 'Viber' },
  { en: 'eSewa', ne: 'eSewa' },
  { en: 'Khalti', ne: 'Khalti' },
  { en: 'ChatGPT', ne: 'ChatGPT', note: 'Likewise Gemini, Claude, Copilot, Canva, Zapier, Make, n8n.' },
  { en: 'Google Sheets', ne: 'Google Sheets', note: 'Likewise Excel, Gmail, Google Calendar, Notion.' },
  { en: 'Facebook', ne: 'Facebook', note: 'Likewise Messenger, Instagram, TikTok, LinkedIn, YouTube.' },
  { en: 'API', ne: 'API' },
  { en: 'KPI', ne: 'KPI' },
  { en: 'HR', ne: 'HR', note: '"HR विभाग", "HR टोली".' },
  { en: 'FAQ', ne: 'बारम्बार सोधिने प्रश्न' },
  // Written in Devanagari.
  { en: 'automation', ne: 'अटोमेसन', note: 'Verb: अटोमेट गर्नु; adjective: स्वचालित (स्वचालित जवाफ).' },
  { en: 'consultation', ne: 'परामर्श', note: '"free consultation" = निःशुल्क परामर्श.' },
  { en: 'free (of charge)', ne: 'निःशुल्क' },
  { en: 'training', ne: 'तालिम' },
  { en: 'academy', ne: 'एकेडेमी', note: 'AI Academy = AI एकेडेमी.' },
  { en: 'course', ne: 'कोर्स' },
  { en: 'workshop', ne: 'कार्यशाला' },
  { en: 'certificate / certification', ne: 'प्रमाणपत्र' },
  { en: 'services', ne: 'सेवाहरू' },
  { en: 'solution', ne: 'समाधान' },
  { en: 'use cases', ne: 'प्रयोगका उदाहरण' },
  { en: 'pricing', ne: 'मूल्य', note: 'Page name: "मूल्य"; a plan = प्याकेज.' },
  { en: 'blog', ne: 'ब्लग' },
  { en: 'article', ne: 'लेख' },
  { en: 'about us', ne: 'हाम्रोबारे' },
  { en: 'contact', ne: 'सम्पर्क' },
  { en: 'careers', ne: 'करियर' },
  { en: 'team', ne: 'टोली' },
  { en: 'development', ne: 'डेभलपमेन्ट', note: 'Custom AI development = कस्टम AI डेभलपमेन्ट.' },
  { en: 'customer service', ne: 'ग्राहक सेवा' },
  { en: 'marketing', ne: 'मार्केटिङ' },
  { en: 'employee onboarding', ne: 'कर्मचारी अनबोर्डिङ' },
  { en: 'supply chain', ne: 'सप्लाई चेन' },
  { en: 'inventory', ne: 'स्टक', note: 'Stock-keeping in shops: स्टक व्यवस्थापन.' },
  { en: 'data analytics', ne: 'डेटा एनालिटिक्स' },
  { en: 'data', ne: 'डेटा' },
  { en: 'dashboard', ne: 'ड्यासबोर्ड' },
  { en: 'report', ne: 'रिपोर्ट' },
  { en: 'spreadsheet', ne: 'स्प्रेडसिट' },
  { en: 'workflow', ne: 'वर्कफ्लो' },
  { en: 'AI agent', ne: 'AI एजेन्ट' },
  { en: 'AI tool', ne: 'AI टुल' },
  { en: 'prompt', ne: 'प्रम्प्ट' },
  { en: 'machine learning', ne: 'मेसिन लर्निङ' },
  { en: 'model (AI)', ne: 'मोडल' },
  { en: 'software', ne: 'सफ्टवेयर' },
  { en: 'app', ne: 'एप' },
  { en: 'website', ne: 'वेबसाइट' },
  { en: 'online', ne: 'अनलाइन' },
  { en: 'digital', ne: 'डिजिटल' },
  { en: 'e-mail', ne: 'इमेल' },
  { en: 'phone number', ne: 'फोन नम्बर' },
  { en: 'productivity', ne: 'उत्पादकत्व' },
  { en: 'efficiency', ne: 'दक्षता' },
  { en: 'small business', ne: 'साना व्यवसाय' },
  { en: 'business owner', ne: 'व्यवसायी' },
  { en: 'entrepreneur', ne: 'उद्यमी' },
  { en: 'professional (person)', ne: 'पेसाकर्मी' },
  { en: 'student', ne: 'विद्यार्थी' },
  { en: 'customer', ne: 'ग्राहक' },
  { en: 'employee / staff', ne: 'कर्मचारी' },
  { en: 'manager', ne: 'म्यानेजर' },
  { en: 'privacy', ne: 'गोपनीयता', note: 'Privacy Policy = गोपनीयता नीति.' },
  { en: 'Terms of Service', ne: 'सेवाका सर्तहरू' },
  { en: 'Cookie Policy', ne: 'कुकी नीति' },
  { en: 'Coming Soon', ne: 'छिट्टै आउँदै' },
  { en: 'Get Consultation', ne: 'परामर्श लिनुहोस्' },
  { en: 'Book a Free Consultation', ne: 'निःशुल्क परामर्श बुक गर्नुहोस्' },
  { en: 'Kathmandu, Nepal', ne: 'काठमाडौं, नेपाल' },
  // Added while the pages were written, so later pages use the same words.
  { en: 'ERP', ne: 'ERP' },
  { en: 'integration', ne: 'इन्टिग्रेसन' },
  { en: 'optimization', ne: 'अप्टिमाइजेसन' },
  { en: 'Business Intelligence', ne: 'बिजनेस इन्टेलिजेन्स' },
  { en: 'quote (price)', ne: 'कोटेसन' },
  { en: 'invoice', ne: 'इनभ्वाइस', note: 'A shop bill: बिल.' },
  { en: 'project', ne: 'प्रोजेक्ट' },
  { en: 'pilot', ne: 'पाइलट' },
  { en: 'draft', ne: 'ड्राफ्ट' },
  { en: 'follow-up', ne: 'फलोअप' },
  { en: 'client', ne: 'क्लाइन्ट' },
  { en: 'supplier', ne: 'सप्लायर' },
  { en: 'demo', ne: 'डेमो' },
  { en: 'page', ne: 'पृष्ठ', note: 'home page = गृहपृष्ठ.' },
  { en: 'tutorial', ne: 'ट्युटोरियल' },
  { en: 'resources', ne: 'स्रोत सामग्री' },
  { en: 'community', ne: 'समुदाय' },
  { en: 'support', ne: 'सहयोग' },
  { en: 'guide', ne: 'मार्गदर्शन' },
  {
    en: 'launch (a solution)',
    ne: 'सञ्चालन',
    note: 'Going live: सञ्चालनमा ल्याउनु. Not "लन्च", which readers take for lunch.',
  },
  { en: 'Discovery / Strategy (process steps)', ne: 'आवश्यकता पहिचान / रणनीति' },
  { en: 'help topic', ne: 'सहयोगको विषय' },
  { en: 'large language model (LLM)', ne: 'ठूलो भाषा मोडल' },
  { en: 'Romanised Nepali', ne: 'रोमन नेपाली' },
  { en: 'SME', ne: 'साना तथा मझौला व्यवसाय' },
  { en: 'NGO', ne: 'गैरसरकारी संस्था' },
  { en: 'CV / résumé', ne: 'सीभी', note: 'बायोडाटा in the Careers page, as Nepali job ads say.' },
  { en: 'Head of AI Training', ne: 'AI तालिम प्रमुख' },
  { en: 'Automation Lead', ne: 'अटोमेसन प्रमुख' },
  { en: 'The Privacy Act, 2075 (2018)', ne: 'वैयक्तिक गोपनीयतासम्बन्धी ऐन, २०७५' },
  { en: 'Bikram Sambat / Gregorian', ne: 'विक्रम संवत् / ईस्वी संवत्' },
  { en: 'English (language)', ne: 'अंग्रेजी' },
  { en: 'NPR (in running text)', ne: 'नेपाली रुपैयाँ', note: 'Before an amount: रु.' },
];

/**
 * Latin-script words a Nepali page may show without counting as untranslated copy: the glossary's
 * kept terms plus product and proper names that have no Devanagari form in use.
 */
export const latinWordsAllowed: readonly string[] = [
  ...new Set([
    ...glossary.filter((entry) => /^[\x20-\x7e]+$/.test(entry.ne)).flatMap((entry) => entry.ne.split(' ')),
    ...['Messenger', 'Instagram', 'TikTok', 'LinkedIn', 'YouTube', 'Gemini', 'Claude', 'Copilot'],
    ...['Canva', 'Zapier', 'Make', 'n8n', 'Excel', 'Gmail', 'Google', 'Calendar', 'Notion', 'Sheets'],
    ...['Microsoft', 'OpenAI', 'Daraz', 'Slack', 'Supabase', 'Zoom', 'Meet', 'Outlook', 'Calendly'],
    ...['Bookings', 'Workspace', 'Drive', 'Sheet', 'Maps', 'Translate', 'Meta', 'Fonepay', 'Business'],
    ...['PDF', 'LLM', 'QR', 'IP', 'SMS', 'RSS', 'OpenStreetMap', 'Plus'],
    // Privacy notes (issue 26): the analytics product, the campaign labels and the browser signals.
    ...['Plausible', 'utm', 'DNT', 'GPC'],
  ]),
];
