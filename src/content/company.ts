import BoltOutlined from '@mui/icons-material/BoltOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { site } from './site';
import { formatOfficeHours, telHref, type DayCode } from './contactLinks';
import { mapLink, messagingChannels, type AppLink } from './companyContact';
import { reachUs, whatsappGreeting } from './reachUs';
import type {
  CallToAction,
  CtaBlock,
  Feature,
  HeroContent,
  ImageRef,
  ListSection,
  PageMeta,
  Quote,
} from './types';

/** A mailto link with its visible text. */
export interface EmailLink {
  label: string;
  href: string;
  address: string;
}

function mailto(subject?: string): string {
  return subject ? `mailto:${site.email}?subject=${encodeURIComponent(subject)}` : `mailto:${site.email}`;
}

export interface AboutContent {
  meta: PageMeta;
  hero: HeroContent;
  nameStory: {
    title: string;
    /** The word the company is named after, shown large beside the story. */
    word: { native: string; latin: string; meaning: string };
    paragraphs: readonly string[];
  };
  mission: { title: string; paragraphs: readonly string[] };
  benefits: ListSection<Feature>;
  cta: CtaBlock;
}

export const aboutContent: AboutContent = {
  meta: {
    title: `Our Story — ${site.name}`,
    description: `${site.name} takes its name from रूपान्तरण, transformation. Read why we bring practical AI to Nepal’s professionals, students and businesses.`,
  },
  hero: {
    title: 'Our Story',
    subtitle: 'Helping Nepal’s people and businesses transform the way they work with practical AI.',
  },
  nameStory: {
    title: 'What our name means',
    word: { native: 'रूपान्तरण', latin: 'Rupantaran', meaning: 'transformation' },
    paragraphs: [
      `Rupantaran (रूपान्तरण) is the Nepali word for transformation. We chose it because the change we care about is not the technology itself, but what people can do once the routine work is off their hands.`,
    ],
  },
  mission: {
    title: 'Why we started',
    paragraphs: [
      'Across Nepal, capable people lose hours to work a computer could do: copying orders from Messenger into spreadsheets, chasing payments, answering the same questions on Viber late at night, and rebuilding the same report every month.',
      'At the same time, most AI tools and courses are explained in English, with examples from other markets and budgets. Many small businesses and professionals here are left unsure where to begin.',
      `${site.name} exists to close that gap with automation, training and honest advice shaped for how Nepali businesses and professionals really work: bilingual customers, local payment wallets, tight budgets and big ambitions.`,
    ],
  },
  benefits: {
    id: 'how-we-help',
    title: 'How We Help',
    items: [
      {
        title: 'Automate time-consuming tasks',
        description: 'Hand repetitive messages, data entry and reports to reliable automations.',
        icon: BoltOutlined,
      },
      {
        title: 'Make smarter, data-driven decisions',
        description: 'Turn the records you already keep into clear insight you can act on.',
        icon: InsightsOutlined,
      },
      {
        title: 'Learn the latest AI tools and trends',
        description: 'Build practical skills with guidance that keeps pace with a fast-moving field.',
        icon: SchoolOutlined,
      },
      {
        title: 'Grow faster by working smarter',
        description: 'Spend the time you save on customers, ideas and the next step for your business.',
        icon: RocketLaunchOutlined,
      },
    ],
  },
  cta: {
    title: 'Start your own transformation',
    description: 'Tell us what you want to change, and we will help you find the first step.',
    actions: [
      { label: 'Book a Free Consultation', to: '/consultation' },
      { label: 'Meet the Team', to: '/team' },
    ],
  },
};

export interface ContactContent {
  meta: PageMeta;
  title: string;
  subtitle: string;
  email: EmailLink & { note: string };
  /** Tap to call: the number as shown, and its tel: link. */
  phone: { label: string; number: string; href: string; note: string };
  /** WhatsApp and Viber, each only when its number is configured. */
  messaging: { label: string; note: string; channels: readonly AppLink[] };
  /** Where the office is, with a link to the map on OpenStreetMap's own site (no embedded map). */
  location: { label: string; value: string; note: string; street: readonly string[]; map: AppLink };
  hours: { label: string; value: string; note: string };
  /** For visitors who would rather be called back than write an e-mail. */
  consultation: { title: string; text: string; action: CallToAction };
}

const dayNames: Readonly<Record<DayCode, string>> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** The phone menu's ways to reach a person (reachUs.ts). */
export { reachUs };

