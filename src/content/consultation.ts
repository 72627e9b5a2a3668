import { site } from './site';
import { talkNowLinks, type AppLink } from './companyContact';
import { whatsappGreeting } from './company';
import type { HeroContent, PageMeta } from './types';

/** The consultation page's copy: the page, the form, the thank-you screen and the next steps. */
export interface ConsultationContent {
  meta: PageMeta;
  hero: HeroContent;
  card: { title: string; hint: string };
  fields: {
    fullName: string;
    phoneNumber: string;
    phoneHelper: string;
    email: string;
    helpTopic: string;
    helpTopicPlaceholder: string;
    /** The hidden trap field's label, read only by bots. */
    website: string;
  };
  contactNote: string;
  submit: { idle: string; sending: string };
  privacyNote: string;
  privacyLink: { label: string; to: string };
  /** The full stop after the privacy link ('.' in English, the danda '।' in Nepali). */
  privacyNoteEnd: string;
  thankYou: {
    title: string;
    message: string;
    again: string;
    exit: string;
    /** "Prefer to talk now?": call and WhatsApp links, for visitors who would rather not wait. */
    talk: { title: string; links: readonly AppLink[] };
  };
  whatHappensNext: { title: string; steps: readonly string[] };
  /** Beside the form, for those who would rather talk than write: call and WhatsApp (when configured). */
  talkInstead: { title: string; note: string; links: readonly AppLink[] };
}

/** The form's validation messages and toasts, and the labels of the stored help topics. */
export interface FormMessages {
  validation: {
    nameTooShort: string;
    nameTooLong: string;
    nameCharacters: string;
    phone: string;
    email: string;
    helpTopic: string;
    trap: string;
    phoneOrEmail: string;
  };
  toasts: { trap: string; rateLimited: string; backendError: string; unexpected: string; success: string };
  /** Labels shown for the four stored help-topic values (the stored values stay English). */
  helpTopics: { 'For Business': string; 'For Individual': string; 'Learn AI Tools': string; Other: string };
}

export const consultationContent: ConsultationContent = {
  meta: {
    title: `Free AI Consultation — ${site.name}`,
    description:
      'Book a free, no-obligation AI consultation: tell us what you want to automate or learn, and our Kathmandu team will get back to you shortly.',
  },
  hero: {
    eyebrow: 'Free · No obligation',
    title: 'Get Your Free AI Consultation',
    subtitle:
      'Tell us a little about your work. We reply within one working day with practical next steps — in English or Nepali, by phone, e-mail or WhatsApp.',
  },
  card: {
    title: 'Request Your Free Consultation',
    hint: "Fill out the form below and we'll get back to you",
  },
  fields: {
    fullName: 'Full Name',
    phoneNumber: 'Phone Number',
    phoneHelper: 'Nepal numbers like 98XXXXXXXX or with +977',
    email: 'Email Address',
    helpTopic: 'Help Topic',
    helpTopicPlaceholder: 'Select what you need help with',
    /** The hidden trap field's label, read only by bots. */
    website: 'Website',
  },
  contactNote: '* Please provide either phone number or email',
  submit: { idle: 'Request Free Consultation', sending: 'Sending Request...' },
  privacyNote: 'We use your details only to answer this request. See our',
  privacyLink: { label: 'Privacy Policy', to: '/privacy' },
  privacyNoteEnd: '.',
  thankYou: {
    title: 'Thank You!',
    message: "We've received your request. Our team will contact you shortly.",
    again: 'Submit Another Request',
    exit: 'Exit',
    talk: {
      title: 'Prefer to talk now?',
      links: talkNowLinks(whatsappGreeting, { call: 'Call us', whatsapp: 'WhatsApp us' }),
    },
  },
  whatHappensNext: {
    title: 'What happens next',
    steps: [
      'We read your request and match it with the right specialist.',
      'We contact you within one working day to book a 30-minute call.',
      'You get an honest recommendation — even if that means starting small.',
    ],
  },
  talkInstead: {
    title: 'Rather talk it through?',
    note: 'Call us or send a WhatsApp message; we answer during office hours.',
    links: talkNowLinks(whatsappGreeting, { call: 'Call us', whatsapp: 'WhatsApp us' }),
  },
};

/** SPEC sections 5 and 8, word for word. */
export const formMessages: FormMessages = {
  validation: {
    nameTooShort: 'Full name must be at least 2 characters',
    nameTooLong: 'Full name must be less than 100 characters',
    nameCharacters: 'Full name can only contain letters, spaces, hyphens, and apostrophes',
    phone: 'Please enter a valid phone number',
    email: 'Please enter a valid email address',
    helpTopic: 'Please select a help topic',
    trap: 'Invalid submission',
    phoneOrEmail: 'Please provide either a phone number or email address',
  },
  toasts: {
    trap: 'Invalid submission detected.',
    rateLimited: 'Too many submissions. Please wait before submitting again.',
    backendError: 'Failed to submit your request. Please try again.',
    unexpected: 'An unexpected error occurred. Please try again.',
    success: "We've received your request. Our team will contact you shortly.",
  },
  helpTopics: {
    'For Business': 'For Business',
    'For Individual': 'For Individual',
    'Learn AI Tools': 'Learn AI Tools',
    Other: 'Other',
  },
};
