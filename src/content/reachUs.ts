/**
 * The ways to reach a person now: the phone menu's, on every page, and the WhatsApp greeting the
 * consultation page's links start with. A module of its own: the consultation's copy takes the
 * greeting without the company pages' (and their icons).
 */
import { site } from './site';
import { talkNowLinks, type ReachUsContent } from './companyContact';

/** What the visitor's WhatsApp message box starts with. */
export const whatsappGreeting = `Hello ${site.name}, I would like to know more about your AI services.`;

/** The phone menu's ways to reach a person now, on every page. */
export const reachUs: ReachUsContent = {
  title: 'Talk to us',
  contact: { label: 'Contact', to: '/contact' },
  links: talkNowLinks(whatsappGreeting, { call: 'Call us', whatsapp: 'WhatsApp us' }),
};
