/** The ways to reach a person now, in Nepali (see ../reachUs.ts). */
import { site } from '../site';
import { talkNowLinks, type ReachUsContent } from '../companyContact';
import { toDevanagariDigits } from '../../lib/i18n/digits';

/** What the visitor's WhatsApp message box starts with on Nepali pages. */
export const whatsappGreeting = `नमस्ते ${site.name}, म तपाईंहरूको AI सेवाबारे थप जान्न चाहन्छु।`;

/** फोनको मेनुमा हरेक पृष्ठबाट टोलीसम्म पुग्ने बाटो। */
export const reachUs: ReachUsContent = {
  title: 'हामीसँग कुरा गर्नुहोस्',
  contact: { label: 'सम्पर्क', to: '/contact' },
  links: talkNowLinks(
    whatsappGreeting,
    { call: 'फोन गर्नुहोस्', whatsapp: 'WhatsApp गर्नुहोस्' },
    toDevanagariDigits,
  ),
};
