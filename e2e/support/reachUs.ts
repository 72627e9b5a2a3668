import type { Page } from '@playwright/test';
import { site } from '../../src/content/site';
import { phoneDigits } from '../../src/content/contactLinks';
import { toDevanagariDigits } from '../../src/lib/i18n/digits';

/** The phone menu's way to a person, and the consultation page's offer to talk, in each language. */
export const reachUsLanguages = [
  {
    prefix: '',
    openMenu: 'Open menu',
    reach: 'Talk to us',
    contact: 'Contact',
    call: 'Call us',
    whatsapp: 'WhatsApp us',
    talkInstead: 'Rather talk it through?',
    greeting: `Hello ${site.name}`,
    number: (text: string) => text,
  },
  {
    prefix: '/ne',
    openMenu: 'मेनु खोल्नुहोस्',
    reach: 'हामीसँग कुरा गर्नुहोस्',
    contact: 'सम्पर्क',
    call: 'फोन गर्नुहोस्',
    whatsapp: 'WhatsApp गर्नुहोस्',
    talkInstead: 'फारम भर्नुभन्दा सिधै कुरा गर्न रुचाउनुहुन्छ?',
    greeting: `नमस्ते ${site.name}`,
    number: toDevanagariDigits,
  },
] as const;

export type ReachUsLanguage = (typeof reachUsLanguages)[number];

/** Opens the phone menu and returns its "talk to us" navigation. */
export async function openReachUs(page: Page, language: ReachUsLanguage) {
  await page.getByRole('banner').getByRole('button', { name: language.openMenu }).click();
  return page.getByRole('dialog').getByRole('navigation', { name: language.reach });
}

export const whatsappLink = (language: ReachUsLanguage) =>
  `https://wa.me/${phoneDigits(site.whatsapp)}?text=${encodeURIComponent(language.greeting)}`;