export const contactContent: ContactContent = {
  meta: {
    title: `Contact Us — ${site.name}`,
    description: `Questions about AI automation, training or consulting? E-mail the ${site.name} team in Kathmandu, or request a free consultation.`,
  },
  title: 'Contact Us',
  subtitle: "Want to learn more? We're happy to talk.",
  email: {
    label: 'E-mail us',
    href: mailto(),
    address: site.email,
    note: 'A person from our team reads and answers every message, in English or Nepali.',
  },
  phone: {
    label: 'Call us',
    number: site.phone,
    href: telHref(site.phone),
    note: 'Tap the number to call us from your phone, in English or Nepali.',
  },
  messaging: {
    label: 'Message us',
    note: 'Write to us on the app you already use; we reply during office hours.',
    channels: messagingChannels(whatsappGreeting, { whatsapp: 'Chat on WhatsApp', viber: 'Chat on Viber' }),
  },
  location: {
    label: 'Based in',
    value: site.location,
    note: 'We work with clients across Nepal, online and in person.',
    street: [site.address.street, `${site.address.locality} ${site.address.postalCode}`],
    map: mapLink('Find us on OpenStreetMap'),
  },
  hours: {
    label: 'Office hours',
    value: formatOfficeHours(site.officeHours, dayNames),
    note: 'Nepal time. Messages that arrive later are answered the next working day.',
  },
  consultation: {
    title: 'Prefer a call?',
    text: 'Leave your number in the consultation form and we will call you back.',
    action: { label: 'Request a Free Consultation', to: '/consultation' },
  },
};

export interface CareersContent {
  meta: PageMeta;
  hero: HeroContent;
  paragraphs: readonly string[];
  /** The kinds of people the team would like to hear from. */
  interests: ListSection<string>;
  apply: { title: string; text: string; email: EmailLink; promise: string };
  /** The way forward for visitors who came to learn about the company rather than to apply. */
  cta: CtaBlock;
}

export const careersContent: CareersContent = {
  meta: {
    title: `Careers — ${site.name}`,
    description: `Want to help bring practical AI to Nepal? Send your résumé or portfolio to ${site.name}. No formal opening needed; we read every application.`,
  },
  hero: {
    title: 'Careers',
    subtitle: 'Help Nepali businesses and professionals work smarter with AI.',
  },
  paragraphs: [
    'We are a small team that builds, teaches and explains AI for real businesses in Nepal. We value curiosity, clear communication in Nepali and English, and care for the people who will use what we make.',
    'We do not always have formal job postings. If you would like to work with us, introduce yourself anyway.',
  ],
  interests: {
    title: 'We like hearing from',
    items: [
      'Developers who enjoy automation, integrations and AI tools',
      'People who work with data, dashboards and analytics',
      'Trainers and teachers who can explain technology simply',
      'Writers and designers who work in Nepali and English',
      'Students and recent graduates eager to learn by doing',
    ],
  },
  apply: {
    title: 'How to apply',
    text: 'Send your résumé or portfolio by e-mail with a few lines about what you would like to work on.',
    email: { label: 'Send your application', href: mailto('Application'), address: site.email },
    promise: 'No formal opening is needed. Every application is reviewed.',
  },
  cta: {
    title: 'Looking for help rather than a job?',
    description: 'Our team gives free, practical advice on where AI can save your business time.',
    actions: [
      { label: 'Book a Free Consultation', to: '/consultation' },
      { label: 'Meet the Team', to: '/team' },
    ],
  },
};

export interface TeamMember {
  photo: ImageRef;
  name: string;
  title: string;
  bio: string;
  email: EmailLink;
}

export interface TeamContent {
  meta: PageMeta;
  hero: HeroContent;
  members: readonly TeamMember[];
  quote: Quote;
  /** Where to go after meeting the team. */
  cta: CtaBlock;
}

