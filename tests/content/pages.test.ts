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

/*
 * The checks below hold the content to SPEC.md (../shared/SPEC.md, the section named in each
 * test name): every expected word, path and count is the spec's, never copied back from the content.
 * What the spec leaves to us (image names, extra copy, list lengths it does not give) is not pinned
 * here, so editing it breaks nothing; the rules above (metadata, links, claims) still cover it.
 */

/** The spec names list items in lower case; the content title-cases them. */
const lower = (items: readonly { title: string }[]) => items.map((item) => item.title.toLowerCase());

describe('home (SPEC §2 Home)', () => {
  it('hero headline, Start Now and Explore Academy, the four process steps, six features, core services, three five-star testimonials, closing CTA', () => {
    expect(homeContent.hero.title).toBe('Build Smarter. Work Faster. Grow Bigger.');
    expect((homeContent.hero.actions ?? []).map((action) => [action.label, action.to])).toEqual([
      ['Start Now', '/consultation'],
      ['Explore Academy', '/academy'],
    ]);
    expect(processSteps.map((step) => step.title)).toEqual([
      'Discovery',
      'Strategy',
      'Development',
      'Launch',
    ]);
    expect(homeContent.whyChoose.items).toHaveLength(6);
    expect(homeContent.coreServices.items.map((item) => [item.title, item.link.to])).toEqual([
      ['AI Academy', '/academy'],
      ['Automation', '/services'],
      ['Consulting', '/consultation'],
    ]);
    expect(homeContent.testimonials.items.map((testimonial) => testimonial.rating)).toEqual([5, 5, 5]);
    expect(homeContent.closingCta.actions.map((action) => action.to)).toContain('/consultation');
  });
});

describe('academy (SPEC §2 /academy)', () => {
  it('has four offers and buttons only to /consultation', () => {
    expect(academyContent.offers.items).toHaveLength(4);
    expect(academyContent.cta.actions.length).toBeGreaterThan(0);
    expect(academyContent.cta.actions.every((action) => action.to === '/consultation')).toBe(true);
  });

  it('its structured data is an educational organisation on this site', () => {
    const data = academyJsonLd();
    expect(data['@type']).toBe('EducationalOrganization');
    expect(JSON.stringify(data)).toContain(site.origin);
  });
});

describe('services (SPEC §2 /services, §9 consulting timelines)', () => {
  it('four automation services, three timed consulting offers, the six industries with use cases, CTAs to /consultation and /use-cases/business', () => {
    expect(servicesContent.automation.items).toHaveLength(4);
    expect(servicesContent.consulting.items.map((offer) => offer.duration)).toEqual([
      '2-4 weeks',
      '4-12 weeks',
      'Ongoing',
    ]);
    expect(servicesContent.industries.items.map((industry) => industry.name)).toEqual([
      'E-commerce',
      'Healthcare',
      'Education',
      'Real Estate',
      'Hospitality',
      'Manufacturing',
    ]);
    for (const industry of servicesContent.industries.items)
      expect(industry.use_cases.length).toBeGreaterThan(0);
    expect((servicesContent.hero.actions ?? []).map((action) => action.label)).toEqual([
      'Get Started',
      'Learn More',
    ]);
    const ctaTargets = servicesContent.cta.actions.map((action) => action.to);
    expect(ctaTargets).toContain('/consultation');
    expect(ctaTargets).toContain('/use-cases/business');
  });
});

const specSolutionPaths = [
  '/customer-service-automation',
  '/marketing-automation',
  '/employee-onboarding',
  '/supply-chain-optimization',
  '/data-analytics',
];

describe('solutions (SPEC §2 Solution detail pages, §9 content claims)', () => {
  it('every solution page has a hero, the Home / Business Solutions breadcrumb and only consultation calls to action', () => {
    for (const page of Object.values(solutionPages)) {
      expect(page.hero.title.length).toBeGreaterThan(0);
      expect(page.breadcrumbs.slice(0, 2).map((crumb) => crumb.label)).toEqual([
        'Home',
        'Business Solutions',
      ]);
      expect(page.cta.actions.length).toBeGreaterThan(0);
      for (const action of page.cta.actions) expect(action.to).toBe('/consultation');
    }
  });

  it('supply chain: five features, four benefits, Book a Free Demo to /consultation', () => {
    const page = solution('supply-chain-optimization');
    expect(section(page, 'features').items).toHaveLength(5);
    expect(section(page, 'benefits').items).toHaveLength(4);
    expect(page.cta.actions).toEqual([{ label: 'Book a Free Demo', to: '/consultation' }]);
  });

  it('data analytics: five offers, five why-it-matters items, links to three of the other solution pages', () => {
    const page = solution('data-analytics');
    expect(section(page, 'offers').items).toHaveLength(5);
    expect(section(page, 'whyItMatters').items).toHaveLength(5);
    const related = page.related?.ids ?? [];
    expect(new Set(related).size).toBe(3);
    for (const id of related) {
      expect(id).not.toBe(page.id);
      expect(specSolutionPaths).toContain(`/${id}`);
    }
  });

  it('customer service: six offers, six chatbot types, five benefits, the 80% and 70% claims', () => {
    const page = solution('customer-service-automation');
    expect(section(page, 'offers').items).toHaveLength(6);
    expect(section(page, 'chatbotTypes').items).toHaveLength(6);
    expect(section(page, 'benefits').items).toHaveLength(5);
    const text = JSON.stringify(page);
    expect(text).toContain('80% of routine queries around the clock');
    expect(text).toContain('up to 70%');
  });

  it('marketing: five offers, five benefits, two buttons to /consultation, the 10x and 40% claims', () => {
    const page = solution('marketing-automation');
    expect(section(page, 'offers').items).toHaveLength(5);
    expect(section(page, 'benefits').items).toHaveLength(5);
    expect(page.cta.actions.map((action) => action.to)).toEqual(['/consultation', '/consultation']);
    expect(JSON.stringify(page)).toMatch(/10x faster[\s\S]*40%/);
  });

  it('employee onboarding: five offers, five benefits', () => {
    const page = solution('employee-onboarding');
    expect(section(page, 'offers').items).toHaveLength(5);
    expect(section(page, 'benefits').items).toHaveLength(5);
  });
});

