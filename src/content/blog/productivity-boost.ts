import type { BlogArticle } from '../types';
import { articleAuthors } from './authors';

export const article: BlogArticle = {
  id: 'productivity-boost',
  title: '5 Ways AI Can Instantly Boost Your Productivity at Work',
  seoTitle: '5 Ways AI Boosts Your Productivity at Work — Rupantaran AI',
  description:
    'Five practical ways to use AI at work this week: smart scheduling, email and documents, instant data insights, customer chatbots and creative help.',
  heroImage: {
    name: 'blog/productivity-boost',
    alt: 'A laptop on an office desk surrounded by a calendar, an email inbox, a bar chart and a chat bubble, all linked to an AI assistant',
  },
  authorName: 'Sujata Karki',
  authorAvatar: articleAuthors['Sujata Karki'],
  date: '2024-03-28',
  readTime: 10,
  sections: [
    {
      heading: 'Why “instantly” is not an exaggeration',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most talk about AI in Nepal still sounds like it is about the future: big transformation programmes, expensive consultants, software that takes a year to build. Yet the most useful gains for an individual professional are available today, inside tools that many offices already use or can try for free: ChatGPT, Google Gemini, Microsoft Copilot, the smart features built into Gmail and Outlook, and simple automation services such as Zapier, Make or n8n.',
        },
        {
          kind: 'paragraph',
          text: 'This article walks through five areas where AI pays off within the first week: how you plan your time, how you handle email and documents, how you get answers from your data, how you respond to customers, and how you produce creative work. For each one we describe what to try, what to watch out for, and how it looks in a Nepali workplace, where customers write in a mix of Nepali and English, payments arrive through eSewa and Khalti, and half of the team’s conversations happen on Viber.',
        },
        {
          kind: 'paragraph',
          text: 'Well-chosen automation can make repetitive work up to 70% more efficient. You will not reach that on the first day, but if you start with the right tasks you will feel the difference within days, not months.',
        },
      ],
    },
    {
      heading: '1. Smart scheduling: let AI guard your calendar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Scheduling is a small task that quietly eats the week. A meeting request arrives on Messenger, a follow-up by email, a change of plan by phone, and somebody has to reconcile it all. AI-assisted scheduling removes most of that back-and-forth and protects the time you need for real work.',
        },
        {
          kind: 'bullets',
          items: [
            'Booking links: Google Calendar appointment schedules, Microsoft Bookings or Calendly let clients pick a free slot themselves, in their own time zone. That is handy when a client or partner sits in Doha, Sydney or Toronto.',
            'Assistants inside your calendar: Copilot in Outlook and Gemini in Google Workspace can suggest meeting times, summarise what a meeting is about and draft an agenda from the email thread.',
            'Focus blocks: ask an assistant to look at your week and propose protected blocks for deep work before the days fill up with calls.',
            'Room for reality: ask it to add travel time for Kathmandu traffic and to keep a spare slot for days when the power or the internet lets you down.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A simple prompt to start with: “Here are my tasks and meetings for next week. Propose a schedule that puts the hardest work in the morning, groups calls together and leaves a buffer every afternoon.” Copy the result into your calendar, adjust it, and repeat the exercise every Friday. After a few weeks you will know which parts of your planning the assistant gets right and which still need your judgement.',
        },
      ],
    },
    {
      heading: '2. Email and document management without the backlog',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For most office workers, email and documents are where the day disappears. AI is especially good at the first draft and the first read, which happen to be the slowest parts of the job.',
        },
        {
          kind: 'bullets',
          items: [
            'Summarise long threads: paste a thread, with personal details removed, and ask for the decisions made, the open questions and who owes what to whom.',
            'Draft replies in the right register: a formal English letter to a bank, or a warm Nepali message to a customer who has bought from you for years. When your audience is mixed, ask for both versions.',
            'Turn notes into documents: meeting notes into minutes, a voice-memo transcript into a proposal outline, a few bullet points into a clean office circular.',
            'Find things faster: Copilot and Gemini can search across your files in Microsoft 365 or Google Drive, and consistent file names (client, date, document type) make that search far more reliable.',
            'Template the repeats: quotations, offer letters and monthly reports can be generated from a Google Sheet with a small automation instead of being retyped each time.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'One tip that matters in Nepal: many offices still keep their documents in legacy fonts such as Preeti. To an AI tool, that text looks like scrambled English letters. Converting your key templates to Unicode Nepali is a small, one-time job that makes every later AI step work properly.',
        },
        {
          kind: 'paragraph',
          text: 'Finally, always read before you send. AI drafts sound confident even when they get a figure, a date or a name wrong, and the person receiving the email will hold you, not the software, responsible.',
        },
      ],
    },
    {
      heading: '3. Instant data insights from the spreadsheets you already keep',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nepali businesses run on spreadsheets: sales registers, stock lists, attendance sheets, the wallet and bank settlement exports the accountant downloads every month. Most of these files are filled in carefully and then rarely analysed, because analysis takes time that nobody has.',
        },
        {
          kind: 'paragraph',
          text: 'AI changes the cost of asking a question. Instead of building a pivot table, you can upload a file and ask in plain language:',
        },
        {
          kind: 'bullets',
          items: [
            '“Which products sold less in Poush than in Mangsir, and what do they have in common?”',
            '“Group these customer complaints by theme and tell me which themes are growing.”',
            '“Compare our Pokhara and Butwal branches by average bill value and flag anything unusual.”',
            '“Draw a chart of weekly collections by payment method: cash, bank transfer, eSewa and Khalti.”',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The data analysis feature in ChatGPT, Gemini in Google Sheets and Copilot in Excel can all do versions of this. Treat the output as a first look, not a final answer. Check that the tool read the columns correctly, especially when your dates mix Bikram Sambat and Gregorian formats, and confirm any surprising number against the source before you act on it.',
        },
        {
          kind: 'paragraph',
          text: 'If a question is worth asking every week, it is worth automating. A small workflow can collect the week’s figures into one sheet and send a short written summary to the owner by email or Viber every Sunday morning, ready for the start of the working week.',
        },
        {
          kind: 'quote',
          text: 'Remove names, phone numbers and account details before a spreadsheet goes anywhere near a public AI tool. The insight is in the patterns, not in the personal data.',
        },
      ],
    },
    {
      heading: '4. Chatbots for customer service that never sleep',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you sell anything in Nepal, you know the pattern: the same questions arrive all day and half the night on Messenger, Instagram, WhatsApp and Viber. What is the price? Do you deliver to Dharan? Can I pay with Khalti? Are you open on Saturday? Each answer is easy. Answering hundreds of them, promptly and politely, is not.',
        },
        {
          kind: 'paragraph',
          text: 'A well-built chatbot can handle up to 80% of these routine queries around the clock, in English, in Nepali and in the Romanised Nepali that most customers actually type. Your staff then spend their time on the conversations that need a person: complaints, large orders and negotiations.',
        },
        {
          kind: 'paragraph',
          text: 'What separates a helpful chatbot from an annoying one:',
        },
        {
          kind: 'bullets',
          items: [
            'It answers from your own checked information (price list, delivery areas, return policy, opening hours) rather than from whatever the model guesses.',
            'It hands over to a human gracefully, with the conversation history, whenever it is unsure or the customer asks for a person.',
            'It collects order and booking details into a sheet or CRM instead of a notebook that only one person can read.',
            'It understands how your customers really write, including messages such as “kati ho?” and “delivery huncha?”',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For a business, support automation can cut customer-service costs by up to 70%. For an individual professional the gain is simpler: you stop being the bottleneck for every question. Start small, with your ten most common questions, and let the bot grow from real conversations.',
        },
      ],
    },
    {
      heading: '5. Creative help for content, campaigns and ideas',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A Facebook post, a Dashain offer, a training handout or the outline of a pitch deck used to start with a blank page. AI removes the blank page. With a clear brief, content can be produced up to 10x faster, which leaves you time to improve it instead of struggling to begin.',
        },
        {
          kind: 'bullets',
          items: [
            'Brainstorm: ask for twenty campaign ideas for a Tihar sale, pick the three you like and ask for each to be developed further.',
            'Adapt: turn one long article into a LinkedIn post, a short video script and a Nepali caption for Facebook.',
            'Design: the AI features in Canva and other image tools can produce first drafts of posters and social graphics. Keep your brand colours, fonts and logo consistent.',
            'Rehearse: ask the assistant to play a sceptical client or a tough interviewer so you can practise before the real meeting.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Content that speaks to a specific audience works better than generic posts; in one example, personalised campaigns lifted engagement by 40%. The most important ingredient is still your judgement. Edit for local context, check cultural references, and have a fluent speaker read any AI-written Nepali before it is published: machine-written Nepali can be grammatically correct and still sound stiff or oddly formal.',
        },
        {
          kind: 'quote',
          text: 'Let AI write the first draft and suggest the fifth idea. Keep the final word for yourself.',
          cite: 'A rule from our workshops',
        },
      ],
    },
    {
      heading: 'The five ways together: a homestay in Pokhara',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To see how the five ways add up, picture the owner of a four-room homestay in Pokhara who runs it with her husband and a part-time helper. Guests find them through booking websites, Facebook and word of mouth; questions arrive on WhatsApp at all hours; and the accounts live in a notebook and a phone full of eSewa receipts. Here is what one season of small changes might look like:',
        },
        {
          kind: 'bullets',
          items: [
            'Scheduling: a shared Google Calendar with one colour per room replaces the notebook, and a weekly prompt turns the coming bookings into a plan for cleaning, shopping and airport pick-ups.',
            'Email and documents: the assistant drafts booking confirmations and directions in English for foreign guests and in Nepali for domestic ones, starting from a template she checked once.',
            'Data insights: at the end of each month she uploads the bookings sheet, with guests’ names removed, and asks which months, channels and rooms earned the most before deciding when to offer discounts.',
            'Customer service: the ten questions guests ask most (prices, breakfast, parking, the walk to Lakeside) become a set of WhatsApp quick replies first, and later the script of a chatbot.',
            'Creative help: before Dashain and Tihar, when domestic travellers fill the city, the assistant suggests post ideas and captions that she rewrites in her own voice.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'None of this needs more than free tools and, if she chooses, one paid assistant. Plans such as ChatGPT Plus cost about USD 20 a month, roughly NPR 2,700 at recent exchange rates, which is worth paying only once the free versions have proved useful. The real investment is a few evenings of setting up; the return is the hours she gets back in the busy season.',
        },
      ],
    },
    {
      heading: 'Using AI safely at work',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Speed is only useful if you can trust the result. A few habits keep you, your employer and your customers out of trouble:',
        },
        {
          kind: 'bullets',
          items: [
            'Protect personal data. Nepal’s Individual Privacy Act, 2075 expects personal information to be collected and used with consent and for a clear purpose. Do not paste customer lists, citizenship numbers or salary details into public tools.',
            'Verify facts and figures. AI can invent references, legal provisions and numbers. Check anything that will go to a client, a regulator or your manager.',
            'Follow your organisation’s policy. Banks, NGOs and government offices often have rules about which tools are allowed. If your workplace has no policy yet, offer to help write one.',
            'Keep a person in charge of decisions about people, money and legal commitments.',
            'Save your work locally. The habits of the load-shedding years still help: keep copies of important outputs so that a dropped connection does not cost you an afternoon.',
          ],
        },
      ],
    },
    {
      heading: 'A one-week plan to get started',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You do not need to do everything at once. Spend a little time each day of one working week on a single experiment:',
        },
        {
          kind: 'numbered',
          items: [
            'Sunday: list the tasks that fill most of your week and mark the repetitive ones.',
            'Monday: set up a booking link and ask an assistant to plan next week’s calendar.',
            'Tuesday: clear your inbox with AI help, summaries first and then drafted replies that you edit.',
            'Wednesday: upload an anonymised spreadsheet and ask five questions you have never had time to answer.',
            'Thursday: write down your ten most common customer questions with their answers. That document is the seed of a chatbot.',
            'Friday: review the week, keep the two or three habits that saved time and drop the rest.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'None of these steps needs new software or a budget. They need curiosity, a little patience and the willingness to keep what works. Share what you learn with colleagues, too: a prompt that saves you time will usually save time for the person at the next desk.',
        },
      ],
    },
    {
      heading: 'Take the next step',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Rupantaran AI helps professionals and teams across Nepal turn quick wins like these into lasting habits and reliable automations, from a chatbot that answers in Nepali to a weekly report that writes itself. If you would like help choosing where to begin, book a free consultation: we will look at your work with you and suggest the first few changes worth making.',
        },
      ],
    },
  ],
  bottomLinks: [
    { label: 'Contact', to: '/contact' },
    { label: 'Services', to: '/services' },
    { label: 'Blog Home', to: '/blog' },
  ],
};
