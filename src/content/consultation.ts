import { site } from './site';
import { talkNowLinks, type AppLink } from './companyContact';
import { whatsappGreeting } from './reachUs';
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
  /** Picking a time for the call on the thank-you screen (issue 28). `{…}` are filled in by the UI. */
  booking: BookingContent;
}

export interface BookingContent {
  title: string;
  intro: string;
  loading: string;
  none: string;
  loadFailed: string;
  retry: string;
  /** The label of one day's group of time buttons: `{day}`. */
  dayGroup: string;
  /** One time button's accessible name: `{time}`, `{day}`. */
  bookTime: string;
  note: { label: string; helper: string };
  company: { label: string };
  booking: string;
  taken: string;
  takenHint: string;
  failed: string;
  tooMany: string;
  notAllowed: string;
  booked: { title: string; when: string; yourZone: string; how: string };
  addToCalendar: string;
  googleCalendar: string;
  move: string;
  moveTitle: string;
  keep: string;
  moreDays: string;
  cancel: string;
  cancelled: string;
  bookAgain: string;
  /** The calendar entry: its title and description (`{phone}`, `{email}` of the company). */
  calendar: { summary: string; description: string };
  /** Weekday and time words; English uses Intl, Nepali these. */
  nepalTime: string;
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
  booking: {
    title: 'Pick a time for your free call',
    intro: 'Choose a 30-minute slot (Nepal time). This is optional: we will contact you either way.',
    loading: 'Looking for free times…',
    none: 'There are no free times in the next two weeks. We will contact you to agree on one.',
    loadFailed: 'The free times could not be loaded.',
    retry: 'Try again',
    dayGroup: 'Free times on {day}',
    bookTime: 'Book {time} on {day}',
    note: {
      label: 'What would you like to automate? (optional)',
      helper: 'A sentence is enough, so the call can start with your real task.',
    },
    company: { label: 'Company name (optional)' },
    booking: 'Booking your call…',
    taken: 'That time was just taken',
    takenHint: 'Here are the times that are free now. What you typed is kept.',
    failed: 'The booking did not go through. Please try again, or call us.',
    tooMany: 'This booking has been changed too often. Please call us to change it.',
    notAllowed: 'This request can no longer be booked online. Please call us to pick a time.',
    booked: {
      title: 'Your call is booked',
      when: '{day} at {time}, Nepal time',
      yourZone: '{time} where you are ({zone})',
      how: 'We will call you at this time on the phone number you gave, or e-mail you a video-call link.',
    },
    addToCalendar: 'Add to calendar (.ics)',
    googleCalendar: 'Add to Google Calendar',
    move: 'Choose another time',
    moveTitle: 'Move your call to another time',
    keep: 'Keep this time',
    moreDays: 'Show more days',
    cancel: 'Cancel the booking',
    cancelled: 'Your booking is cancelled. We will still contact you about your request.',
    bookAgain: 'Pick a new time',
    calendar: {
      summary: `Free consultation call — ${site.name}`,
      description: `Your free 30-minute AI consultation with ${site.name}. We call you at this time on the phone number you gave, or send a video-call link by e-mail. To change it, write to {email} or call {phone}.`,
    },
    nepalTime: 'Nepal time',
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
