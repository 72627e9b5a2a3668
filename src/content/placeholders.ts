import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import { site } from './site';
import type { ComingSoonContent, ComingSoonId, CtaBlock, LinkedFeature } from './types';

/* Next steps shared by several placeholder pages, so each page points somewhere useful today. */
const readTheBlog: LinkedFeature = {
  title: 'Read the blog',
  description: 'Guides on AI tools, agents and automation for Nepali professionals and businesses.',
  icon: ArticleOutlined,
  link: { label: 'Go to the Blog', to: '/blog' },
};

const exploreAcademy: LinkedFeature = {
  title: 'Explore the AI Academy',
  description: 'See the beginner courses, workshops and certification we are preparing.',
  icon: SchoolOutlined,
  link: { label: 'Explore Academy', to: '/academy' },
};

const bookConsultation: LinkedFeature = {
  title: 'Book a free consultation',
  description: 'Get direct advice on your questions from our team, at no cost.',
  icon: EventAvailableOutlined,
  link: { label: 'Get Consultation', to: '/consultation' },
};

const contactUs: LinkedFeature = {
  title: 'Contact us',
  description: `Write to us at ${site.email} and a person from our team will reply.`,
  icon: MailOutlined,
  link: { label: 'Contact Us', to: '/contact' },
};

const customDevelopment: LinkedFeature = {
  title: 'Plan an integration',
  description: 'Need AI connected to your own systems now? Our custom development team can help.',
  icon: CodeOutlined,
  link: { label: 'Custom Development', to: '/development' },
};

const nextStepsTitle = 'In the meantime';

/** Placeholder pages for sections that are not built yet, keyed by their path without the slash. */
export const comingSoonPages: Readonly<Record<ComingSoonId, ComingSoonContent>> = {
  community: {
    id: 'community',
    meta: {
      title: `Community — ${site.name}`,
      description:
        'A community for Nepali AI learners and builders to share prompts, automations and questions is coming soon. See how to connect today.',
    },
    title: 'Community',
    badge: 'Coming Soon',
    description:
      'We are creating a space where Nepali learners, professionals and builders can share prompts, automations and questions with each other.',
    nextSteps: { title: nextStepsTitle, items: [readTheBlog, exploreAcademy, contactUs] },
  },
  tutorials: {
    id: 'tutorials',
    meta: {
      title: `AI Tutorials — ${site.name}`,
      description:
        'Step-by-step tutorials on everyday AI tools with Nepali examples are being written. Read our guides on the blog while you wait.',
    },
    title: 'Tutorials',
    badge: 'Coming Soon',
    description:
      'Step-by-step tutorials on everyday AI tools, with examples from Nepali workplaces, are being written.',
    nextSteps: { title: nextStepsTitle, items: [readTheBlog, exploreAcademy, bookConsultation] },
  },
  resources: {
    id: 'resources',
    meta: {
      title: `Resources — ${site.name}`,
      description:
        'Free AI templates, checklists and guides for Nepali businesses and professionals are on the way. Here is where to find help today.',
    },
    title: 'Resources',
    badge: 'Coming Soon',
    description:
      'Free templates, checklists and prompt guides to help you start with AI at work will be collected here.',
    nextSteps: { title: nextStepsTitle, items: [readTheBlog, bookConsultation, exploreAcademy] },
  },
  support: {
    id: 'support',
    meta: {
      title: `Support — ${site.name}`,
      description:
        'A help centre for our clients is being set up. Until it opens, our team answers support questions by e-mail and through the contact page.',
    },
    title: 'Support',
    badge: 'Coming Soon',
    description:
      'A help centre with answers to common questions is being set up. Until then, our team handles support requests personally by e-mail.',
    nextSteps: { title: nextStepsTitle, items: [contactUs, bookConsultation, readTheBlog] },
  },
  docs: {
    id: 'docs',
    meta: {
      title: `API Docs — ${site.name}`,
      description:
        'Developer documentation for integrating with the automations we build will be published here. Talk to our development team in the meantime.',
    },
    title: 'API Docs',
    badge: 'Coming Soon',
    description:
      'Developer documentation for connecting your systems to the automations we build will be published here as it becomes available.',
    nextSteps: { title: nextStepsTitle, items: [customDevelopment, contactUs, readTheBlog] },
  },
};

/** Every placeholder page ends here: help that exists today, while the section is being built. */
export const comingSoonCta: CtaBlock = {
  title: 'Need help today?',
  description: 'Our team gives free, practical advice on AI for your work or business right now.',
  actions: [
    { label: 'Get Consultation', to: '/consultation' },
    { label: 'Contact Us', to: '/contact' },
  ],
};
