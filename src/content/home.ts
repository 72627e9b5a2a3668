import FlagOutlined from '@mui/icons-material/FlagOutlined';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { absoluteUrl, site } from './site';
import { organizationContactJsonLd } from './companyContact';
import type {
  CtaBlock,
  Feature,
  HeroContent,
  LinkedFeature,
  ListSection,
  PageMeta,
  ProcessStep,
  Testimonial,
} from './types';

export interface HomeContent {
  meta: PageMeta;
  hero: HeroContent;
  process: ListSection<ProcessStep>;
  whyChoose: ListSection<Feature>;
  coreServices: ListSection<LinkedFeature>;
  testimonials: ListSection<Testimonial>;
  closingCta: CtaBlock;
}

/** The four-step way every engagement runs; the Services page shows the same steps. */
export const processSteps: readonly ProcessStep[] = [
  {
    number: 1,
    title: 'Discovery',
    description:
      'We listen first: how your team works today, where the hours go, and which channels your customers use — phone, Viber, WhatsApp or Facebook.',
  },
  {
    number: 2,
    title: 'Strategy',
    description:
      'We choose the few automations with the clearest payoff, agree on scope and a quote in NPR, and plan around your people and tools.',
  },
  {
    number: 3,
    title: 'Development',
    description:
      'We build, connect and test with your real data and your Nepali and English content, showing progress as we go.',
  },
  {
    number: 4,
    title: 'Launch',
    description:
      'We go live, train your staff and stay close while the new workflow settles in — then look at what to automate next.',
  },
];

export const homeContent: HomeContent = {
  meta: {
    title: `${site.name} — AI Automation & Training in Nepal`,
    description:
      'AI automation, training and consulting for Nepali businesses, professionals and students. Book a free consultation and start working smarter.',
  },
  hero: {
    title: 'Build Smarter. Work Faster. Grow Bigger.',
    subtitle: `${site.name} helps Nepali businesses, professionals and students put AI to work: automating routine tasks, answering customers faster and learning the tools that matter.`,
    actions: [
      { label: 'Start Now', to: '/consultation' },
      { label: 'Explore Academy', to: '/academy' },
    ],
    image: { name: 'hero/home', alt: '' },
  },
  process: {
    id: 'process',
    title: 'Our Process',
    subtitle: 'Four clear steps from first conversation to a working solution.',
    items: processSteps,
  },
  whyChoose: {
    id: 'why-choose',
    title: `Why Choose ${site.name}`,
    subtitle: 'AI that fits how work really gets done in Nepal.',
    items: [
      {
        title: 'Built for Nepal',
        description:
          'Solutions that understand Nepali and English customers, wallets like eSewa and Khalti, and the channels people here actually use.',
        icon: FlagOutlined,
      },
      {
        title: 'Practical, not hype',
        description:
          'We start with the tasks that waste the most time and automate only where it clearly pays off.',
        icon: TipsAndUpdatesOutlined,
      },
      {
        title: 'Sized for your budget',
        description:
          'Custom quotes in NPR for small and growing businesses. Start with one workflow and expand when the results show.',
        icon: SavingsOutlined,
      },
      {
        title: 'Your team learns too',
        description:
          'Every project includes hands-on training, so your people understand, trust and own the tools we build.',
        icon: SchoolOutlined,
      },
      {
        title: 'Careful with your data',
        description:
          'Customer and business data stays under your control, access is kept to a minimum and everything is documented.',
        icon: ShieldOutlined,
      },
      {
        title: 'Support close to home',
        description:
          'A Kathmandu-based team you can reach in Nepali or English, during your working hours, when something needs attention.',
        icon: SupportAgentOutlined,
      },
    ],
  },
  coreServices: {
    id: 'core-services',
    title: 'Core Services',
    subtitle: 'Learn AI, automate your work, or plan the bigger change with us.',
    items: [
      {
        title: 'AI Academy',
        description:
          'Beginner-friendly courses, workshops and certification with a Nepali-focused curriculum. Launching soon.',
        icon: SchoolOutlined,
        link: { label: 'Explore Academy', to: '/academy' },
      },
      {
        title: 'Automation',
        description:
          'Chatbots, workflow, marketing and HR automation that take repetitive work off your team’s plate.',
        icon: AutoAwesomeOutlined,
        link: { label: 'View Services', to: '/services' },
      },
      {
        title: 'Consulting',
        description:
          'AI strategy, custom development and implementation support, starting with a free consultation.',
        icon: PsychologyOutlined,
        link: { label: 'Book a Consultation', to: '/consultation' },
      },
    ],
  },
  testimonials: {
    id: 'testimonials',
    title: 'What Our Clients Say',
    subtitle: 'Business owners, founders and learners across Nepal.',
    items: [
      {
        name: 'Sushma Gurung',
        role: 'Hotel owner, Lakeside, Pokhara',
        content:
          'Guests message us on WhatsApp and Messenger at all hours, in Nepali and English. Our assistant now answers room and trekking-season questions instantly and passes bookings to the front desk. We no longer lose enquiries overnight.',
        rating: 5,
      },
      {
        name: 'Bikash Adhikari',
        role: 'Founder, online clothing store, Kathmandu',
        content:
          'Order confirmations, cash-on-delivery follow-ups and delivery updates used to eat our mornings. Now they go out automatically, and I get one clear weekly sales report instead of three spreadsheets.',
        rating: 5,
      },
      {
        name: 'Anjali Thapa',
        role: 'MBA student and part-time analyst, Lalitpur',
        content:
          'One consultation was enough to set up an AI workflow for my thesis research: summaries, notes and a reading list, plus an honest talk about where these tools go wrong. Practical from start to finish.',
        rating: 5,
      },
    ],
  },
  closingCta: {
    title: 'Ready to transform how you work?',
    description:
      'Tell us what slows you down. In a free, no-obligation consultation we will suggest where AI can help first and what it would take.',
    actions: [{ label: 'Book Your Free Consultation', to: '/consultation' }],
  },
};

/** Organization structured data for the home page. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl('/'),
    description: homeContent.meta.description,
    email: site.email,
    founder: { '@type': 'Person', name: site.founder.name },
    ...organizationContactJsonLd(site.address.street, site.address.locality),
    areaServed: { '@type': 'Country', name: 'Nepal' },
  };
}
