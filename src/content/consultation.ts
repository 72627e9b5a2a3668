import { site } from './site';
import type { HeroContent, PageMeta } from './types';

export const consultationContent = {
  meta: {
    title: `Free AI Consultation — ${site.name}`,
    description:
      'Book a free, no-obligation AI consultation: tell us what you want to automate or learn, and our Kathmandu team will get back to you shortly.',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Free · No obligation',
    title: 'Get Your Free AI Consultation',
    subtitle:
      'Tell us a little about your work. We reply within one working day with practical next steps — in English or Nepali, by phone, e-mail or WhatsApp.',
  } satisfies HeroContent,
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
  thankYou: {
    title: 'Thank You!',
    message: "We've received your request. Our team will contact you shortly.",
    again: 'Submit Another Request',
    exit: 'Exit',
  },
  whatHappensNext: {
    title: 'What happens next',
    steps: [
      'We read your request and match it with the right specialist.',
      'We contact you within one working day to book a 30-minute call.',
      'You get an honest recommendation — even if that means starting small.',
    ],
  },
} as const;
