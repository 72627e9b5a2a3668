import { site } from './site';
import type { CtaBlock, LegalPageContent, LegalPageId } from './types';

/** One date for all three policies: they were written together and change together. */
const lastUpdated = '2025-06-01';

const privacy: LegalPageContent = {
  id: 'privacy',
  meta: {
    title: `Privacy Policy — ${site.name}`,
    description: `How ${site.name} collects, stores and protects the name, phone number and e-mail you share through our consultation form, and your rights.`,
  },
  title: 'Privacy Policy',
  lastUpdated,
  intro: `This policy explains what personal information ${site.name} collects through this website, why, where it is kept and what you can ask us to do with it. We have kept it short and in plain language.`,
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${site.name} provides AI automation, training and consulting and is based in ${site.location}. For any privacy question, write to ${site.email}.`,
        },
      ],
    },
    {
      heading: 'What we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The only personal information we ask for is what you type into the consultation form:',
        },
        {
          kind: 'bullets',
          items: [
            'your full name;',
            'your phone number and/or e-mail address (you may give just one);',
            'the topic you need help with.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'With your request we also store where your visit began, so we can tell which pages and campaigns bring consultations: the first page you opened on this site, the name of the website that linked you there (for example facebook.com, never the full address), any campaign labels in that first page’s address (utm_source, utm_medium, utm_campaign, utm_content, utm_term), and the page and language you sent the form from. Your browser keeps this only until the tab is closed, and it is sent to us only inside a consultation request. If you never send the form, it is never sent.',
        },
        {
          kind: 'paragraph',
          text: 'There are no accounts, sign-ins or payments on this website, and we do not store your IP address with your request.',
        },
        {
          kind: 'paragraph',
          text: 'To stop floods of automated submissions, our database counts requests per IP address and network for one hour. For that it keeps a keyed hash of your IP address, of its network and of the phone number and e-mail you gave: a code from which the address cannot be read back. These codes are deleted one hour after your request, at the latest 5 minutes later. The servers of our hosting and database providers may also record IP addresses in their security logs, under their own rules; we do not use them to identify you or build a profile.',
        },
      ],
    },
    {
      heading: 'How we use it',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'to contact you about your consultation request and answer your questions;',
            'to prepare a proposal or quote if you ask for one;',
            'to keep a record of our conversation while we work together.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell or rent your information, and we do not add you to marketing lists without your permission.',
        },
      ],
    },
    {
      heading: 'Where it is stored',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Consultation requests are sent over an encrypted connection and stored in a database run by our hosted database provider, Supabase, on servers that may be located outside Nepal. The website itself can only add new requests; it cannot read them back. Only members of our team who answer requests can see them.',
        },
      ],
    },
    {
      heading: 'Information kept in your browser',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use your browser’s storage, not cookies, for a few small things that stay on your device:',
        },
        {
          kind: 'bullets',
          items: [
            'the times of your recent form submissions, so the form can prevent repeated or automated submissions;',
            'your light or dark theme preference, if you choose one;',
            'technical connection data the form’s database library may need, which holds nothing about you personally;',
            'where this visit began (see above), kept only until you close the tab and sent only with a consultation request.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We use no advertising or tracking tools. If we switch on visitor statistics, they are privacy-friendly counts without cookies (Plausible Analytics): which pages are viewed, which buttons and contact links are used, whether the consultation form was started, sent or failed and which field had a problem, and the page’s language. They never include your name, phone number or e-mail address, cannot recognise you on a later visit, and nothing at all is counted when your browser asks sites not to track you (Do Not Track or Global Privacy Control). Our Cookie Policy has the details.',
        },
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep a consultation request only as long as we need it to respond and follow up, and delete it within 12 months of our last contact unless you become a client. Client records are kept for as long as our agreement and Nepal’s tax and accounting rules require.',
        },
        {
          kind: 'paragraph',
          text: 'The keyed hashes of your IP address, network and contact details that the flood protection uses are kept for one hour and deleted at the latest 5 minutes after that. Your IP address itself is never stored.',
        },
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: `In line with Nepal’s Individual Privacy Act, 2075 (2018), which protects personal information and how it may be collected and used, you can ask us to:`,
        },
        {
          kind: 'bullets',
          items: [
            'tell you what information we hold about you and give you a copy;',
            'correct information that is wrong or out of date;',
            'delete your information;',
            'stop contacting you.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Write to ${site.email} from the e-mail address or phone number you gave us, or tell us enough to find your request. We may ask you to confirm your identity before acting, and we will respond promptly.`,
        },
      ],
    },
    {
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our services are meant for adults. If you are under 18, please ask a parent or guardian to contact us for you.',
        },
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If we change how we handle personal information, we will update this page and the date at the top. Significant changes will be explained clearly here.',
        },
      ],
    },
  ],
};

