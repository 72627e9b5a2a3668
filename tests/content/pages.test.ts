// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homeContent, processSteps } from '../../src/content/home';
import { academyContent, academyJsonLd } from '../../src/content/academy';
import { servicesContent } from '../../src/content/services';
import { solutionCards, solutionPages } from '../../src/content/solutions';
import { businessUseCasesContent, individualUseCasesContent } from '../../src/content/useCases';
import { pricingContent } from '../../src/content/pricing';
import {
  aboutContent,
  careersContent,
  contactContent,
  developmentContent,
  teamContent,
  trainingContent,
} from '../../src/content/company';
import { comingSoonPages } from '../../src/content/placeholders';
import { legalPages } from '../../src/content/legal';
import { notFoundContent } from '../../src/content/notFound';
import { site } from '../../src/content/site';
import { legalRoutes, specRoutes } from '../fixtures/specRoutes';
import type { PageMeta, SolutionPageContent } from '../../src/content/types';

/** Every path the site serves (SPEC section 2 plus the footer's legal pages). */
const knownPaths = new Set<string>([...specRoutes, ...legalRoutes]);

const allContent = {
  homeContent,
  academyContent,
  servicesContent,
  solutionCards,
  solutionPages,
  businessUseCasesContent,
  individualUseCasesContent,
  pricingContent,
  aboutContent,
  contactContent,
  careersContent,
  teamContent,
  developmentContent,
  trainingContent,
  comingSoonPages,
  legalPages,
  notFoundContent,
};

const metas: readonly [string, PageMeta][] = [
  ['home', homeContent.meta],
  ['academy', academyContent.meta],
  ['services', servicesContent.meta],
  ...Object.entries(solutionPages).map(([id, page]): [string, PageMeta] => [id, page.meta]),
  ['business', businessUseCasesContent.meta],
  ['individuals', individualUseCasesContent.meta],
  ['pricing', pricingContent.meta],
  ['about', aboutContent.meta],
  ['contact', contactContent.meta],
  ['careers', careersContent.meta],
  ['team', teamContent.meta],
  ['development', developmentContent.meta],
  ['training', trainingContent.meta],
  ...Object.entries(comingSoonPages).map(([id, page]): [string, PageMeta] => [id, page.meta]),
  ...Object.entries(legalPages).map(([id, page]): [string, PageMeta] => [id, page.meta]),
  ['notFound', notFoundContent.meta],
];

/** Walks a content tree and yields every string value with the key it sits under. */
function* strings(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, key);
  else if (value !== null && typeof value === 'object')
    for (const [childKey, child] of Object.entries(value)) yield* strings(child, childKey);
}

function solution(id: keyof typeof solutionPages): SolutionPageContent {
  return solutionPages[id];
}

function section(page: SolutionPageContent, kind: string) {
  const found = page.sections.find((candidate) => candidate.kind === kind);
  if (!found) throw new Error(`${page.id} has no ${kind} section`);
  return found;
}

