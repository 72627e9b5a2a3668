import type { BlogArticle } from '../types';
import { articleAuthors } from './authors';

export const article: BlogArticle = {
  id: 'nepali-businesses-automation',
  title: 'Why Nepali Businesses Should Start Automating Now',
  seoTitle: 'Why Nepali Businesses Should Automate Now — Rupantaran AI',
  description:
    'Why automation now makes sense for Nepali SMEs, which processes to automate first, and how to start small with tools your team already uses.',
  heroImage: {
    name: 'blog/nepali-businesses-automation',
    alt: 'A shop counter with a phone showing customer chats, a QR payment stand and a laptop spreadsheet, connected by automated arrows',
  },
  authorName: 'Bibek Thapa',
  authorAvatar: articleAuthors['Bibek Thapa'],
  date: '2024-03-01',
  readTime: 6,
  sections: [
    {
      heading: 'Automation is no longer only for big companies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For a long time, automation in Nepal meant expensive enterprise software that only banks, telecom companies and large manufacturers could afford. That has changed. Today a clothing shop in New Road, a pharmacy distributor in Biratnagar or a travel agency in Thamel can automate real work with tools that cost little or nothing to start: Google Sheets, the WhatsApp Business app, Meta’s business inbox, and workflow services such as Zapier, Make or n8n, combined with AI models that understand ordinary language.',
        },
        {
          kind: 'paragraph',
          text: 'The question for most Nepali businesses is no longer whether they can afford to automate, but how long they can afford not to. Here is why now is the right time, and how to begin without risking your budget.',
        },
      ],
    },
    {
      heading: 'The hidden cost of manual work',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Manual work rarely shows up as a line in the accounts, which is why it is easy to underestimate. It hides in the hours a staff member spends copying orders from chat into a register, in the evening the owner spends reconciling payments, in the customer who gave up waiting for a reply and bought elsewhere, and in the typing mistakes that lead to a wrong delivery.',
        },
        {
          kind: 'paragraph',
          text: 'Automating repetitive, rule-based processes can improve efficiency by up to 70%. Even a fraction of that, applied to the tasks your team repeats every day, frees people for the work that actually grows the business: serving customers, building relationships with suppliers and planning ahead.',
        },
      ],
    },
    {
      heading: 'Your customers are already on chat',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nepali customers increasingly prefer to message rather than call or visit. They ask about prices on Messenger, confirm orders on Viber, send photos on WhatsApp and expect a reply quickly, often late in the evening. For a small team that means a constant stream of repetitive questions.',
        },
        {
          kind: 'paragraph',
          text: 'This is exactly where automation shines. A chatbot trained on your own products and policies can handle up to 80% of routine queries around the clock, in English, Nepali or Romanised Nepali, and pass the rest to staff with the full conversation attached. Support automation of this kind can reduce customer-service costs by up to 70%, while customers get faster answers than before.',
        },
      ],
    },
    {
      heading: 'Digital payments make automation easier',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The spread of eSewa, Khalti, Fonepay QR codes and mobile banking has quietly prepared Nepali businesses for automation. Every digital payment leaves a record, and records can be processed automatically. Instead of checking screenshots one by one, a workflow can match settlement exports against orders and invoices, mark what has been paid, and list the exceptions for someone to follow up. Cash still matters, but each payment that moves to a wallet or a bank transfer is one less thing to count by hand.',
        },
        {
          kind: 'paragraph',
          text: 'The same records make better decisions possible. Once sales and payments sit in one place, it becomes easy to see which products move fastest before Dashain, which customers always pay late and which branch needs more stock, without waiting for someone to compile a report by hand.',
        },
      ],
    },
    {
      heading: 'Keep your know-how when people move on',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many Nepali businesses know the pain of a trusted employee leaving for study or work abroad and taking years of knowledge with them: which supplier gives credit, how the month-end report is prepared, what to tell a customer who wants a refund. Automation forces you to write processes down and build them into workflows, so that the knowledge stays in the business. New staff learn faster, and the business depends less on any single person’s memory.',
        },
        {
          kind: 'paragraph',
          text: 'This matters for family businesses too. When the next generation takes over a shop or a trading company, a business whose processes are written down and partly automated is far easier to hand on than one that lives in the head of the founder.',
        },
      ],
    },
    {
      heading: 'What to automate first',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The best first candidates are frequent, repetitive and easy to describe. For most SMEs that means:',
        },
        {
          kind: 'bullets',
          items: [
            'Answering common customer questions and collecting order details from chat.',
            'Recording orders, bookings and enquiries in one shared sheet instead of notebooks and phones.',
            'Matching digital payments against orders and sending polite payment reminders.',
            'Sending order confirmations, delivery updates and festival greetings to customers.',
            'Producing a short daily or weekly sales and stock summary for the owner.',
            'Drafting social media posts and product descriptions, which AI can produce up to 10x faster for a person to review.',
          ],
        },
      ],
    },
    {
      heading: 'What it looks like in practice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Picture a medicine distributor in Biratnagar that takes orders from pharmacies across the region. Today, orders arrive as Viber messages and phone calls, a staff member types them into a spreadsheet, another checks stock by walking to the store room, and the owner spends the evening matching bank and wallet payments against invoices. Every step works, but every step depends on someone remembering to do it.',
        },
        {
          kind: 'paragraph',
          text: 'With a few simple automations, the incoming Viber order is read by an AI assistant, written into the order sheet and checked against the stock list. The pharmacy gets a confirmation with the expected delivery day. Payments are matched against invoices each morning, and a short list of overdue accounts appears in the owner’s inbox. The staff still handle the exceptions, the special requests and the relationships, but the copying, checking and chasing happen on their own.',
        },
        {
          kind: 'paragraph',
          text: 'Nothing in this picture needs custom software or a large budget. It needs a clear process, tools the team already knows and someone who owns the result.',
        },
      ],
    },
    {
      heading: 'Common worries, honestly answered',
      blocks: [
        {
          kind: 'bullets',
          items: [
            '“It is too expensive.” Most tools have free or low-cost plans, and a first automation can run on software you already use. Start with one process and spend more only when it has proved its value.',
            '“We are not technical.” Modern tools are built for non-programmers. What matters more is knowing your process well, and you already do.',
            '“It will replace our staff.” In small businesses automation usually removes the tasks nobody enjoys and gives people time for customers and growth. Involve your team from the start and let them shape the changes.',
            '“Our internet is unreliable.” Good workflows queue tasks and retry when the connection returns, and a simple offline fallback keeps the shop running during an outage.',
          ],
        },
      ],
    },
    {
      heading: 'Built for Nepal’s realities',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Automation that works in Nepal has to respect local conditions. It should speak to customers in the language they use, handle dates in Bikram Sambat as well as the Gregorian calendar, survive the occasional outage, and protect customer information in line with Nepal’s Individual Privacy Act, 2075. Those details are what separate a tool that looks good in a demo from one that your staff rely on every day.',
        },
      ],
    },
    {
      heading: 'How to start this month',
      blocks: [
        {
          kind: 'numbered',
          items: [
            'Ask your team which tasks they repeat most and which ones they dislike.',
            'Choose one of them and write down each step as it is done today.',
            'Decide how you will measure success: time saved, fewer errors or faster replies.',
            'Build the simplest version with tools you already have, and test it for two weeks.',
            'Keep what works, fix what does not, then move on to the next process.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The budget for a first month is usually small. The WhatsApp Business app and Google Sheets are free, and workflow tools such as Make, Zapier or n8n have free tiers or trials that are enough for a first test. If you later need a paid plan, expect roughly USD 10–30 a month (about NPR 1,350–4,000), billed in dollars, so check that your bank card allows international payments. Then compare that with the hours your team gets back each week.',
        },
      ],
    },
    {
      heading: 'Talk to us about your first automation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Rupantaran AI helps businesses across Nepal find the processes worth automating and build solutions their teams can run and maintain. Book a free consultation, tell us how your business works today, and we will point out where automation can make the biggest difference first.',
        },
      ],
    },
  ],
};