const terms: LegalPageContent = {
  id: 'terms',
  meta: {
    title: `Terms of Service — ${site.name}`,
    description: `The terms for using the ${site.name} website and requesting a free consultation, including acceptable use, our content and Nepali law.`,
  },
  title: 'Terms of Service',
  lastUpdated,
  intro: `These terms apply to your use of the ${site.name} website. By using the site, you agree to them. Paid services are covered by a separate written agreement.`,
  sections: [
    {
      heading: 'Using this website',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You may browse the site and use the consultation form for genuine enquiries. Please do not:',
        },
        {
          kind: 'bullets',
          items: [
            'submit false information or someone else’s details without their permission;',
            'send automated, repeated or spam submissions;',
            'try to disrupt, overload or gain unauthorised access to the site or its database.',
          ],
        },
      ],
    },
    {
      heading: 'Information on this site',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Articles, examples and results described on this site are general information, not professional, legal or financial advice for your situation. Figures such as efficiency gains are examples of what is possible, not guarantees. AI tools change quickly, so some details may go out of date.',
        },
      ],
    },
    {
      heading: 'Consultations and services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A free consultation carries no obligation. If you decide to work with us, the scope, timeline, price (normally in NPR) and payment terms are set out in a written quote or agreement, which takes precedence over anything on this website.',
        },
      ],
    },
    {
      heading: 'Our content',
      blocks: [
        {
          kind: 'paragraph',
          text: `The text, images, logo and design of this site belong to ${site.name}. You may share links and short quotes with credit, but please ask before copying larger parts.`,
        },
      ],
    },
    {
      heading: 'Links to other websites',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Where we link to other websites or tools, we do so for convenience. We are not responsible for their content or privacy practices.',
        },
      ],
    },
    {
      heading: 'Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We work to keep the site accurate and available, but it is provided as it is. As far as the law allows, we are not liable for losses arising from using or being unable to use the site or from relying on its general information.',
        },
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by the laws of Nepal. We would always rather resolve a concern by talking first; if that fails, disputes will be handled by the competent courts of Nepal.',
        },
      ],
    },
    {
      heading: 'Changes and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `We may update these terms and will change the date at the top when we do. Questions are welcome at ${site.email}.`,
        },
      ],
    },
  ],
};

const cookies: LegalPageContent = {
  id: 'cookies',
  meta: {
    title: `Cookie Policy — ${site.name}`,
    description: `${site.name} uses no tracking, advertising or analytics cookies. See the few local storage entries the site keeps in your browser and why.`,
  },
  title: 'Cookie Policy',
  lastUpdated,
  intro:
    'Short version: this website does not use cookies to track you, show you ads or measure your visits. It keeps a few small entries in your browser’s local storage so that some features work.',
  sections: [
    {
      heading: 'Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not set any cookies ourselves, and we use no advertising or social media tracking. Our visitor statistics, when switched on, count page views and button presses without cookies and without identifying you, and stop completely when your browser sends Do Not Track or Global Privacy Control. If our hosting or security provider ever needs a strictly necessary cookie, for example to block abusive traffic, it will be used only for that purpose.',
        },
      ],
    },
    {
      heading: 'What we keep in local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Local storage is a small space in your browser that this site can read on your device. It is never sent to us automatically. We use it for:',
        },
        {
          kind: 'bullets',
          items: [
            'Submission counter (consultation_submissions): the times of your recent consultation requests, so the form can allow at most 3 submissions per hour from one browser and stop spam.',
            'Theme preference: whether you chose the light or dark appearance, so the site remembers it on your next visit.',
            'Connection data: technical settings the form’s database library may keep to connect to our database, with no personal information about you.',
            'Visit origin (rupantaran_first_touch, in session storage): the first page of this visit, the name of the website that linked to it and any campaign labels in its address. It is deleted when you close the tab and sent to us only with a consultation request you choose to send.',
          ],
        },
      ],
    },
    {
      heading: 'Third parties',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Fonts, images and videos are served from our own site, not from outside networks. Our database provider, Supabase, receives information only when you submit the consultation form; see the Privacy Policy for how that is handled.',
        },
        {
          kind: 'paragraph',
          text: 'Nothing about your IP address is kept in your browser. The flood protection on our side keeps a keyed hash of it for one hour, deleted at the latest 5 minutes after that, and never the address itself.',
        },
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can delete these entries at any time by clearing site data for this website in your browser settings. The site will still work; it will simply forget your theme choice and submission history.',
        },
      ],
    },
    {
      heading: 'Changes and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `If we ever add cookies or similar technologies, we will update this page first. Questions are welcome at ${site.email}.`,
        },
      ],
    },
  ],
};

/** Policy pages keyed by their path without the slash. */
export const legalPages: Readonly<Record<LegalPageId, LegalPageContent>> = { privacy, terms, cookies };

/** After the fine print: a question answered in person, or the consultation the visitor came for. */
export const legalCta: CtaBlock = {
  title: 'Questions, or ready to start?',
  description:
    'Ask us anything about how we handle your details, or book a free consultation about AI for your work.',
  actions: [
    { label: 'Book a Free Consultation', to: '/consultation' },
    { label: 'Contact Us', to: '/contact' },
  ],
};
