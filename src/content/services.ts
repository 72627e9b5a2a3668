import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import PrecisionManufacturingOutlined from '@mui/icons-material/PrecisionManufacturingOutlined';
import { processSteps } from './home';
import { site } from './site';
import type {
  ConsultingOffer,
  CtaBlock,
  HeroContent,
  Industry,
  ListSection,
  PageMeta,
  ProcessStep,
  ServiceCard,
} from './types';

export interface ServicesContent {
  meta: PageMeta;
  hero: HeroContent;
  /** Anchor id 'automation': the footer links to /services#automation. */
  automation: ListSection<ServiceCard>;
  consulting: ListSection<ConsultingOffer>;
  industries: ListSection<Industry>;
  process: ListSection<ProcessStep>;
  cta: CtaBlock;
}

export const servicesContent: ServicesContent = {
  meta: {
    title: `AI Automation & Consulting Services — ${site.name}`,
    description:
      'Chatbots, process, marketing and HR automation plus AI strategy and custom development for Nepali businesses, with clear timelines and NPR quotes.',
  },
  hero: {
    title: 'AI Services That Work as Hard as You Do',
    subtitle:
      'From a chatbot that answers customers on Viber at midnight to a roadmap for your whole company, we design, build and support AI that fits Nepali businesses.',
    actions: [
      { label: 'Get Started', to: '/consultation' },
      { label: 'Learn More', to: '/use-cases/business', context: 'about our business solutions' },
    ],
  },
  automation: {
    id: 'automation',
    title: 'AI Automation Services',
    subtitle: 'Take repetitive work off your team and give customers faster answers.',
    items: [
      {
        id: 'chatbots',
        title: 'AI Chatbots & Assistants',
        description:
          'Assistants that answer customers on your website, Messenger, WhatsApp and Viber in Nepali and English, and hand over to a person when needed.',
        features: [
          'Answers on prices, stock, opening hours and policies',
          'Order and booking status lookups',
          'Handover to staff with the full conversation',
          'Up to 80% of routine queries handled around the clock',
        ],
        icon: SmartToyOutlined,
      },
      {
        id: 'process-automation',
        title: 'Business Process Automation',
        description:
          'Remove the copy-paste work between spreadsheets, accounting software, inboxes and chat apps, so information moves on its own.',
        features: [
          'Invoice, bill and purchase-order processing',
          'Automatic reports from sales and stock data',
          'Approval workflows with reminders',
          'Efficiency gains of up to 70% on repetitive processes',
        ],
        icon: AccountTreeOutlined,
      },
      {
        id: 'marketing-automation',
        title: 'Marketing Automation',
        description:
          'Plan, write and schedule campaigns across Facebook, Instagram, TikTok, e-mail and SMS without a large marketing team.',
        features: [
          'Posts and captions drafted in Nepali and English',
          'Campaigns scheduled ahead of Dashain, Tihar and sale seasons',
          'Lead follow-up by SMS, e-mail or Viber',
          'Campaign results in one report',
        ],
        icon: CampaignOutlined,
      },
      {
        id: 'hr-automation',
        title: 'Employee Onboarding & HR',
        description:
          'Give new hires a smooth first week and free HR staff from paperwork, from document collection to leave requests.',
        features: [
          'Digital onboarding checklists and document collection',
          'Leave and attendance requests without paper forms',
          'An HR assistant that answers policy questions',
          'Payroll data prepared for your accountant',
        ],
        icon: BadgeOutlined,
      },
    ],
  },
  consulting: {
    id: 'consulting',
    title: 'Consulting Services',
    subtitle: 'Expert guidance with clear timelines, from first plan to long-term support.',
    items: [
      {
        id: 'ai-strategy',
        title: 'AI Strategy & Roadmap',
        description:
          'Find out where AI will pay off in your business, what it needs and in which order to do it.',
        features: [
          'Workshops with owners and team leads',
          'Review of current tools and data',
          'Clear, jargon-free advice',
        ],
        duration: '2-4 weeks',
        deliverables: [
          'Assessment of current workflows and tools',
          'Prioritised list of automation opportunities',
          'Phased roadmap with effort and budget ranges in NPR',
          'Notes on data readiness and risks',
        ],
        icon: MapOutlined,
      },
      {
        id: 'custom-development',
        title: 'Custom AI Development',
        description:
          'Tailored assistants, automations and integrations built around your systems and the way your team works.',
        features: [
          'Built and tested with your real data',
          'Regular demos while we build',
          'Bilingual Nepali–English where needed',
        ],
        duration: '4-12 weeks',
        deliverables: [
          'Working solution deployed on your systems',
          'Integrations with existing tools such as CRM, ERP or accounting software',
          'Documentation and an admin guide',
          'Training for the staff who will use it',
        ],
        icon: CodeOutlined,
      },
      {
        id: 'implementation-support',
        title: 'Implementation Support',
        description:
          'Stay confident after launch, with someone watching, fixing and improving what has been built.',
        features: [
          'Monitoring and quick fixes',
          'Help for your team by phone or e-mail',
          'Improvements as your needs grow',
        ],
        duration: 'Ongoing',
        deliverables: [
          'Regular health checks and fixes',
          'Periodic improvement reviews',
          'Updates as AI models and tools change',
          'Priority help for your team',
        ],
        icon: HandshakeOutlined,
      },
    ],
  },
  industries: {
    id: 'industries',
    title: 'Industries We Serve',
    subtitle: 'Automation shaped for how each sector works in Nepal.',
    items: [
      {
        name: 'E-commerce',
        use_cases: [
          'Order confirmations and cash-on-delivery follow-ups',
          'Product questions answered on Facebook and Instagram',
          'Stock alerts and daily sales summaries',
          'Matching eSewa and Khalti payments to orders',
        ],
        icon: ShoppingCartOutlined,
      },
      {
        name: 'Healthcare',
        use_cases: [
          'Appointment booking and reminders by SMS or Viber',
          'Answers to common patient questions in Nepali and English',
          'Digital intake forms and tidy patient records',
          'Medicine stock tracking for pharmacies',
        ],
        icon: LocalHospitalOutlined,
      },
      {
        name: 'Education',
        use_cases: [
          'Admission enquiries answered around the clock',
          'Fee reminders and payment tracking',
          'Attendance and result reports for parents',
          'Lesson and quiz preparation for teachers',
        ],
        icon: SchoolOutlined,
      },
      {
        name: 'Real Estate',
        use_cases: [
          'Lead capture and follow-up from property listings',
          'Matching properties to buyer requirements',
          'Site-visit scheduling and reminders',
        ],
        icon: HomeWorkOutlined,
      },
      {
        name: 'Hospitality',
        use_cases: [
          'Booking enquiries on WhatsApp, Viber and Messenger',
          'Guest messages answered in several languages',
          'Review monitoring and reply drafts',
          'Occupancy and seasonal demand reports',
        ],
        icon: HotelOutlined,
      },
      {
        name: 'Manufacturing',
        use_cases: [
          'Raw-material and inventory forecasting',
          'Production and maintenance scheduling',
          'Quality-check logs and reports',
          'Supplier order tracking',
        ],
        icon: PrecisionManufacturingOutlined,
      },
    ],
  },
  process: {
    id: 'process',
    title: 'How We Work',
    subtitle: 'The same four steps for every project, large or small.',
    items: processSteps,
  },
  cta: {
    title: 'Not sure where to start?',
    description:
      'Book a free consultation and we will help you pick the first automation, or browse real examples of what businesses automate.',
    actions: [
      { label: 'Book a Free Consultation', to: '/consultation' },
      { label: 'See Business Use Cases', to: '/use-cases/business' },
    ],
  },
};
