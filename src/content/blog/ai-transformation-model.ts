import type { BlogArticle } from '../types';
import { articleAuthors } from './authors';

export const article: BlogArticle = {
  id: 'ai-transformation-model',
  title: 'The 4-Step AI Transformation Model: From Discovery to Launch',
  seoTitle: 'The 4-Step AI Transformation Model — Rupantaran AI',
  description:
    'Our four-step model of Discovery, Strategy, Development and Launch for taking AI from an idea to a working, measurable system in your organisation.',
  heroImage: {
    name: 'blog/ai-transformation-model',
    alt: 'Four connected steps labelled Discovery, Strategy, Development and Launch, rising like a staircase towards a flag',
  },
  authorName: 'Rupantaran AI Team',
  authorAvatar: articleAuthors['Rupantaran AI Team'],
  date: '2024-03-14',
  readTime: 12,
  sections: [
    {
      heading: 'Why AI projects need a model',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many AI projects start the same way. Someone sees an impressive demo, a vendor promises a chatbot within a week, and a few months later the tool sits unused. The technology usually works. What fails is the fit with the business: the wrong problem was chosen, the data was not ready, the staff were never involved, or nobody agreed on what success would look like.',
        },
        {
          kind: 'paragraph',
          text: 'Rupantaran means transformation, and we take the word seriously. Transformation is not buying software; it is changing how work gets done, and keeping that change once the excitement fades. In our work with businesses, schools and NGOs we use a simple four-step model, Discovery, Strategy, Development and Launch, that keeps projects grounded. This article explains each step, what it produces and the questions it should answer, so you can use the model whether or not you work with us.',
        },
      ],
    },
    {
      heading: 'The model at a glance',
      blocks: [
        {
          kind: 'numbered',
          items: [
            'Discovery: understand how work happens today and where AI could genuinely help.',
            'Strategy: choose the priorities, define success and plan the solution, the budget and the risks.',
            'Development: build, connect and test the solution with real users and realistic data.',
            'Launch: roll it out, train the team, measure the results and keep improving.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The steps run in order, but the model is really a cycle. Every launch produces lessons, new data and new ideas, and those feed the next round of discovery. Organisations that get lasting value from AI rarely do one big project; they repeat this loop many times, each time a little faster.',
        },
      ],
    },
    {
      heading: 'Step 1: Discovery',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Discovery is about listening before building. We sit with the people who do the work, at the front desk, in the accounts office and on the sales floor, and map the processes that take their time. We look at the real artefacts: the paper register, the spreadsheet with twelve tabs, the Facebook inbox, the accounting software export, the Viber group where orders are confirmed.',
        },
        {
          kind: 'paragraph',
          text: 'Good discovery answers a handful of questions:',
        },
        {
          kind: 'bullets',
          items: [
            'Which tasks are repetitive, rule-based and frequent enough to be worth automating?',
            'Where do errors, delays and customer complaints come from?',
            'What data exists, where does it live and how clean is it? Is it typed in Unicode or in a legacy font, in one file or in twenty?',
            'Which channels do customers actually use: phone calls, Viber, WhatsApp, Messenger or visits to the shop?',
            'What are the constraints: budget, internet reliability, language, regulation and the team’s current skills?',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The output is an opportunity map: a short list of candidate use cases, each with a rough view of its value and effort. Just as important is the list of things AI should not do here, at least not yet. A process that is poorly understood or changes every month is a bad first candidate, however exciting it sounds.',
        },
        {
          kind: 'paragraph',
          text: 'Discovery also measures the starting point. How long does a reply to a customer take today? How many hours does the month-end close consume? How many orders are entered twice or not at all? Without these baselines, nobody can say later whether the project worked, and arguments about value turn into arguments about opinions.',
        },
        {
          kind: 'paragraph',
          text: 'In practice, discovery for a small organisation takes days, not months. For a wholesaler in Biratnagar, for instance, it might mean a morning at the order desk watching how Viber orders are written up, an afternoon with the accountant going through the month’s payment reconciliation, a conversation with the delivery staff about returned goods, and an hour with the owner about what worries them most. Collect samples as you go: a week of order messages, a month of settlement files, the current stock sheet. With personal details removed, those samples later become the test data for development.',
        },
        {
          kind: 'quote',
          text: 'The most useful question in discovery is “why do you do it this way?” Surprisingly often, the honest answer is “we always have”.',
        },
      ],
    },
    {
      heading: 'Step 2: Strategy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Strategy turns possibilities into decisions. From the opportunity map we choose one to three first use cases, usually those with clear value, available data and a team willing to try something new, and plan them properly.',
        },
        {
          kind: 'paragraph',
          text: 'A useful test for each candidate is to ask three questions together. Will it matter to customers or to the people doing the work? Do we have the data and access to build it? Will someone own it after launch? A use case that scores well on all three is a strong first choice; one that fails any of them should wait.',
        },
        {
          kind: 'bullets',
          items: [
            'Success measures, agreed before anything is built: reply time to customer messages, hours spent on the monthly reconciliation, the error rate in data entry, the number of enquiries that go unanswered.',
            'Solution design: buy, configure or build? Very often an existing tool plus a small workflow is enough, and custom software is only justified when nothing on the market fits.',
            'A data and privacy plan: which personal information is involved, whether customers have agreed to its use, and where it will be processed. Nepal’s Individual Privacy Act, 2075 should shape these choices from the start, not after launch.',
            'The real running cost: not only the set-up fee, but monthly subscriptions and usage charges (often billed in US dollars), maintenance, and the staff time needed to supervise the system.',
            'A change plan: who will use the solution, who owns it, what training they need and how their work will change.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For most organisations an AI strategy engagement takes 2-4 weeks. It should end with a short roadmap that leadership can approve and the team can understand, not a thick report that gathers dust on a shelf.',
        },
        {
          kind: 'paragraph',
          text: 'Here is what that can look like for a private school in Chitwan with around eight hundred students. Discovery found that teachers spend their evenings preparing worksheets and that the office answers the same parent questions about fees, exam dates and school buses on Viber every week. The strategy chooses two use cases: an assistant that helps teachers draft worksheets at different levels from the school’s own syllabus, and a bilingual answer service for parents built on the school calendar and fee schedule. It sets the measures (hours of preparation per week, parent questions answered without staff), names an owner for each (the academic coordinator and the office head), keeps student records out of public tools, and estimates the running costs in rupees. The whole plan fits on two pages.',
        },
      ],
    },
    {
      heading: 'Step 3: Development',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Development is where the solution is built, connected to your existing systems and tested. The principles matter more than the particular tools:',
        },
        {
          kind: 'bullets',
          items: [
            'Build in small increments and show a working version every week or two, so that surprises appear early.',
            'Use realistic, anonymised data from the start. Demos with perfect data hide exactly the problems that will appear on the first busy day.',
            'Connect to what you already have, whether that is Google Workspace, Microsoft 365, your accounting software, a CRM or the settlement files from eSewa and Khalti, rather than creating yet another island of data.',
            'Test for local realities: Romanised Nepali messages, dates in both Bikram Sambat and Gregorian formats, slow or dropped connections, and customers on older Android phones.',
            'Add guardrails: human approval for sensitive actions, a safe fallback when the AI is unsure, and logs that show what the system did and why.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Custom development typically takes 4-12 weeks, depending on the scope and on how many systems must be connected. Configuring an existing tool can be much quicker; integrating with an older ERP or a bank’s system takes longer. Throughout, the future users should be testing and commenting, because their acceptance matters as much as the code.',
        },
        {
          kind: 'paragraph',
          text: 'A typical development fortnight ends with a short demonstration to the people who will use the system, built on the real samples collected during discovery. For the Pokhara hotel described below, that might mean replaying twenty anonymised guest messages, including the awkward ones (a booking for the wrong month, a request in mixed Nepali and English, a question about a rate that has changed), and asking the reception staff whether they would have sent each answer. Their objections are the most valuable test results the project will get.',
        },
      ],
    },
    {
      heading: 'Step 4: Launch',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Launch is where many projects stumble, because it is treated as a date rather than a process. Timing matters too: a new system introduced in the middle of the Dashain rush, or during the fiscal year-end close in Asar, gets little patience from a busy team. A careful launch looks like this:',
        },
        {
          kind: 'bullets',
          items: [
            'Pilot first with one team, one branch or one channel, and widen only when the pilot is stable.',
            'Train people in their own language, with their own examples and hands-on practice, not a slide deck.',
            'Explain the purpose: make it clear that the tool is there to remove drudgery, not to replace the people using it.',
            'Measure against the success measures agreed during strategy, and share the results openly.',
            'Give the system an owner, a simple way to report problems and regular tuning as prices, products and questions change.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Implementation support is ongoing. AI systems need tending like any other part of the business: a chatbot needs new answers when a new product arrives, and a reporting workflow needs adjusting when the chart of accounts changes. Planning for that from the start is what keeps a launch from quietly decaying.',
        },
        {
          kind: 'paragraph',
          text: 'For a small team, the first month after launch might run like this:',
        },
        {
          kind: 'numbered',
          items: [
            'Week 1: run the new system alongside the old way of working, so nothing is lost if it fails, and collect every problem in one shared list.',
            'Week 2: fix the most frequent problems, hold a short refresher session and let the system handle the routine cases on its own.',
            'Week 3: compare the measures with the discovery baseline and share the figures with the team, good or bad.',
            'Week 4: decide with the owner what to keep, what to change and which opportunity from the map comes next.',
          ],
        },
      ],
    },
    {
      heading: 'What results can you expect?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Results depend on the process and on how well it was chosen, but well-scoped projects deliver meaningful gains. Automating repetitive processes can improve efficiency by up to 70%. Support automation can reduce customer-service costs by up to 70%, with chatbots handling up to 80% of routine queries around the clock. Marketing teams can produce content up to 10x faster, and in one example personalised campaigns lifted engagement by 40%.',
        },
        {
          kind: 'paragraph',
          text: 'Those figures are ceilings, not promises. The purpose of the model is to make the right gains achievable for you, by measuring the starting point during discovery, agreeing realistic targets during strategy and checking them honestly after launch.',
        },
      ],
    },
    {
      heading: 'Budgeting in rupees',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Leaders rightly ask what a project like this costs. Consulting fees depend on scope and are quoted after a first conversation, but the other costs can be estimated early, and they should be, during strategy rather than after launch. The figures below are examples to help you plan; prices change, and many are billed in US dollars.',
        },
        {
          kind: 'bullets',
          items: [
            'Discovery and strategy: mainly staff time. Expect each team involved to give a few hours to interviews and a few more to reviewing the roadmap.',
            'Tools: many first use cases run on subscriptions the organisation already pays for, such as Google Workspace or Microsoft 365. New tools range from free tiers to around USD 10–30 a month each (about NPR 1,350–4,000), and an assistant such as ChatGPT Plus costs about USD 20 a month per person, roughly NPR 2,700.',
            'Usage: chatbots and agents that call a model through an API are billed by volume. At the scale of a small business this is often a few thousand rupees a month, but it should be capped and watched.',
            'Support after launch: someone’s time every week to update answers, review logs and handle exceptions. For a small organisation that is often a few hours a week; make sure it appears in someone’s job description.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Then compare these costs with the baseline measured during discovery. If the Biratnagar order desk spends forty hours a month re-typing orders and an hour of staff time costs the business about NPR 200, the problem is worth around NPR 8,000 a month, which tells you how much a solution can sensibly cost to run.',
        },
      ],
    },
    {
      heading: 'An illustration: a family hotel in Pokhara',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Imagine a mid-sized, family-run hotel near Phewa Lake. Discovery shows that the owner’s son answers booking messages on WhatsApp and Messenger late into the night, that the same questions about room rates, airport pick-up and trekking permits come up again and again, and that bookings are written in a notebook before being copied into a spreadsheet.',
        },
        {
          kind: 'paragraph',
          text: 'Strategy picks two use cases: a bilingual assistant for booking enquiries that hands over to staff when needed, and an automatic booking sheet that records confirmed reservations and advance payments. The success measures are reply time, missed enquiries and the hours spent on messages each week.',
        },
        {
          kind: 'paragraph',
          text: 'Development configures the assistant on the hotel’s own answers, connects it to an availability sheet and tests it with anonymised past conversations, including on the patchy Wi-Fi of the reception. Launch happens in the quieter monsoon months, so the staff can learn the system and fix gaps before the autumn trekking season brings its rush of guests.',
        },
        {
          kind: 'paragraph',
          text: 'This is an illustration rather than a case study, but it shows how each step turns a vague ambition, “we should use AI”, into a concrete and measurable change.',
        },
      ],
    },
    {
      heading: 'Common mistakes the model helps you avoid',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Starting with a tool instead of a problem. Discovery forces the problem to come first.',
            'Trying to automate everything at once. Strategy limits the first round to one to three use cases.',
            'Building on data that does not exist or cannot be trusted. Discovery checks the data before anyone promises results.',
            'Leaving staff out. Users are involved from the first interview to the final training session.',
            'Having no way to tell whether it worked. Success measures are agreed before development begins.',
            'Treating launch as the finish line. Ongoing support and the next discovery cycle are part of the plan.',
            'Forgetting the running costs. Strategy puts subscriptions, usage and staff time, in rupees, on the table before anyone signs.',
          ],
        },
      ],
    },
    {
      heading: 'Where to begin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can start discovery yourself this week. Ask each team to list the three tasks that frustrate them most, how often they happen and what information they involve. Look for tasks that appear on several lists. Then pick one and write down, step by step, how it is done today. That single page is the most valuable input any AI project can have, and it often reveals quick improvements that need no AI at all.',
        },
      ],
    },
    {
      heading: 'Start with a free consultation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you would like a partner for the journey, Rupantaran AI runs this model with organisations of every size, from a single-owner shop to a multi-branch company. A free consultation is in effect the first conversation of discovery: we listen, ask the questions above and give you an honest view of whether and where AI can help, with no obligation to go further.',
        },
      ],
    },
  ],
};
