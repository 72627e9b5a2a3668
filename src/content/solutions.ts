import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AutoGraphOutlined from '@mui/icons-material/AutoGraphOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import PinDropOutlined from '@mui/icons-material/PinDropOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SupportOutlined from '@mui/icons-material/SupportOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { site } from './site';
import type { Breadcrumb, SolutionCard, SolutionId, SolutionPageContent } from './types';

/** The five business solutions, in the order the Business use-cases page shows them. */
export const solutionCards: readonly SolutionCard[] = [
  {
    id: 'customer-service-automation',
    title: 'Customer Service Automation',
    description:
      'Chatbots that answer customers on your website, Messenger, WhatsApp and Viber in Nepali and English, day and night.',
    icon: SupportAgentOutlined,
    colour: 'primary',
    pageUrl: '/customer-service-automation',
  },
  {
    id: 'marketing-automation',
    title: 'Marketing Automation',
    description: 'Create, schedule and measure campaigns and social content without a large marketing team.',
    icon: CampaignOutlined,
    colour: 'secondary',
    pageUrl: '/marketing-automation',
  },
  {
    id: 'employee-onboarding',
    title: 'Employee Onboarding & HR',
    description:
      'Paperless onboarding, leave requests and an HR assistant that answers policy questions for your staff.',
    icon: BadgeOutlined,
    colour: 'success',
    pageUrl: '/employee-onboarding',
  },
  {
    id: 'supply-chain-optimization',
    title: 'Supply Chain Optimization',
    description:
      'Forecast demand, keep the right stock and plan deliveries around festival peaks and road closures.',
    icon: LocalShippingOutlined,
    colour: 'warning',
    pageUrl: '/supply-chain-optimization',
  },
  {
    id: 'data-analytics',
    title: 'Data Analytics & BI',
    description: 'Turn sales sheets and accounting exports into clear dashboards and answers you can act on.',
    icon: InsightsOutlined,
    colour: 'info',
    pageUrl: '/data-analytics',
  },
];

const businessSolutionsCrumb: Breadcrumb = { label: 'Business Solutions', to: '/use-cases/business' };

function breadcrumbsFor(title: string): readonly Breadcrumb[] {
  return [{ label: 'Home', to: '/' }, businessSolutionsCrumb, { label: title }];
}

const consultationCta = { label: 'Book a Free Consultation', to: '/consultation' } as const;