describe('use cases (SPEC §2 /use-cases/business and /use-cases/individuals)', () => {
  it('business page shows five cards linking to the five solution pages, each of which exists, and buttons to /consultation and /services', () => {
    const cards = businessUseCasesContent.solutions.items;
    expect(cards.map((card) => card.pageUrl).sort()).toEqual([...specSolutionPaths].sort());
    for (const card of cards) expect(solutionPages[card.id as keyof typeof solutionPages]?.id).toBe(card.id);
    const targets = businessUseCasesContent.cta.actions.map((action) => action.to);
    expect(targets).toContain('/consultation');
    expect(targets).toContain('/services');
  });

  it('individuals page has eight use cases and two bottom buttons', () => {
    expect(individualUseCasesContent.useCases.items).toHaveLength(8);
    expect(individualUseCasesContent.cta.actions).toHaveLength(2);
  });
});

describe('pricing (SPEC §2 /pricing)', () => {
  it("'Custom Pricing', no prices, Get Free Consultation and Contact Us, the three info blocks", () => {
    expect(pricingContent.hero.title).toBe('Custom Pricing');
    expect(pricingContent.actions).toEqual([
      { label: 'Get Free Consultation', to: '/consultation' },
      { label: 'Contact Us', to: '/contact' },
    ]);
    expect(lower(pricingContent.infoBlocks.items)).toEqual([
      'personalized solutions',
      'transparent pricing',
      'flexible packages',
    ]);
    expect(JSON.stringify(pricingContent)).not.toMatch(/(Rs\.?|NPR|USD|\$)\s?\d/);
  });
});

describe('company pages (SPEC §2 Other pages)', () => {
  it('about lists the four benefits', () => {
    expect(lower(aboutContent.benefits.items)).toEqual([
      'automate time-consuming tasks',
      'make smarter, data-driven decisions',
      'learn the latest ai tools and trends',
      'grow faster by working smarter',
    ]);
  });

  it('contact, careers and team carry the spec wording, the configured e-mail and the founder', () => {
    expect(contactContent.title).toBe('Contact Us');
    expect(contactContent.subtitle).toBe("Want to learn more? We're happy to talk.");
    expect(contactContent.email.href).toBe(`mailto:${site.email}`);
    expect(careersContent.apply.email.address).toBe(site.email);
    expect(careersContent.apply.promise).toMatch(/every application is reviewed/i);
    expect(teamContent.hero.title).toBe('Meet Our Team');
    expect(teamContent.members).toHaveLength(1);
    const founder = teamContent.members[0];
    expect(founder?.name).toBe(site.founder.name);
    expect(founder?.title).toBe('Founder & AI Strategist');
    expect(founder?.photo.alt.length).toBeGreaterThan(0);
    expect(teamContent.quote.text).toMatch(/future of AI-powered automation/);
  });

  it('development asks the spec question, lists five offerings and offers Get a Free Consultation', () => {
    expect(developmentContent.hero.subtitle).toBe(
      'Need a tailored AI solution for your business or workflow?',
    );
    expect(developmentContent.offerings.items).toHaveLength(5);
    expect(developmentContent.cta.actions).toEqual([
      { label: 'Get a Free Consultation', to: '/consultation' },
    ]);
  });

  it("training says 'Training Coming Soon' with Get Consultation to /consultation", () => {
    expect(trainingContent.title).toBe('Training Coming Soon');
    expect(trainingContent.actions).toContainEqual({ label: 'Get Consultation', to: '/consultation' });
  });
});

describe('placeholders and 404 (SPEC §2 Other pages)', () => {
  it("Community, Tutorials, Resources, Support and API Docs are 'Coming Soon' placeholders", () => {
    expect(Object.keys(comingSoonPages).sort()).toEqual([
      'community',
      'docs',
      'resources',
      'support',
      'tutorials',
    ]);
    expect(comingSoonPages.docs.title).toBe('API Docs');
    for (const page of Object.values(comingSoonPages)) expect(page.badge).toBe('Coming Soon');
  });

  it("404 shows '404', 'Oops! Page not found' and Return to Home", () => {
    expect(notFoundContent.code).toBe('404');
    expect(notFoundContent.title).toBe('Oops! Page not found');
    expect(notFoundContent.action).toEqual({ label: 'Return to Home', to: '/' });
  });
});
