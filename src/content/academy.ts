import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { absoluteUrl, site } from './site';
import type {
  CtaBlock,
  Feature,
  HeroContent,
  LinkedFeature,
  ListSection,
  PageMeta,
  ProcessStep,
  SectionHeading,
} from './types';

export interface AcademyContent {
  meta: PageMeta;
  hero: HeroContent;
  intro: SectionHeading & { paragraphs: readonly string[] };
  offers: ListSection<Feature>;
  howItWorks: ListSection<ProcessStep>;
  /** The academy has not launched; this notice says so plainly. */
  status: { title: string; description: string };
  cta: CtaBlock;
}

/** "Tell me when it opens": the one-field sign-up on the learning pages that are not open yet. */
export interface WaitlistContent {
  title: string;
  text: string;
  field: string;
  helper: string;
  /** The hidden trap field's label, read only by bots. */
  trapLabel: string;
  submit: { idle: string; sending: string };
  /** Shown in place of the form, and as the success toast. */
  thankYou: string;
}

export const waitlistContent: WaitlistContent = {
  title: 'Tell me when it opens',
  text: 'Leave an e-mail address or a phone number and we will tell you once, when courses and workshops open. No newsletter, no sharing.',
  field: 'E-mail or phone',
  helper: 'e.g. name@example.com or 98XXXXXXXX',
  trapLabel: 'Website',
  submit: { idle: 'Tell me when it opens', sending: 'Sending...' },
  thankYou: "Thank you! We'll tell you as soon as it opens.",
};

/** What anyone can learn from today, while the Academy is being built. */
export const learnToday: ListSection<LinkedFeature> = {
  id: 'learn-today',
  title: 'Start learning today',
  subtitle: 'Free reading that already exists, in English and Nepali.',
  items: [
    {
      title: 'What is AI? A plain-language guide',
      description: 'What AI is, what it can do at work and how Nepali professionals can start using it.',
      icon: MenuBookOutlined,
      link: { label: 'Read the guide', to: '/blog/ai-guide-for-nepali-professionals' },
    },
    {
      title: 'AI for individuals',
      description: 'Eight everyday uses, from writing and meeting notes to expenses and career growth.',
      icon: PersonOutlined,
      link: { label: 'See the use cases', to: '/use-cases/individuals' },
    },
  ],
};

export const academyContent: AcademyContent = {
  meta: {
    title: `AI Academy — ${site.name}`,
    description:
      'Beginner-friendly AI courses, live workshops and certification designed for Nepali learners. Our AI Academy is launching soon.',
  },
  hero: {
    eyebrow: 'Launching soon',
    title: 'AI Academy',
    subtitle:
      'Practical AI skills for students, professionals and business owners in Nepal, taught with local examples in Nepali and English.',
    actions: [{ label: 'Get Free Guidance', to: '/consultation' }],
  },
  intro: {
    id: 'intro',
    title: 'Learn AI the practical way',
    paragraphs: [
      'AI tools are changing how offices, shops, schools and freelancers work, but most courses are written for other markets and assume a technical background.',
      'The Academy starts from everyday tasks you already do, such as writing, planning, reporting and serving customers, and shows how to do them faster and more safely with AI.',
    ],
  },
  offers: {
    id: 'offers',
    title: 'What the Academy Offers',
    items: [
      {
        title: 'Beginner-friendly courses',
        description:
          'Start from zero: what AI is, how chat assistants work and how to use them responsibly for everyday work. No coding required.',
        icon: SchoolOutlined,
      },
      {
        title: 'Workshops & live training',
        description:
          'Hands-on sessions for individuals and teams, online or in person, where you practise on your own work instead of textbook examples.',
        icon: GroupsOutlined,
      },
      {
        title: 'Nepali-focused curriculum',
        description:
          'Examples from Nepali offices, shops and classrooms, taught in Nepali and English, including how AI tools handle Devanagari text.',
        icon: TranslateOutlined,
      },
      {
        title: 'Certification programs',
        description:
          'Complete a track and earn a certificate that shows employers and clients what you can actually do with AI.',
        icon: WorkspacePremiumOutlined,
      },
    ],
  },
  howItWorks: {
    id: 'how-it-works',
    title: 'How It Works',
    items: [
      {
        number: 1,
        title: 'Pick a module',
        description:
          'Courses are split into short modules, each focused on one skill you can use at work the same week.',
      },
      {
        number: 2,
        title: 'Learn your way',
        description:
          'Study at your own pace, or join live mentoring sessions when you want feedback and answers from a trainer.',
      },
      {
        number: 3,
        title: 'Keep up to date',
        description:
          'New lessons are added regularly, because AI tools change quickly and what you learn should keep up.',
      },
    ],
  },
  status: {
    title: 'The full platform is being built',
    description:
      'The Academy has not launched yet and no courses are open for enrolment. Until it opens, book a free consultation for advice on what to learn first or to arrange training for your team.',
  },
  cta: {
    title: 'Want to start learning before launch?',
    description:
      'Tell us your goals and we will point you to the right tools and first steps, or plan a session for your team.',
    actions: [{ label: 'Book a Free Consultation', to: '/consultation' }],
  },
};

/** EducationalOrganization structured data for /academy. */
export function academyJsonLd(): Record<string, unknown> {
  const [locality] = site.location.split(',');
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: `${site.name} Academy`,
    description: academyContent.meta.description,
    url: absoluteUrl('/academy'),
    email: site.email,
    areaServed: { '@type': 'Country', name: 'Nepal' },
    address: { '@type': 'PostalAddress', addressLocality: locality?.trim(), addressCountry: 'NP' },
    knowsLanguage: ['en', 'ne'],
    parentOrganization: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
  };
}
