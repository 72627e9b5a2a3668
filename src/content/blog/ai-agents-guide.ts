import type { BlogArticle } from '../types';
import { articleAuthors } from './authors';

export const article: BlogArticle = {
  id: 'ai-agents-guide',
  title: 'AI Agents Explained: A Practical Guide for Nepali Teams',
  seoTitle: 'AI Agents Explained: A Practical Guide — Rupantaran AI',
  description:
    'What AI agents are, how they plan and act with tools, where they help Nepali businesses, and how to start safely with a small, supervised pilot.',
  heroImage: {
    name: 'blog/ai-agents-guide',
    alt: 'Diagram of an AI agent at the centre of a loop, connected to a spreadsheet, an email inbox, a chat window and a calendar',
  },
  authorName: 'Bibek Thapa',
  authorAvatar: articleAuthors['Bibek Thapa'],
  date: '2024-03-21',
  readTime: 15,
  sections: [
    {
      heading: 'From chatbots that talk to agents that act',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Until recently, most people met AI as a chat window: you ask, it answers, and you decide what to do with the answer. An AI agent goes a step further. Give it a goal, such as “prepare this week’s supplier payment list” or “follow up every enquiry we did not answer yesterday”, and it works out the steps, uses the tools it has been connected to, checks its own progress and reports back when it is done or stuck.',
        },
        {
          kind: 'paragraph',
          text: 'That shift from answering to acting is why agents have become the most discussed topic in AI. It is also why they deserve more care than a chatbot: a wrong answer on a screen can be ignored, but a wrong email sent to a customer cannot be unsent. This guide explains how agents work, how they differ from the automations you may already use, where they make sense for Nepali organisations, how to get started without a large budget, and what can go wrong.',
        },
      ],
    },
    {
      heading: 'How AI agents work',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under the hood, most agents today combine a large language model (the same kind of model behind ChatGPT, Gemini and Copilot) with three extra ingredients:',
        },
        {
          kind: 'bullets',
          items: [
            'Tools: connections that let the model do things rather than only describe them, such as searching the web, reading a Google Sheet, sending an email, creating an invoice, querying a database or calling another system’s API.',
            'Memory: somewhere to keep context between steps and between sessions, such as notes from earlier tasks, a customer’s history or the company’s own documents and policies.',
            'A loop: instead of answering once, the agent plans a step, carries it out, looks at the result and decides what to do next, until the goal is reached, a limit is hit or it needs a person’s help.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A concrete example makes this clearer. Suppose an agent is asked to chase overdue payments. It reads the receivables sheet, finds invoices that are past their due date, checks each customer’s preferred language and channel, drafts a polite reminder in Nepali or English, sends it through the approved channel, records what it did, and finally gives the accountant a short list of accounts that need a phone call from a person. None of these steps is clever on its own. The value is that they happen in sequence, every week, without someone having to push them along.',
        },
        {
          kind: 'quote',
          text: 'An agent is a language model with a goal, a set of tools and permission to try again.',
          cite: 'Bibek Thapa, Automation Lead',
        },
        {
          kind: 'paragraph',
          text: 'The quality of an agent therefore depends on more than the model. Clear instructions, well-defined tools, good data and sensible limits matter just as much, and they are the parts your own team controls.',
        },
        {
          kind: 'paragraph',
          text: 'It also helps to know what an agent does not have. It has no judgement of its own about what matters to your business, no memory beyond what you give it, and no sense of cost unless you set one. Every turn of the loop is a new request to the model, and every request is billed. A well-designed agent therefore has a step limit, a spending limit and a clear instruction about when to stop and ask a person. Those limits are not a sign of distrust; they are what make it safe to let the agent work while you are busy with something else.',
        },
      ],
    },
    {
      heading: 'Agents, chatbots and automations: what is the difference?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The three words are often used loosely, which leads to mismatched expectations. It helps to separate them:',
        },
        {
          kind: 'bullets',
          items: [
            'A chatbot answers questions in a conversation. It may be very capable, but it waits for you and does not act on its own.',
            'A workflow automation, built with tools such as Zapier, Make or n8n, follows fixed rules: when a form is submitted, add a row to a sheet and send a confirmation. It is predictable and cheap to run, but it cannot cope with situations its builder did not foresee.',
            'An agent decides its own steps within limits you set. It can handle messy inputs, such as an email written half in Nepali or a PDF invoice in an unfamiliar layout, but it is less predictable and needs supervision.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'In practice the best systems mix all three. Fixed workflows handle the steps that never change, an AI model handles the steps that need interpretation, and a person makes the decisions that matter. If a task can be done reliably with a simple rule, use the rule: it is cheaper, faster and easier to trust. Reach for an agent when the inputs vary too much for rules alone.',
        },
      ],
    },
    {
      heading: 'Benefits for Nepali organisations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Agents are not magic, but they address several problems that Nepali teams know well:',
        },
        {
          kind: 'bullets',
          items: [
            'Small teams wearing many hats: in a typical Kathmandu or Biratnagar SME, the accountant also handles HR and the owner answers customer messages late at night. Agents can take on the follow-ups and routine admin that fall between roles.',
            'Work that continues after hours: customers message at ten at night, and partners abroad work in other time zones. An agent can reply, collect information and queue tasks for the morning.',
            'Bilingual by default: modern models read and write English, Nepali and Romanised Nepali, which suits customers who switch languages in the middle of a sentence.',
            'Know-how that stays when people leave: with many skilled staff moving abroad for study or work, an agent built on documented processes keeps that knowledge inside the organisation.',
            'Real efficiency gains: for repetitive, rule-heavy processes, automation can improve efficiency by up to 70%, freeing people for work that depends on relationships and judgement.',
          ],
        },
      ],
    },
    {
      heading: 'Practical use cases',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Here are agent use cases that fit the way business is done in Nepal today. Most of them can start as a supervised assistant and grow more independent as trust builds.',
        },
        {
          kind: 'bullets',
          items: [
            'Customer enquiries: answer routine questions on Messenger, WhatsApp or Viber, check stock in a sheet, take the order details and hand complex cases to staff. Assistants of this kind can handle up to 80% of routine queries around the clock.',
            'Payment reconciliation: match eSewa, Khalti and bank settlement exports against invoices, and flag mismatches and missing payments for the accountant to review.',
            'Sales follow-up: read the enquiry log each morning, draft personalised follow-ups and remind each salesperson whom to call today.',
            'Recruitment screening: summarise each application against the criteria for a role and propose interview slots, with a person making every shortlisting decision.',
            'Management reporting: gather figures from several sheets, write the weekly summary and highlight the changes that need attention.',
            'Research: collect tender notices, supplier options or competitor prices and present them in a comparison table for a person to check.',
            'Travel and trekking operators: answer itinerary questions from your own approved information, check bookings against your permit and document checklist, and prepare confirmations for staff to send.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Notice the pattern. Each use case has a clear goal, a limited set of tools and a point where a person checks the result. Use cases without those three features, such as “run our marketing” or “manage the office”, are too vague for an agent and usually end in disappointment.',
        },
        {
          kind: 'paragraph',
          text: 'Consider a wholesaler in Biratnagar that supplies groceries and household goods to some two hundred retail shops in Morang and Sunsari. Retailers send orders as Viber voice notes, photos of handwritten lists and messages that mix Nepali and English product names. A fixed workflow cannot read a photographed list, but an agent can: it transcribes the order, matches each line to the product catalogue, asks the retailer on Viber about anything it cannot match (“Do you mean the 1-litre or the 5-litre pack?”), checks the shop’s credit limit in the accounts sheet and prepares the order for the warehouse. A person approves every order above a set amount and every order from a shop that is over its limit.',
        },
      ],
    },
    {
      heading: 'Getting started: a step-by-step approach',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You do not need a research lab to build a useful agent. You need a well-chosen first task and discipline about scope.',
        },
        {
          kind: 'numbered',
          items: [
            'Pick one process that is repetitive, rule-based and annoying: something your team does at least weekly and can describe step by step.',
            'Write the process down as it actually happens today, including the exceptions. If people cannot describe it, an agent cannot follow it.',
            'Start with assistance, not autonomy. Let the agent draft and prepare while a person approves and sends. Increase its independence only when its drafts are consistently right.',
            'Choose tools you can maintain. For many teams that means Google Workspace or Microsoft 365, a workflow tool such as Make, Zapier or a self-hosted n8n, and an AI model used through its official service.',
            'Give the agent the least access it needs: read-only where possible, its own account rather than a manager’s, and no access to payroll or banking unless there is a strong reason and a human check.',
            'Log everything the agent does, so you can review, correct and explain its actions to colleagues or customers.',
            'Measure before and after: time spent, errors, response times and customer feedback. Keep the pilot only if it clearly helps.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A first pilot of this size usually fits into a few weeks. The aim is not a perfect system but evidence: does it save time, and can we trust it? Once you have that evidence for one process, the second one goes much faster, because the accounts, the logging and the habits of review are already in place.',
        },
        {
          kind: 'paragraph',
          text: 'As an example, an electronics shop in Kathmandu might begin with an agent that reads the previous day’s unanswered Messenger enquiries each morning, checks the stock sheet and drafts a reply for each one. For the first weeks a salesperson reviews every draft before it is sent. Once the drafts rarely need changes, the agent is allowed to send replies about stock and prices on its own, while questions about warranties and discounts still go to a person.',
        },
      ],
    },
    {
      heading: 'A worked example: an enquiry agent for a Thamel trekking agency',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To make the steps above concrete, here is how a small trekking agency in Thamel might set up its first agent. The agency has six office staff, sells treks in the Annapurna and Everest regions, and receives most of its enquiries by email and WhatsApp from travellers in Europe, Australia and North America, many of them arriving overnight Nepal time. Each morning two staff spend the first hours answering questions about itineraries, permits, seasons and prices, and some enquiries wait a day or more.',
        },
        {
          kind: 'numbered',
          items: [
            'Write the agency’s approved information down in one place: each itinerary day by day, what the price includes and excludes, permit and document requirements, the best seasons, the cancellation policy and the questions staff answer most often. This document, not the model’s general knowledge, is what the agent answers from.',
            'Connect the tools with the least access needed: read access to the shared enquiries inbox and the WhatsApp Business account, read access to the departures sheet that lists fixed group dates and free places, and permission to create drafts, not to send them.',
            'Write the agent’s instructions as you would brief a new colleague: reply in the traveller’s language, quote only prices from the price sheet, never confirm a booking or a refund, give no medical advice about altitude beyond the agency’s standard guidance, and hand over to a person for large groups, special requests and complaints.',
            'Test on last season’s enquiries with names and contact details removed. Staff compare the agent’s drafts with the replies they actually sent, note every error, and correct the instructions and the information document.',
            'Run the agent in draft mode for the first month. It reads each overnight enquiry, checks the departures sheet, drafts a reply and labels the enquiry by trek and travel month, so staff start the day by reviewing drafts rather than writing from scratch.',
            'Widen its independence step by step. When drafts about dates, inclusions and permits rarely need changes, let it send those replies itself, while anything about custom treks, payments or safety still goes to a person.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The pitfalls in this example are typical. Early drafts may offer a departure that is already full because the departures sheet was not updated, so keeping the sheet current becomes part of someone’s daily routine. Travellers ask about things the information document never covered, such as travel insurance or porter weight limits, and each new question is a reason to extend the document rather than to let the agent improvise. And in the peak months of October and November the volume of enquiries rises sharply, which is exactly when the step and spending limits set earlier prove their worth.',
        },
      ],
    },
    {
      heading: 'What an agent costs in Nepal',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cost is where many Nepali teams hesitate, partly because the prices they see online are in US dollars and partly because nobody tells them what a realistic pilot involves. The figures below are examples to help you plan, not quotes, and the prices of AI services change often.',
        },
        {
          kind: 'bullets',
          items: [
            'Assistant subscriptions: personal plans such as ChatGPT Plus cost about USD 20 a month, roughly NPR 2,700 at recent exchange rates. They are enough for drafting and testing instructions, but they are not meant to run an agent for the whole company.',
            'Model usage: agents that run in the background usually reach the model through the provider’s API and are billed by the amount of text processed. For a pilot handling a few dozen enquiries or documents a day, that is often a few thousand rupees a month, but a badly designed loop can multiply it, which is why spending limits matter.',
            'Workflow tools: Make and Zapier have free tiers for testing and paid plans from roughly USD 10–30 a month (about NPR 1,350–4,000); n8n can be self-hosted on a small cloud server for a similar amount, or on a computer in the office.',
            'People’s time: the largest cost is usually the hours spent writing down the process, testing drafts and reviewing the agent’s work in its first months. Budget for it openly instead of treating it as free.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Weigh those costs against the time saved. If a staff member earning NPR 35,000 a month costs the business about NPR 200 an hour, an agent that saves ten hours a week is worth around NPR 8,000 a month, before counting faster replies and fewer lost customers. Most services bill in dollars, so pay with a card your bank has enabled for international payments and keep an eye on its annual limit.',
        },
      ],
    },
    {
      heading: 'Challenges and risks to plan for',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Agents fail in ways that ordinary software does not, and it is far better to know that before deployment than after.',
        },
        {
          kind: 'bullets',
          items: [
            'Confident mistakes: a model can misread an invoice or invent a policy that does not exist. Validation rules, checked source documents and human review catch most of these.',
            'Runaway actions: an agent caught in a loop can send duplicate messages or make repeated paid requests. Set limits on the number of steps, the spending and the volume of messages.',
            'Data protection: Nepal’s Individual Privacy Act, 2075 calls for care with personal information. Know what data leaves your systems, where it is processed and who can see it, and anonymise wherever you can.',
            'Security: agents that read emails or web pages can be manipulated by instructions hidden in that content, a weakness known as prompt injection. Never let an agent move money or delete records without a person’s approval.',
            'Connectivity and cost: internet outages and usage-based pricing billed in US dollars mean you should design for retries, queue work when the line is down and watch monthly usage against your dollar card limits.',
            'People and trust: staff may worry about being replaced. Involve them early; the people who do the work today are the best designers of the agent that will help them tomorrow.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A simple way to prepare is to write a short failure plan before launch: what the agent must never do, how staff can switch it off within a minute, who checks its log each day, and what happens to the work while it is paused. Practise the plan once, for example by stopping the agent for an afternoon and letting staff handle its queue by hand. Teams that have rehearsed a stop stay calm when something goes wrong; teams that have not tend to discover on the busiest day of the season that nobody knows the password.',
        },
      ],
    },
    {
      heading: 'The future of AI agents',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Agents are improving quickly. Models are getting better at planning, at using tools reliably and at working with documents, images and voice. Software vendors are also building agent features directly into email, office suites, CRMs and accounting packages, so many teams will use agents without building anything themselves.',
        },
        {
          kind: 'paragraph',
          text: 'For Nepal, two developments matter most. The first is better support for the Nepali language, including speech, which will open agents to customers and staff who prefer not to type in English. The second is cheaper and open models that can run on local servers, which will make agents practical for organisations that are cautious about sending data abroad, such as banks, hospitals and government offices.',
        },
        {
          kind: 'paragraph',
          text: 'Expect the rules to develop as well. Nepal’s government has begun work on a national policy for AI, and sector regulators such as Nepal Rastra Bank already set expectations for how banks handle customer data and outsourced technology. Building with logs, clear ownership and human approval from the start makes it far more likely that new rules will confirm what you already do rather than force a rebuild.',
        },
        {
          kind: 'paragraph',
          text: 'What will not change is the need for clear processes and human accountability. The organisations that benefit first will be the ones that already know how their work is done, have written it down and have decided who is responsible when something goes wrong.',
        },
      ],
    },
    {
      heading: 'Key takeaways',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'An AI agent is a language model with tools, memory and a loop: it pursues a goal instead of answering a single question.',
            'Combine agents with fixed workflows and human review, so that each part does what it does best.',
            'Start with one repetitive, well-documented process and let the agent assist before it acts on its own.',
            'Limit access, log every action and protect personal data in line with Nepal’s Individual Privacy Act, 2075.',
            'Budget in rupees for subscriptions, model usage and above all staff time, and cap spending before the agent runs.',
            'Measure results honestly and expand only what clearly works.',
          ],
        },
      ],
    },
    {
      heading: 'Explore agents with us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are wondering whether an agent could take over a slice of your team’s routine work, Rupantaran AI can help you find the right first process, design a safe pilot and build it with tools your team can maintain. Book a free consultation and bring along one process that frustrates you; we will sketch together what an agent for it could look like.',
        },
      ],
    },
  ],
};
