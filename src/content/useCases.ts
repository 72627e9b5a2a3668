import AssistantOutlined from '@mui/icons-material/AssistantOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import { site } from './site';
import { solutionCards } from './solutions';
import type { CtaBlock, HeroContent, ListSection, PageMeta, SolutionCard, UseCase } from './types';

export interface BusinessUseCasesContent {
  meta: PageMeta;
  hero: HeroContent;
  solutions: ListSection<SolutionCard>;
  cta: CtaBlock;
}

export interface IndividualUseCasesContent {
  meta: PageMeta;
  hero: HeroContent;
  useCases: ListSection<UseCase>;
  cta: CtaBlock;
}

export const businessUseCasesContent: BusinessUseCasesContent = {
  meta: {
    title: `AI Solutions for Business — ${site.name}`,
    description:
      'Customer service, marketing, HR, supply chain and analytics automation for businesses in Kathmandu, Pokhara, Biratnagar and across Nepal.',
  },
  hero: {
    eyebrow: 'For Business',
    title: 'AI Solutions for Nepali Businesses',
    subtitle:
      'Whether you run a shop in Biratnagar, a hotel in Pokhara or a growing company in Kathmandu, these are the areas where automation saves time first.',
  },
  solutions: {
    id: 'solutions',
    title: 'Business Solutions',
    subtitle: 'Choose an area to see what we build, how it works and what it changes.',
    items: solutionCards,
  },
  cta: {
    title: 'Not sure which solution fits?',
    description:
      'Tell us how your business runs today. In a free consultation we will point out where automation helps first.',
    actions: [
      { label: 'Book a Free Consultation', to: '/consultation' },
      { label: 'View All Services', to: '/services' },
    ],
  },
};

export const individualUseCasesContent: IndividualUseCasesContent = {
  meta: {
    title: `AI for Professionals & Students — ${site.name}`,
    description:
      'Eight practical ways Nepali professionals, freelancers and students use AI: writing, meeting notes, research, budgeting, career growth and more.',
  },
  hero: {
    eyebrow: 'For Individuals',
    title: 'AI for Your Everyday Work',
    subtitle:
      'You do not need a company or a big budget to benefit from AI. These everyday uses save professionals and students real time every week.',
  },
  useCases: {
    id: 'use-cases',
    title: 'Personal Productivity Use Cases',
    subtitle: 'Concrete examples you can try with today’s tools.',
    items: [
      {
        title: 'Personal AI assistant',
        description:
          'Plan your day, draft replies and keep track of tasks with an assistant that works in Nepali and English.',
        example:
          'Turn a voice note recorded on the way to the office into a prioritised to-do list for the day.',
        icon: AssistantOutlined,
      },
      {
        title: 'Content creation',
        description: 'Write posts, articles, captions and slides faster while keeping your own voice.',
        example:
          'Draft a week of Facebook posts for your home bakery in both Nepali and English in a single sitting.',
        icon: EditNoteOutlined,
      },
      {
        title: 'Meeting transcripts',
        description: 'Get accurate notes, summaries and action items from calls and meetings without typing.',
        example:
          'Record a Zoom or Google Meet call and share a summary of decisions and owners before lunch.',
        icon: RecordVoiceOverOutlined,
      },
      {
        title: 'Resume screening',
        description: 'For managers and small-business owners who hire: sort applications fairly and quickly.',
        example:
          'Match every CV for an accountant vacancy against the job requirements, then personally review the shortlist.',
        icon: PersonSearchOutlined,
      },
      {
        title: 'Expense tracking',
        description: 'Know where your money goes without keeping a notebook of every payment.',
        example:
          'Collect eSewa, Khalti and bank alerts into one sheet that sorts spending by category and month.',
        icon: ReceiptLongOutlined,
      },
      {
        title: 'Career development',
        description: 'Plan your next move, build new skills and present yourself well to employers.',
        example:
          'Tailor your CV and cover letter for an IT job in Kathmandu, then rehearse the interview with practice questions and feedback.',
        icon: WorkOutlineOutlined,
      },
      {
        title: 'Research assistant',
        description: 'Find, read and summarise sources faster for study, reports and decisions.',
        example:
          'Summarise the papers for your thesis literature review into one table of findings, then check each source yourself.',
        icon: ManageSearchOutlined,
      },
      {
        title: 'Health & admin automation',
        description:
          'Stay on top of appointments, medicines, bills and paperwork for yourself and your family.',
        example:
          'Set reminders for a parent’s medicines and check-ups, and get a checklist of documents for a passport renewal.',
        icon: HealthAndSafetyOutlined,
      },
    ],
  },
  cta: {
    title: 'Want help getting started?',
    description:
      'Book a free consultation for personal guidance on the right tools, or explore the AI Academy to build your skills step by step.',
    actions: [
      { label: 'Get Free Consultation', to: '/consultation' },
      { label: 'Explore AI Academy', to: '/academy' },
    ],
  },
};
