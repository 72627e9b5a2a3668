import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { absoluteUrl, site } from './site';
import type {
  CtaBlock,
  Feature,
  HeroContent,
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
