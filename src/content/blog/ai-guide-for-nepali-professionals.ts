import type { BlogArticle } from '../types';
import { articleAuthors } from './authors';

export const article: BlogArticle = {
  id: 'ai-guide-for-nepali-professionals',
  title: 'What Is AI? A Plain-Language Guide for Nepali Professionals',
  seoTitle: 'What Is AI? A Guide for Nepali Professionals — Rupantaran AI',
  description:
    'A plain-language introduction to artificial intelligence for Nepali professionals: what it is, what it is not, and how to start using it safely at work.',
  heroImage: {
    name: 'blog/ai-guide-for-nepali-professionals',
    alt: 'A young professional in a Kathmandu office reading an AI assistant’s answer on a laptop, with Nepali and English text on screen',
  },
  authorName: 'Sujata Karki',
  authorAvatar: articleAuthors['Sujata Karki'],
  date: '2024-03-07',
  readTime: 8,
  sections: [
    {
      heading: 'Why every professional in Nepal should understand AI',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Artificial intelligence has moved from science fiction to the office desk. Colleagues use ChatGPT to draft reports, students use Gemini to revise for exams, and banks use AI to spot suspicious transactions. Yet many professionals in Nepal still feel unsure what AI actually is, whether it is safe to use, and whether it is relevant to their own work.',
        },
        {
          kind: 'paragraph',
          text: 'This guide is for them: accountants, bankers, teachers, NGO staff, shop owners, civil servants and anyone else who wants a clear picture without the jargon or the hype. You do not need a technical background to understand AI well enough to use it. You only need a few ideas and a willingness to try.',
        },
      ],
    },
    {
      heading: 'What AI actually is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Traditional software follows rules that a programmer writes by hand: if the amount is above a limit, ask for approval. Artificial intelligence works differently. Instead of being given every rule, an AI system learns patterns from a large number of examples and uses those patterns to make predictions about new cases.',
        },
        {
          kind: 'paragraph',
          text: 'Think of how a new employee learns to sort the office post. Nobody writes a rule for every possible letter; after seeing hundreds of them, the employee simply recognises which ones are invoices, which are complaints and which are circulars. An AI model learns in a similar way, from far more examples, and then applies what it learned to things it has never seen before.',
        },
        {
          kind: 'quote',
          text: 'AI is software that learns from examples instead of following only the rules we write for it.',
        },
      ],
    },
    {
      heading: 'Machine learning, generative AI and large language models',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You will hear a few terms again and again. Here is what they mean in plain language:',
        },
        {
          kind: 'bullets',
          items: [
            'Machine learning: the general technique of teaching software from examples. It powers spam filters, fraud alerts, credit scoring and product recommendations.',
            'Generative AI: AI that creates new content, such as text, images, audio or code, rather than only sorting or scoring what already exists.',
            'Large language model (LLM): a generative model trained on enormous amounts of text, which can write, summarise, translate and answer questions. ChatGPT, Gemini, Claude and Copilot are built on LLMs.',
            'Prompt: the instruction you give to a generative AI tool. Better prompts, with context and a clear request, produce better results.',
            'Automation: software that carries out a sequence of steps for you. AI makes automation more flexible, because it can handle messages and documents that do not follow a fixed format.',
          ],
        },
      ],
    },
    {
      heading: 'What AI is not',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Misunderstandings cause most disappointments with AI, so it is worth being clear about its limits:',
        },
        {
          kind: 'bullets',
          items: [
            'It is not always right. Language models predict likely words; they can state false facts, invent sources and miscalculate with complete confidence.',
            'It is not a search engine. Unless a tool is connected to the web or to your documents, it answers from what it learned during training, which may be out of date.',
            'It does not know your organisation. It has never seen your price list, your policies or your clients unless you provide them.',
            'It is not a replacement for professional judgement. It can draft the audit note or the lesson plan; you remain responsible for what is signed and sent.',
          ],
        },
      ],
    },
    {
      heading: 'You are already using AI',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Even if you have never opened ChatGPT, AI is probably part of your day. The spam filter in Gmail, the traffic estimate in Google Maps before you cross Kathmandu at rush hour, the posts Facebook chooses to show you, the products Daraz recommends, Nepali voice typing on your phone and Google Translate are all powered by machine learning. The new generation of tools simply lets you talk to AI directly and ask it to do work for you.',
        },
      ],
    },
    {
      heading: 'What AI can do for your profession',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Accountants and finance staff: explain a spreadsheet, draft formulas, summarise a long circular, and prepare a first draft of a management report.',
            'Bankers and cooperative staff: summarise loan files, draft customer letters in formal Nepali or English, and prepare training material on new products.',
            'Teachers and lecturers: create lesson plans, quiz questions at different levels and simple explanations of hard topics, in English or Nepali.',
            'NGO and development professionals: structure donor proposals, condense field reports and turn meeting notes into clear minutes and action lists.',
            'Marketers and shop owners: write product descriptions and social posts, plan festival campaigns for Dashain and Tihar, and reply to routine customer messages faster.',
            'Developers and IT teams: explain unfamiliar code, write tests and documentation, and speed up routine programming tasks.',
            'Hospital and clinic administrators: draft patient information leaflets, summarise policies and organise duty rosters, keeping patient records out of public tools.',
            'Civil servants and local government staff: summarise directives, draft notices in clear language and prepare briefing notes for meetings.',
            'Students and job seekers: understand difficult readings, practise interviews and improve a CV or a statement of purpose, while keeping the ideas and the final words their own.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'In every case the pattern is the same: AI takes the first draft and the repetitive parts, and you bring the expertise, the local knowledge and the final decision.',
        },
        {
          kind: 'paragraph',
          text: 'The gains can be large. Content can be drafted up to 10x faster than writing from scratch, and automating repetitive processes can improve efficiency by up to 70%. The time you win back is best spent on the parts of your job that need a person: judgement, relationships and the care that customers and colleagues notice.',
        },
      ],
    },
    {
      heading: 'Working in Nepali and English',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most AI tools work best in English, but their Nepali is improving steadily. They can usually understand Nepali in Devanagari as well as the Romanised Nepali many of us type on our phones, and they can translate between the two languages. A few practical tips help:',
        },
        {
          kind: 'bullets',
          items: [
            'Use Unicode Nepali. Text typed in legacy fonts such as Preeti looks like random Latin letters to an AI tool.',
            'For important documents, write your instructions in English and ask for the answer in Nepali, or the other way round, and compare.',
            'Always have a fluent speaker check formal Nepali. Machine-written Nepali can be correct yet sound unnatural or overly literal.',
            'Watch dates and numbers. Tools may confuse Bikram Sambat and Gregorian dates, or lakh and crore with millions.',
          ],
        },
      ],
    },
    {
      heading: 'Getting started in your first week',
      blocks: [
        {
          kind: 'numbered',
          items: [
            'Choose one tool. The free versions of ChatGPT, Gemini or Microsoft Copilot are enough to begin.',
            'Pick a low-risk task, such as summarising a public report or drafting a routine email, rather than anything confidential.',
            'Write a clear prompt with four parts: the role (“act as an experienced HR officer”), the task, the context and the format you want.',
            'Ask follow-up questions. Treat the tool like a colleague: ask it to shorten, simplify, change the tone or explain its reasoning.',
            'Keep a small notebook of prompts that worked, and share the best ones with your team.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Here is an example of a good first prompt: “You are an experienced training officer at a Nepali commercial bank. Summarise the attached public circular for new branch staff in simple English, in no more than eight bullet points, and list any deadlines separately.” It names a role, a task, the context and the format, and it uses a document that is not confidential.',
        },
        {
          kind: 'paragraph',
          text: 'Or take a science teacher at a school in Chitwan. In her first week she asks a free assistant to explain photosynthesis at three levels for her Grade 8 class, turns the best version into a worksheet and asks for ten quiz questions with answers, which she checks against the textbook before printing. Student names and marks never go into the tool. By Friday she has saved an evening of preparation and has a few prompts worth reusing.',
        },
        {
          kind: 'paragraph',
          text: 'The free versions are enough for this. Paid plans such as ChatGPT Plus cost about USD 20 a month, roughly NPR 2,700 at recent exchange rates. Consider one only when you use the tool daily and keep reaching the limits of the free version, and first check whether your employer already pays for Microsoft 365 or Google Workspace, which may include an assistant.',
        },
        {
          kind: 'paragraph',
          text: 'Expect the first results to be uneven. The skill grows quickly with practice, and within a few weeks most people find two or three tasks where AI reliably saves them time.',
        },
      ],
    },
    {
      heading: 'Using AI responsibly',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Using AI well is as much about good habits as about good prompts. A few rules protect you, your employer and the people whose information you handle:',
        },
        {
          kind: 'bullets',
          items: [
            'Protect personal data. Nepal’s Individual Privacy Act, 2075 expects personal information to be handled with consent and for a stated purpose. Do not paste client names, citizenship numbers, account details or medical information into public tools.',
            'Check facts, figures and references before you rely on them, especially anything legal or financial.',
            'Follow your employer’s rules on which tools are allowed, and ask for a policy if none exists.',
            'Be open about AI use where it matters, for example in academic work or in documents you sign.',
            'Watch for bias. Models learn from the internet, and may reflect stereotypes about gender, caste or region that have no place in your decisions.',
          ],
        },
      ],
    },
    {
      heading: 'AI and your career',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nepal’s IT sector is growing, more professionals work remotely for clients abroad, and employers increasingly expect staff to be comfortable with digital tools. AI skills fit naturally into that picture. The most valuable combination is not deep technical knowledge but domain expertise plus AI fluency: the accountant who can automate a reconciliation, the teacher who can build a week of differentiated lessons in an afternoon, the NGO officer who can turn field data into a clear report. Those skills are learned by practising on real work, a little every day.',
        },
        {
          kind: 'paragraph',
          text: 'A sensible learning path starts with everyday assistants, moves on to using AI with your own documents and spreadsheets, and then to simple automations that connect tools together. At each stage, the goal is the same: solve a real problem in your own work, then teach a colleague how you did it.',
        },
      ],
    },
    {
      heading: 'Learn with guidance',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you would like help applying AI to your own role or team, Rupantaran AI offers practical guidance designed for Nepali professionals, and our AI Academy is on the way. Book a free consultation and tell us what your work involves; we will suggest the tools and first steps that fit it best.',
        },
      ],
    },
  ],
};