const supplyChain: SolutionPageContent = {
  id: 'supply-chain-optimization',
  meta: {
    title: `Supply Chain & Logistics Optimization — ${site.name}`,
    description:
      'AI demand forecasting, inventory control and delivery planning for Nepali traders, distributors and manufacturers. Book a free demo.',
  },
  breadcrumbs: breadcrumbsFor('Supply Chain Optimization'),
  hero: {
    title: 'Supply Chain & Logistics Optimization',
    subtitle:
      'Forecast demand, keep the right stock and move goods on time, even with festival peaks, border delays and monsoon road closures.',
    actions: [{ label: 'Book a Free Demo', to: '/consultation' }],
  },
  sections: [
    {
      id: 'features',
      kind: 'features',
      display: 'cards',
      title: 'Key Features',
      items: [
        {
          title: 'Demand forecasting',
          description:
            'Predict what will sell and when from your sales history and seasonal patterns such as Dashain, Tihar and wedding season.',
          icon: TrendingUpOutlined,
        },
        {
          title: 'Inventory optimization',
          description:
            'Reorder points and low-stock alerts, so you neither run out nor tie up cash in slow-moving goods.',
          icon: Inventory2Outlined,
        },
        {
          title: 'Route & delivery planning',
          description:
            'Plan delivery runs in the valley and beyond, allowing for traffic, road closures and cash-on-delivery collection.',
          icon: RouteOutlined,
        },
        {
          title: 'Supplier management',
          description:
            'Track orders, lead times and reliability for suppliers in Nepal and abroad in one place.',
          icon: HandshakeOutlined,
        },
        {
          title: 'Live operations dashboard',
          description: 'See orders, stock and shipments at a glance instead of chasing updates by phone.',
          icon: DashboardOutlined,
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      display: 'checklist',
      title: 'Benefits',
      items: [
        {
          title: 'Lower carrying costs',
          description: 'Hold the stock you need, not the stock you fear running out of.',
        },
        {
          title: 'Fewer stock-outs',
          description: 'Reorder in time for busy seasons instead of after customers leave empty-handed.',
        },
        {
          title: 'Reliable deliveries',
          description: 'Better-planned routes mean fewer missed drops and happier customers.',
        },
        {
          title: 'Decisions with less guesswork',
          description: 'Plans based on your own numbers, ready when suppliers and banks ask.',
        },
      ],
    },
  ],
  cta: {
    title: 'See it with your own data',
    description:
      'Share a sample of your sales and stock records and we will show what forecasting and planning could look like for your business.',
    actions: [{ label: 'Book a Free Demo', to: '/consultation' }],
  },
};

const dataAnalytics: SolutionPageContent = {
  id: 'data-analytics',
  meta: {
    title: `Data Analytics & Business Intelligence — ${site.name}`,
    description:
      'Dashboards, automated reports and predictive insights built from your sales, accounting and customer data, for growing businesses in Nepal.',
  },
  breadcrumbs: breadcrumbsFor('Data Analytics & BI'),
  hero: {
    title: 'Data Analytics & Business Intelligence',
    subtitle:
      'Turn sales sheets, accounting exports and customer messages into clear dashboards and answers you can act on.',
    actions: [consultationCta],
  },
  sections: [
    {
      id: 'offers',
      kind: 'offers',
      display: 'cards',
      title: 'What We Offer',
      items: [
        {
          title: 'Interactive dashboards',
          description:
            'Sales, expenses, stock and customers on one screen, updated automatically and readable on a phone.',
          icon: DashboardOutlined,
        },
        {
          title: 'Automated reporting',
          description:
            'Daily, weekly and monthly reports that build themselves and arrive by e-mail or Viber.',
          icon: AssessmentOutlined,
        },
        {
          title: 'Predictive analytics',
          description:
            'Forecasts of sales, cash flow and demand that help you plan for festival seasons and slow months.',
          icon: AutoGraphOutlined,
        },
        {
          title: 'Customer insights',
          description:
            'Learn who buys what, how often and through which channel, and which customers are drifting away.',
          icon: PeopleAltOutlined,
        },
        {
          title: 'Data integration & cleanup',
          description:
            'Bring together spreadsheets, accounting software, online store and wallet records into one clean, reliable source.',
          icon: StorageOutlined,
        },
      ],
    },
    {
      id: 'why-it-matters',
      kind: 'whyItMatters',
      display: 'checklist',
      title: 'Why It Matters',
      items: [
        {
          title: 'Decide on facts, not hunches',
          description: 'See what is really selling and what is really costing you before you commit money.',
        },
        {
          title: 'Spot problems early',
          description:
            'Falling sales, rising costs or unpaid invoices show up while there is still time to act.',
        },
        {
          title: 'Save hours of manual reporting',
          description: 'Stop rebuilding the same spreadsheet every month-end.',
        },
        {
          title: 'Understand your customers',
          description: 'Serve your best customers better and win back the ones who stopped ordering.',
        },
        {
          title: 'Plan growth with confidence',
          description: 'Back a new branch, product or hire with numbers you can show partners and lenders.',
        },
      ],
    },
  ],
  related: {
    id: 'related',
    title: 'Explore Other Solutions',
    ids: ['customer-service-automation', 'marketing-automation', 'supply-chain-optimization'],
  },
  cta: {
    title: 'Ready to make sense of your data?',
    description:
      'Tell us where your numbers live today and we will suggest the quickest way to useful insight.',
    actions: [consultationCta],
  },
};

const customerService: SolutionPageContent = {
  id: 'customer-service-automation',
  meta: {
    title: `Customer Service Automation & Chatbots — ${site.name}`,
    description:
      'AI chatbots for websites, Messenger, WhatsApp and Viber that answer Nepali and English customers around the clock and hand over to your staff.',
  },
  breadcrumbs: breadcrumbsFor('Customer Service Automation'),
  hero: {
    title: 'Customer Service Automation & Chatbots',
    subtitle:
      'Answer every customer quickly, in Nepali or English, on the channels they already use, while your team handles the conversations that need a person.',
    actions: [consultationCta],
  },
  sections: [
    {
      id: 'offers',
      kind: 'offers',
      display: 'cards',
      title: 'What We Offer',
      items: [
        {
          title: 'Website chat assistant',
          description:
            'A chat widget trained on your products, prices and policies that answers visitors instantly.',
          icon: ChatOutlined,
        },
        {
          title: 'Messenger, WhatsApp & Viber',
          description:
            'One assistant across the messaging apps your customers prefer, with conversations in one inbox.',
          icon: ForumOutlined,
        },
        {
          title: 'Bilingual support',
          description:
            'Understands Nepali, English and Romanized Nepali, and replies in the language the customer uses.',
          icon: TranslateOutlined,
        },
        {
          title: 'Smart routing & handover',
          description:
            'Complex or sensitive cases go to the right staff member with the full conversation attached.',
          icon: AltRouteOutlined,
        },
        {
          title: 'Knowledge base automation',
          description:
            'Keep answers current from one place: update a price or policy once and every channel knows.',
          icon: MenuBookOutlined,
        },
        {
          title: 'Conversation insights',
          description:
            'See what customers ask most, where they get stuck and which questions should become new answers.',
          icon: QueryStatsOutlined,
        },
      ],
    },
    {
      id: 'chatbot-types',
      kind: 'chatbotTypes',
      display: 'cards',
      title: 'Types of Chatbots',
      items: [
        {
          title: 'FAQ assistant',
          description: 'Opening hours, prices, locations and policies answered instantly.',
          icon: HelpOutlineOutlined,
        },
        {
          title: 'Sales & lead assistant',
          description:
            'Recommends products, collects contact details and passes warm leads to your sales team.',
          icon: StorefrontOutlined,
        },
        {
          title: 'Booking assistant',
          description:
            'Takes appointments and reservations for clinics, salons, hotels and training centres.',
          icon: EventAvailableOutlined,
        },
        {
          title: 'Order tracking assistant',
          description: 'Tells customers where their order is without a phone call to your office.',
          icon: PinDropOutlined,
        },
        {
          title: 'Payment & billing assistant',
          description: 'Answers questions about invoices, due dates and eSewa, Khalti or bank payments.',
          icon: PaymentsOutlined,
        },
        {
          title: 'Internal helpdesk',
          description:
            'Answers staff questions about IT, HR policies and procedures so managers are interrupted less.',
          icon: SupportOutlined,
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      display: 'checklist',
      title: 'Benefits',
      items: [
        {
          title: 'Support around the clock',
          description:
            'Chatbots can handle up to 80% of routine queries around the clock, including festival holidays.',
        },
        {
          title: 'Lower support costs',
          description: 'Automating routine conversations can cut support costs by up to 70%.',
        },
        {
          title: 'Faster replies',
          description: 'Customers get answers in seconds instead of waiting for someone to check the inbox.',
        },
        {
          title: 'Consistent answers',
          description: 'Every customer hears the same correct price and policy, whoever is on shift.',
        },
        {
          title: 'Staff focus on what matters',
          description: 'Your team spends its time on complaints, sales and cases that need a human touch.',
        },
      ],
    },
  ],
  cta: {
    title: 'Never miss a customer message again',
    description:
      'Show us the questions your team answers every day and we will show you what an assistant can take over.',
    actions: [consultationCta],
  },
};

const marketing: SolutionPageContent = {
  id: 'marketing-automation',
  meta: {
    title: `Marketing Automation & Content Generation — ${site.name}`,
    description:
      'AI content, social scheduling, e-mail and SMS campaigns and audience targeting for Nepali brands, in Nepali and English, with clear reporting.',
  },
  breadcrumbs: breadcrumbsFor('Marketing Automation'),
  hero: {
    title: 'Marketing Automation & Content Generation',
    subtitle:
      'Create on-brand content in Nepali and English, publish it on schedule and follow up every lead, without a large marketing team.',
    actions: [consultationCta],
  },
  sections: [
    {
      id: 'offers',
      kind: 'offers',
      display: 'cards',
      title: 'What We Offer',
      items: [
        {
          title: 'AI content generation',
          description:
            'Posts, captions, product descriptions and blog drafts in your brand voice, reviewed by you before publishing.',
          icon: EditNoteOutlined,
        },
        {
          title: 'Social media scheduling',
          description:
            'A content calendar for Facebook, Instagram and TikTok, planned around festivals and sale seasons.',
          icon: ScheduleSendOutlined,
        },
        {
          title: 'E-mail & SMS campaigns',
          description:
            'Automated welcome messages, offers and reminders sent at the right moment for each customer.',
          icon: MarkEmailReadOutlined,
        },
        {
          title: 'Audience segmentation',
          description:
            'Group customers by location, purchases and interests so each group gets messages that fit.',
          icon: GroupsOutlined,
        },
        {
          title: 'Performance analytics',
          description:
            'One report that shows which posts, campaigns and channels bring in enquiries and sales.',
          icon: BarChartOutlined,
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      display: 'checklist',
      title: 'Benefits',
      items: [
        {
          title: 'Content 10x faster',
          description:
            'Go from idea to a week of ready-to-review posts up to 10x faster than writing from scratch.',
        },
        {
          title: 'Higher engagement',
          description:
            'Personalised, well-timed messages engage more people; in one example engagement rose by 40%.',
        },
        {
          title: 'A consistent presence',
          description: 'Keep posting through busy months and holidays, because the calendar runs itself.',
        },
        {
          title: 'Every lead followed up',
          description: 'Enquiries from comments and messages get a timely reply instead of going cold.',
        },
        {
          title: 'Budget spent on what works',
          description: 'Clear results show where to put your next rupee of ad spend.',
        },
      ],
    },
  ],
  cta: {
    title: 'Grow your reach without growing your workload',
    description:
      'Tell us about your brand and audience, and we will plan the first automated campaign with you.',
    actions: [
      { label: 'Start Automating', to: '/consultation' },
      { label: 'Talk to an Expert', to: '/consultation' },
    ],
  },
};

const onboarding: SolutionPageContent = {
  id: 'employee-onboarding',
  meta: {
    title: `Employee Onboarding & HR Automation — ${site.name}`,
    description:
      'Paperless onboarding, document collection, leave requests and an HR assistant for Nepali companies, so new hires settle in faster.',
  },
  breadcrumbs: breadcrumbsFor('Employee Onboarding & HR'),
  hero: {
    title: 'Employee Onboarding & HR Automation',
    subtitle:
      'Give every new hire a smooth start and free your HR team from paperwork, reminders and the same questions asked again and again.',
    actions: [consultationCta],
  },
  sections: [
    {
      id: 'offers',
      kind: 'offers',
      display: 'cards',
      title: 'What We Offer',
      items: [
        {
          title: 'Digital onboarding workflows',
          description:
            'Step-by-step checklists for new hires, managers and IT, with reminders so nothing is forgotten.',
          icon: ChecklistOutlined,
        },
        {
          title: 'Document collection',
          description:
            'Citizenship copies, certificates and bank details gathered online and filed in the right place.',
          icon: DescriptionOutlined,
        },
        {
          title: 'HR helpdesk assistant',
          description:
            'Answers questions about leave, payroll dates and policies in Nepali or English, any time.',
          icon: QuestionAnswerOutlined,
        },
        {
          title: 'Leave & attendance automation',
          description:
            'Requests, approvals and balances handled in one flow instead of paper forms and phone calls.',
          icon: EventNoteOutlined,
        },
        {
          title: 'Training & policy learning',
          description:
            'Short learning paths and quizzes that help new staff learn your products, tools and rules.',
          icon: SchoolOutlined,
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      display: 'checklist',
      title: 'Benefits',
      items: [
        {
          title: 'Productive sooner',
          description: 'New hires know what to do from day one, with accounts and equipment ready.',
        },
        {
          title: 'Less paperwork',
          description: 'HR staff spend their time on people, not on chasing forms and signatures.',
        },
        {
          title: 'A consistent welcome',
          description: 'Every employee, in every branch, gets the same clear introduction.',
        },
        {
          title: 'Records in order',
          description: 'Documents, approvals and leave history are complete and easy to find when needed.',
        },
        {
          title: 'Happier teams',
          description: 'Quick answers and fair, transparent processes build trust from the first week.',
        },
      ],
    },
  ],
  cta: {
    title: 'Make your next hire’s first week the easiest yet',
    description:
      'Walk us through your current onboarding and we will show where automation saves the most time.',
    actions: [consultationCta],
  },
};

/** Content of each solution detail page, keyed by the page's id (its path without the slash). */
export const solutionPages: Readonly<Record<SolutionId, SolutionPageContent>> = {
  'customer-service-automation': customerService,
  'marketing-automation': marketing,
  'employee-onboarding': onboarding,
  'supply-chain-optimization': supplyChain,
  'data-analytics': dataAnalytics,
};