export const teamContent: TeamContent = {
  meta: {
    title: `Meet Our Team — ${site.name}`,
    description: `Meet the people behind ${site.name}, led by founder and AI strategist ${site.founder.name}, building AI automation for Nepal.`,
  },
  hero: {
    title: 'Meet Our Team',
    subtitle: 'The people turning AI into practical results for Nepali businesses and professionals.',
  },
  members: [
    {
      photo: {
        name: 'team/founder',
        alt: `Portrait of ${site.founder.name}`,
        ...(site.founder.photo ? { src: site.founder.photo } : {}),
      },
      name: site.founder.name,
      title: site.founder.title,
      bio: `${site.founder.name} founded ${site.name} to make practical AI accessible across Nepal. Working with business owners, teams and students, ${site.founder.name.split(' ')[0] ?? site.founder.name} finds where automation saves real time, designs the solution and teaches people to use it with confidence.`,
      email: { label: `E-mail ${site.founder.name}`, href: mailto(), address: site.email },
    },
  ],
  quote: {
    text: 'We are building the future of AI-powered automation in Nepal: tools that take the busywork away, so people can focus on the work only they can do.',
    cite: site.founder.name,
  },
  cta: {
    title: 'Work with our team',
    description: 'Tell us what you want to automate or learn, and we will help you find the first step.',
    actions: [
      { label: 'Book a Free Consultation', to: '/consultation' },
      { label: 'Our Story', to: '/about' },
    ],
  },
};

export interface DevelopmentContent {
  meta: PageMeta;
  hero: HeroContent;
  offerings: ListSection<Feature>;
  cta: CtaBlock;
}

export const developmentContent: DevelopmentContent = {
  meta: {
    title: `Custom AI Development — ${site.name}`,
    description:
      'Custom AI tools, automation workflows, CRM and ERP integrations and data insights, built around your business and workflow in Nepal.',
  },
  hero: {
    title: 'Custom AI Development',
    subtitle: 'Need a tailored AI solution for your business or workflow?',
  },
  offerings: {
    id: 'offerings',
    title: 'What We Build',
    items: [
      {
        title: 'Custom AI tools and automation workflows',
        description: 'Assistants and automations designed around the way your team already works.',
        icon: AccountTreeOutlined,
      },
      {
        title: 'Business-specific AI integrations (CRM, ERP, etc.)',
        description:
          'Connect AI to the systems you rely on, from CRM and ERP to accounting software and spreadsheets.',
        icon: HubOutlined,
      },
      {
        title: 'Data analysis and intelligent insights',
        description:
          'Turn your records into dashboards, forecasts and answers to the questions you ask most.',
        icon: QueryStatsOutlined,
      },
      {
        title: 'Consultation on strategy and implementation',
        description:
          'Advice on what to build, what to buy and how to roll it out without disrupting the business.',
        icon: PsychologyOutlined,
      },
      {
        title: 'Scalable backend architecture with AI capabilities',
        description: 'Secure, well-documented systems that keep working as your users and data grow.',
        icon: CloudOutlined,
      },
    ],
  },
  cta: {
    title: 'Let’s scope your idea',
    description: 'Describe what you have in mind and we will suggest an approach, a timeline and a quote.',
    actions: [{ label: 'Get a Free Consultation', to: '/consultation' }],
  },
};

export interface TrainingContent {
  meta: PageMeta;
  title: string;
  description: string;
  actions: readonly CallToAction[];
  /** What the training programme will offer once it opens (described as plans, not as running courses). */
  planned: ListSection<Feature>;
}

export const trainingContent: TrainingContent = {
  meta: {
    title: `AI Training — ${site.name}`,
    description:
      'Live AI courses and team workshops are coming soon. No courses are running yet; book a free consultation for guidance in the meantime.',
  },
  title: 'Training Coming Soon',
  description:
    'We are preparing live AI courses and workshops for individuals and teams in Nepal. No live courses are running yet. In the meantime, a free consultation can help you choose the right tools and first steps.',
  actions: [
    { label: 'Get Consultation', to: '/consultation' },
    { label: 'Explore the AI Academy', to: '/academy' },
  ],
  planned: {
    id: 'planned',
    title: 'What we are preparing',
    subtitle:
      'Here is what the training will cover when it opens. Until then, we are happy to advise you one to one.',
    items: [
      {
        title: 'Live courses for individuals',
        description:
          'Small online and in-person classes on everyday AI tools for writing, planning, research and reporting.',
        icon: CastForEducationOutlined,
      },
      {
        title: 'Workshops for teams',
        description:
          'Hands-on sessions for offices and businesses, built around your own documents, customers and workflows.',
        icon: GroupsOutlined,
      },
      {
        title: 'Taught in Nepali and English',
        description:
          'Local examples and bilingual explanations, so no one is held back by jargon or language.',
        icon: TranslateOutlined,
      },
    ],
  },
};
