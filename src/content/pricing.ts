import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { site } from './site';
import type { CallToAction, FaqItem, Feature, HeroContent, ListSection, PageMeta } from './types';

export interface PricingContent {
  meta: PageMeta;
  hero: HeroContent;
  /** Says how a price is reached: there is no price list, a quote follows a conversation. */
  quoteNote: string;
  actions: readonly CallToAction[];
  infoBlocks: ListSection<Feature>;
  faq: ListSection<FaqItem>;
}

export const pricingContent: PricingContent = {
  meta: {
    title: `Pricing — ${site.name}`,
    description:
      'Custom pricing for AI automation, training and consulting. Tell us what you need and receive a clear quote in Nepali rupees, with no obligation.',
  },
  hero: {
    title: 'Custom Pricing',
    subtitle:
      'Every business and learner needs something different, so we do not sell fixed packages off a price list.',
  },
  quoteNote:
    'Contact us or book a free consultation. Once we understand what you need, we send a written quote with the scope, timeline and cost.',
  actions: [
    { label: 'Get Free Consultation', to: '/consultation' },
    { label: 'Contact Us', to: '/contact' },
  ],
  infoBlocks: {
    id: 'how-pricing-works',
    title: 'How Our Pricing Works',
    items: [
      {
        title: 'Personalized solutions',
        description:
          'You pay for what your business actually needs, whether that is one chatbot, a set of workflows or a full roadmap.',
        icon: TuneOutlined,
      },
      {
        title: 'Transparent pricing',
        description:
          'Quotes list every piece of work and any running costs, such as AI usage or hosting, so there are no surprises later.',
        icon: ReceiptOutlined,
      },
      {
        title: 'Flexible packages',
        description:
          'Start small and grow: split larger projects into phases, or add ongoing support only when you want it.',
        icon: Inventory2Outlined,
      },
    ],
  },
  faq: {
    id: 'faq',
    title: 'Frequently Asked Questions',
    items: [
      {
        question: 'How do you prepare a quote?',
        answer:
          'We start with a free consultation to understand your goals, tools and volumes. We then send a written quote that breaks down the work, the timeline and any running costs. There is no obligation to go ahead.',
      },
      {
        question: 'Do you quote and invoice in Nepali rupees?',
        answer:
          'Yes. Clients in Nepal receive quotes and invoices in NPR. If you are based abroad, for example paying on behalf of a family business at home, we can discuss another currency.',
      },
      {
        question: 'How can I pay?',
        answer:
          'Payment options are confirmed in your quote and usually include bank transfer and digital wallets such as eSewa or Khalti. Larger projects are normally paid in milestones rather than all at once.',
      },
      {
        question: 'Can I start with something small?',
        answer:
          'Of course. Many clients begin with a single automation or a short strategy engagement, see the results, and expand from there.',
      },
      {
        question: 'Are there ongoing costs after launch?',
        answer:
          'Some solutions rely on third-party AI services or hosting that are billed by usage. We list these in the quote, and ongoing support is optional.',
      },
    ],
  },
};