describe('page metadata', () => {
  it.each(metas)('%s has a title of at most 60 characters and a 70-160 character description', (_, meta) => {
    expect(meta.title.length).toBeLessThanOrEqual(60);
    expect(meta.description.length).toBeGreaterThanOrEqual(70);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it('titles and descriptions are unique across pages', () => {
    const titles = metas.map(([, meta]) => meta.title);
    const descriptions = metas.map(([, meta]) => meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe('links', () => {
  it('every internal link targets a known page', () => {
    const targets = [...strings(allContent)].filter(([key]) => key === 'to' || key === 'pageUrl');
    expect(targets.length).toBeGreaterThan(20);
    for (const [, target] of targets) expect(knownPaths, target).toContain(target.split('#')[0]);
  });

  it('every mailto link uses the configured address', () => {
    const hrefs = [...strings(allContent)].filter(([, value]) => value.startsWith('mailto:'));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const [, href] of hrefs) expect(href.startsWith(`mailto:${site.email}`)).toBe(true);
  });
});

describe('numeric claims', () => {
  it('only the claims of SPEC section 9 appear as percentages or multipliers', () => {
    const allowed = new Set(['70%', '80%', '40%', '10x']);
    for (const [, text] of strings(allContent)) {
      // Links are not claims: their percent-encoding (`%2012`) only looks like one.
      if (/^[a-z][a-z+.-]*:/i.test(text)) continue;
      for (const match of text.matchAll(/\d+\s*%|\b\d+x\b/g)) expect(allowed, text).toContain(match[0]);
    }
  });
});

describe('home', () => {
  it('has the hero, process, features, services and testimonials the spec lists', () => {
    expect(homeContent.hero.title).toBe('Build Smarter. Work Faster. Grow Bigger.');
    expect(homeContent.hero.actions).toEqual([
      { label: 'Start Now', to: '/consultation' },
      { label: 'Explore Academy', to: '/academy' },
    ]);
    expect(homeContent.hero.image).toEqual({ name: 'hero/home', alt: '' });
    expect(processSteps.map((step) => step.title)).toEqual([
      'Discovery',
      'Strategy',
      'Development',
      'Launch',
    ]);
    expect(processSteps.map((step) => step.number)).toEqual([1, 2, 3, 4]);
    expect(homeContent.whyChoose.items).toHaveLength(6);
    for (const feature of homeContent.whyChoose.items) expect(feature.icon).toBeDefined();
    expect(homeContent.coreServices.items.map((item) => [item.title, item.link.to])).toEqual([
      ['AI Academy', '/academy'],
      ['Automation', '/services'],
      ['Consulting', '/consultation'],
    ]);
    expect(homeContent.testimonials.items).toHaveLength(3);
    for (const testimonial of homeContent.testimonials.items) expect(testimonial.rating).toBe(5);
    expect(homeContent.closingCta.actions[0]?.to).toBe('/consultation');
  });
});

describe('academy', () => {
  it('has four offers, says it has not launched and links to the consultation', () => {
    expect(academyContent.offers.items).toHaveLength(4);
    expect(academyContent.status.description).toMatch(/not launched/);
    expect(academyContent.cta.actions.every((action) => action.to === '/consultation')).toBe(true);
  });

  it('describes an EducationalOrganization serving Nepal', () => {
    const data = academyJsonLd();
    expect(data['@type']).toBe('EducationalOrganization');
    expect(data.areaServed).toEqual({ '@type': 'Country', name: 'Nepal' });
    expect(JSON.stringify(data)).toContain(site.origin);
  });
});

describe('services', () => {
  it('has the automation, consulting and industry sections of the spec', () => {
    expect(servicesContent.automation.id).toBe('automation');
    expect(servicesContent.automation.items).toHaveLength(4);
    expect(servicesContent.consulting.items.map((offer) => offer.duration)).toEqual([
      '2-4 weeks',
      '4-12 weeks',
      'Ongoing',
    ]);
    for (const offer of servicesContent.consulting.items)
      expect(offer.deliverables.length).toBeGreaterThan(0);
    expect(servicesContent.industries.items.map((industry) => industry.name)).toEqual([
      'E-commerce',
      'Healthcare',
      'Education',
      'Real Estate',
      'Hospitality',
      'Manufacturing',
    ]);
    for (const industry of servicesContent.industries.items) {
      expect(industry.use_cases.length).toBeGreaterThanOrEqual(3);
      expect(industry.use_cases.length).toBeLessThanOrEqual(4);
    }
    expect(servicesContent.process.items).toHaveLength(4);
    expect(servicesContent.hero.actions).toEqual([
      { label: 'Get Started', to: '/consultation' },
      { label: 'Learn More', to: '/use-cases/business', context: 'about our business solutions' },
    ]);
    expect(servicesContent.cta.actions.map((action) => action.to)).toEqual([
      '/consultation',
      '/use-cases/business',
    ]);
  });
});

describe('solutions', () => {
  it('has five cards pointing at their pages', () => {
    expect(solutionCards.map((card) => card.pageUrl)).toEqual([
      '/customer-service-automation',
      '/marketing-automation',
      '/employee-onboarding',
      '/supply-chain-optimization',
      '/data-analytics',
    ]);
    for (const card of solutionCards) {
      expect(card.pageUrl).toBe(`/${card.id}`);
      expect(solutionPages[card.id as keyof typeof solutionPages].id).toBe(card.id);
    }
  });

  it('every page has a hero, a breadcrumb to Business Solutions and a consultation call to action', () => {
    for (const page of Object.values(solutionPages)) {
      expect(page.hero.title.length).toBeGreaterThan(0);
      expect(page.hero.subtitle.length).toBeGreaterThan(0);
      expect(page.breadcrumbs.slice(0, 2)).toEqual([
        { label: 'Home', to: '/' },
        { label: 'Business Solutions', to: '/use-cases/business' },
      ]);
      expect(page.cta.actions.length).toBeGreaterThan(0);
      for (const action of page.cta.actions) expect(action.to).toBe('/consultation');
    }
  });

  it('supply chain: five features, four benefits, Book a Free Demo', () => {
    const page = solution('supply-chain-optimization');
    expect(section(page, 'features').items).toHaveLength(5);
    expect(section(page, 'benefits').items).toHaveLength(4);
    expect(page.cta.actions).toEqual([{ label: 'Book a Free Demo', to: '/consultation' }]);
  });

  it('data analytics: five offers, five why-it-matters items, links to three other solutions', () => {
    const page = solution('data-analytics');
    expect(section(page, 'offers').items).toHaveLength(5);
    expect(section(page, 'whyItMatters').items).toHaveLength(5);
    expect(page.related?.ids).toEqual([
      'customer-service-automation',
      'marketing-automation',
      'supply-chain-optimization',
    ]);
  });

  it('customer service: six offers, six chatbot types, five benefits and the 80% and 70% claims', () => {
    const page = solution('customer-service-automation');
    expect(section(page, 'offers').items).toHaveLength(6);
    expect(section(page, 'chatbotTypes').items).toHaveLength(6);
    expect(section(page, 'benefits').items).toHaveLength(5);
    const text = JSON.stringify(page);
    expect(text).toContain('80% of routine queries around the clock');
    expect(text).toContain('up to 70%');
  });

  it('marketing: five offers, five benefits, two consultation buttons', () => {
    const page = solution('marketing-automation');
    expect(section(page, 'offers').items).toHaveLength(5);
    expect(section(page, 'benefits').items).toHaveLength(5);
    expect(page.cta.actions).toHaveLength(2);
    expect(JSON.stringify(page)).toMatch(/10x faster[\s\S]*40%/);
  });

  it('employee onboarding: five offers, five benefits', () => {
    const page = solution('employee-onboarding');
    expect(section(page, 'offers').items).toHaveLength(5);
    expect(section(page, 'benefits').items).toHaveLength(5);
  });
});

describe('use cases', () => {
  it('business page lists the five solutions and links to consultation and services', () => {
    expect(businessUseCasesContent.solutions.items).toBe(solutionCards);
    expect(businessUseCasesContent.cta.actions.map((action) => action.to)).toEqual([
      '/consultation',
      '/services',
    ]);
  });

  it('individuals page has eight use cases with examples and two buttons', () => {
    expect(individualUseCasesContent.useCases.items).toHaveLength(8);
    for (const useCase of individualUseCasesContent.useCases.items) expect(useCase.example).toBeTruthy();
    expect(individualUseCasesContent.cta.actions.map((action) => action.to)).toEqual([
      '/consultation',
      '/academy',
    ]);
  });
});

describe('pricing', () => {
  it('shows custom pricing only, two buttons and three info blocks', () => {
    expect(pricingContent.hero.title).toBe('Custom Pricing');
    expect(pricingContent.actions).toEqual([
      { label: 'Get Free Consultation', to: '/consultation' },
      { label: 'Contact Us', to: '/contact' },
    ]);
    expect(pricingContent.infoBlocks.items.map((block) => block.title)).toEqual([
      'Personalized solutions',
      'Transparent pricing',
      'Flexible packages',
    ]);
    expect(pricingContent.faq.items.length).toBeGreaterThanOrEqual(4);
    expect(pricingContent.faq.items.length).toBeLessThanOrEqual(5);
    expect(JSON.stringify(pricingContent)).not.toMatch(/(Rs\.?|NPR|USD|\$)\s?\d/);
  });
});

describe('company pages', () => {
  it('about tells the name story and lists four benefits', () => {
    expect(JSON.stringify(aboutContent)).toContain('रूपान्तरण');
    expect(aboutContent.benefits.items.map((item) => item.title)).toEqual([
      'Automate time-consuming tasks',
      'Make smarter, data-driven decisions',
      'Learn the latest AI tools and trends',
      'Grow faster by working smarter',
    ]);
  });

  it('contact, careers and team use the configured e-mail and founder', () => {
    expect(contactContent.title).toBe('Contact Us');
    expect(contactContent.subtitle).toBe("Want to learn more? We're happy to talk.");
    expect(contactContent.email.href).toBe(`mailto:${site.email}`);
    expect(careersContent.apply.email.address).toBe(site.email);
    expect(careersContent.apply.promise).toMatch(/Every application is reviewed/);
    expect(teamContent.hero.title).toBe('Meet Our Team');
    expect(teamContent.members).toHaveLength(1);
    const founder = teamContent.members[0];
    expect(founder?.name).toBe(site.founder.name);
    expect(founder?.title).toBe('Founder & AI Strategist');
    expect(founder?.photo.name).toBe('team/founder');
    expect(founder?.photo.alt.length).toBeGreaterThan(0);
    expect(teamContent.quote.text).toMatch(/future of AI-powered automation/);
  });

  it('development lists five offerings and offers a free consultation', () => {
    expect(developmentContent.hero.subtitle).toBe(
      'Need a tailored AI solution for your business or workflow?',
    );
    expect(developmentContent.offerings.items).toHaveLength(5);
    expect(developmentContent.cta.actions).toEqual([
      { label: 'Get a Free Consultation', to: '/consultation' },
    ]);
  });

  it('training is marked as coming soon', () => {
    expect(trainingContent.title).toBe('Training Coming Soon');
    expect(trainingContent.actions[0]).toEqual({ label: 'Get Consultation', to: '/consultation' });
  });
});

describe('placeholders, legal and 404', () => {
  it('every placeholder says Coming Soon and offers next steps', () => {
    expect(Object.keys(comingSoonPages).sort()).toEqual([
      'community',
      'docs',
      'resources',
      'support',
      'tutorials',
    ]);
    expect(comingSoonPages.docs.title).toBe('API Docs');
    for (const page of Object.values(comingSoonPages)) {
      expect(page.badge).toBe('Coming Soon');
      expect(page.nextSteps.items.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('legal pages are dated 2025 and have sections', () => {
    for (const page of Object.values(legalPages)) {
      expect(page.lastUpdated).toMatch(/^2025-\d{2}-\d{2}$/);
      expect(page.sections.length).toBeGreaterThanOrEqual(4);
    }
    expect(JSON.stringify(legalPages.privacy)).toContain('Individual Privacy Act, 2075 (2018)');
    expect(JSON.stringify(legalPages.privacy)).toContain(site.email);
  });

  it('404 has the spec wording', () => {
    expect(notFoundContent.code).toBe('404');
    expect(notFoundContent.title).toBe('Oops! Page not found');
    expect(notFoundContent.action).toEqual({ label: 'Return to Home', to: '/' });
  });
});
