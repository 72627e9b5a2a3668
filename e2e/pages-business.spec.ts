import { appScripts, scriptRequests } from './support/scriptBytes';
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration, waitForRestOfPage } from './support/fixtures';
import { holdAppEntry } from './support/holdApp';
import { specPages } from '../tests/fixtures/specPages';

/** Expectations come from SPEC sections 2 and 9, not from the content files, so copy drift is caught. */

const main = (page: Page) => page.locator('main');

/** The opening band of an inner page: the block that holds the h1. */
const pageHero = (page: Page) => page.locator('main > div', { has: page.getByRole('heading', { level: 1 }) });

/** The JSON-LD blocks on the page, parsed. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => String((JSON.parse(text) as { '@type': unknown })['@type']));
}

const origin = /^https?:\/\/[^/]+/;

/**
 * The document's metadata names this page and only this page: the spec's title, one description,
 * one canonical and one set of language alternates, all for `path`. Returns the description so a
 * caller can check the next page did not keep it.
 */
async function expectOwnMetadata(page: Page, path: keyof typeof specPages): Promise<string> {
  await expect(page).toHaveTitle(specPages[path].title);
  await expect(page.locator('title')).toHaveCount(1);
  const hrefOf = async (selector: string) => {
    await expect(page.locator(selector), selector).toHaveCount(1);
    return (await page.locator(selector).getAttribute('href'))?.replace(origin, '');
  };
  expect(await hrefOf('link[rel="canonical"]')).toBe(path);
  expect(await hrefOf('link[rel="alternate"][hreflang="en"]')).toBe(path);
  expect(await hrefOf('link[rel="alternate"][hreflang="ne"]')).toBe(path === '/' ? '/ne' : `/ne${path}`);
  expect(await hrefOf('link[rel="alternate"][hreflang="x-default"]')).toBe(path);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  const content = (await description.getAttribute('content')) ?? '';
  expect(content).toMatch(/\S/);
  return content;
}

/** Level-3 headings inside a section: every card and checklist item has exactly one. */
function itemHeadings(page: Page, sectionId: string): Locator {
  return page.locator(`section#${sectionId}`).getByRole('heading', { level: 3 });
}

async function expectLink(scope: Locator, name: string | RegExp, href: string) {
  await expect(scope.getByRole('link', { name, exact: typeof name === 'string' })).toHaveAttribute(
    'href',
    href,
  );
}

/** The process step the highlight is on (the stepper is rendered twice; CSS shows one). */
const activeStep = (page: Page) => page.locator('[data-process-step][data-active="true"]:visible');

/**
 * Lets React run the effects of the last interaction before the fake clock moves on (under
 * page.clock, a timer scheduled after runFor starts counting from the new time).
 */
const settle = (page: Page) => page.waitForTimeout(100);

/**
 * The step highlight hydrates as it enters the viewport (it starts below the hero); its pause button
 * is disabled in the server's HTML.
 */
async function waitForStepper(page: Page) {
  // Scrolled to once it is shown: before the site stylesheet arrives the section is transparent, and
  // applying the sheet can move it back out of the viewport a scroll had just brought it into.
  await waitForRestOfPage(page);
  const toggle = page.locator('[data-process-toggle]');
  await toggle.scrollIntoViewIfNeeded();
  await expect(toggle).toBeEnabled();
}

test.describe('home page', () => {
  test('hero, process, why choose, core services, testimonials and closing call to action', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="home-hero-heading"]');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Build Smarter. Work Faster. Grow Bigger.',
    );
    await expectLink(hero, 'Start Now', '/consultation');
    await expectLink(hero, 'Explore Academy', '/academy');
    await expect(hero.locator('img')).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: 'Our Process' })).toBeVisible();
    await expect(page.locator('[data-process-step]:visible')).toHaveCount(4);
    for (const title of ['Discovery', 'Strategy', 'Development', 'Launch']) {
      await expect(page.locator('[data-process-step]:visible', { hasText: title })).toHaveCount(1);
    }
    await expect(activeStep(page)).toHaveCount(1);
    await expect(activeStep(page)).toHaveAttribute('aria-current', 'step');

    await expect(itemHeadings(page, 'why-choose')).toHaveCount(6);

    const core = page.locator('section#core-services');
    await expect(itemHeadings(page, 'core-services')).toHaveText(['AI Academy', 'Automation', 'Consulting']);
    await expect(core.getByRole('link')).toHaveCount(3);
    const coreTargets = await core
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(coreTargets).toEqual(['/academy', '/services', '/consultation']);

    const testimonials = page.locator('section#testimonials');
    await expect(testimonials.locator('[data-testimonial]')).toHaveCount(3);
    await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    // A filled star is drawn in the highlight colour, an empty one in the disabled grey.
    const highlight = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'var(--rp-palette-highlight-main)';
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    for (const card of await testimonials.locator('[data-testimonial]').all()) {
      const stars = card.getByRole('img', { name: 'Rated 5 out of 5' }).locator('svg');
      await expect(stars).toHaveCount(5);
      const colours = await stars.evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).color));
      expect(colours).toEqual(Array<string>(5).fill(highlight));
    }

    const cta = page.locator('section[aria-labelledby="cta-heading"]');
    await expect(cta.getByRole('link')).toHaveCount(1);
    await expect(cta.getByRole('link')).toHaveAttribute('href', '/consultation');

    expect(await jsonLdTypes(page)).toContain('Organization');
  });

  test('the hero buttons lead to the consultation and the academy', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hero = page.locator('section[aria-labelledby="home-hero-heading"]');
    await hero.getByRole('link', { name: 'Start Now' }).click();
    await expect(page).toHaveURL(/\/consultation$/);
    await page.goBack();
    await hero.getByRole('link', { name: 'Explore Academy' }).click();
    await expect(page).toHaveURL(/\/academy$/);
  });

  test('the process highlight advances every 3 seconds, wraps, and celebrates the launch', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForStepper(page);
    await settle(page);
    await expect(activeStep(page)).toHaveAttribute('data-process-step', '1');
    // (That it never advances early is covered by the hook's unit tests; page.clock lets real time flow too.)
    await page.clock.runFor(3000);
    await expect(activeStep(page)).toHaveAttribute('data-process-step', '2');
    await page.clock.runFor(3000);
    await expect(activeStep(page)).toHaveAttribute('data-process-step', '3');
    await expect(page.locator('[data-celebration]:visible')).toHaveCount(0);
    await page.clock.runFor(3000);
    await expect(activeStep(page)).toHaveAttribute('data-process-step', '4');
    await expect(activeStep(page)).toContainText('Launch');
    // The burst itself is a zero-size anchor; its pieces are what show.
    await expect(activeStep(page).locator('[data-celebration] > span').first()).toBeVisible();
    await expect(activeStep(page).locator('[data-celebration]')).toHaveAttribute('aria-hidden', 'true');
    await page.clock.runFor(3000);
    await expect(activeStep(page)).toHaveAttribute('data-process-step', '1');
    await expect(page.locator('[data-celebration]')).toHaveCount(0);
  });

  test('the process highlight advances in real time too', async ({ page }) => {
    await page.goto('/');
    await waitForStepper(page);
    const started = Date.now();
    await expect(activeStep(page)).toHaveAttribute('data-process-step', '2', { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThan(1500);
  });

  test('Pause holds the highlight, hovering holds it, Play resumes it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForStepper(page);
    await page.getByRole('button', { name: 'Pause the step highlight' }).click();
    await settle(page);
    await page.clock.runFor(9000);
    await expect(activeStep(page)).toHaveAttribute('data-process-step', '1');
    await page.getByRole('button', { name: 'Play the step highlight' }).click();
    await settle(page);
    await page.clock.runFor(3000);
    await expect(activeStep(page)).toHaveAttribute('data-process-step', '2');

    await activeStep(page).hover();
    await settle(page);
    await page.clock.runFor(9000);
    await expect(activeStep(page)).toHaveAttribute('data-process-step', '2');
    await page.mouse.move(0, 0);
    await settle(page);
    await page.clock.runFor(3000);
    await expect(activeStep(page)).toHaveAttribute('data-process-step', '3');
  });

  test("the step highlight's code is fetched only as it enters the viewport", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    const stepperChunk = (path: string) => /\/assets\/ProcessStepper\.island-[\w-]+\.js$/.test(path);
    expect(requested.filter(stepperChunk)).toEqual([]);
    await expect(page.locator('[data-process-toggle]')).toBeDisabled();
    await waitForStepper(page);
    expect(requested.filter(stepperChunk)).toHaveLength(1);
  });

  test('on a phone the process is a vertical stepper', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.locator('[data-process-step]:visible')).toHaveCount(4);
    await expect(page.locator('.MuiStepper-vertical:visible')).toHaveCount(1);
    await expect(page.locator('.MuiStepper-horizontal:visible')).toHaveCount(0);
  });
});

test.describe('home hero video', () => {
  const section = (page: Page) => page.locator('section[aria-labelledby="home-hero-heading"]');
  const hero = (page: Page) => section(page).locator('[data-hero-media]');

  test('replaces the image once it plays; pause and end bring the image back', async ({ page }) => {
    // Held until the still image has been seen: on a busy machine the video could otherwise already
    // be playing by the time the first check runs.
    const entry = await holdAppEntry(page);
    await page.goto('/');
    await expect(hero(page)).toHaveAttribute('data-hero-media', 'image');
    entry.release();
    const video = hero(page).locator('video');
    // Created only once the page is idle, after load.
    await expect(video).toBeAttached({ timeout: 10_000 });
    await expect(video).toHaveAttribute('aria-hidden', 'true');
    await expect(hero(page)).toHaveAttribute('data-hero-media', 'video', { timeout: 15_000 });
    await expect(video).toHaveCSS('opacity', '1');
    await expect(video).toHaveJSProperty('muted', true);

    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await expect(hero(page)).toHaveAttribute('data-hero-media', 'image');
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect(hero(page)).toHaveAttribute('data-hero-media', 'video');

    // The visitor's own way to stop it (WCAG 2.2.2), outside the hidden background layer and reachable
    // from the keyboard: a press pauses the video and brings the image back, the next plays it again.
    const pause = section(page).getByRole('button', { name: 'Pause the background video' });
    await pause.click();
    await expect(hero(page)).toHaveAttribute('data-hero-media', 'image');
    await expect(video).toHaveJSProperty('paused', true);
    const play = section(page).getByRole('button', { name: 'Play the background video' });
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(hero(page)).toHaveAttribute('data-hero-media', 'video');
    await expect(pause).toBeVisible();
    // A real end: stop looping and jump to the last moments.
    await video.evaluate((element: HTMLVideoElement) => {
      element.loop = false;
      element.currentTime = Math.max(0, element.duration - 0.3);
    });
    await expect(hero(page)).toHaveAttribute('data-hero-media', 'image');
    await expect(video).toHaveJSProperty('ended', true);
  });

  test('falls back to the still image, silently, when the video cannot load', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Hero video unavailable/);
    consoleGuard.allow(/Failed to load resource/);
    await page.route('**/*.{webm,mp4}', (route) => route.abort());
    const warned = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'warning' && /Hero video unavailable/.test(message.text()),
      timeout: 15_000,
    });
    await page.goto('/');
    await expect(hero(page).locator('video')).toBeAttached({ timeout: 10_000 });
    await warned;
    await expect(hero(page)).toHaveAttribute('data-hero-media', 'image');
    await expect(section(page).locator('img')).toBeVisible();
    await expect(hero(page).locator('video')).toHaveCSS('opacity', '0');
    // Nothing is shown to the visitor.
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('loads none of its code on a phone, and starts once the window is widened', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(hero(page)).toHaveAttribute('data-hero-media', 'image');
    expect(appScripts(scripts)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(hero(page).locator('video')).toBeAttached({ timeout: 10_000 });
    expect(scripts.some((url) => /\/HeroVideo[^/]*\.js$/.test(url))).toBe(true);
  });

  test('is never created under reduced motion, and the highlight starts paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await waitForStepper(page);
    await expect(page.getByRole('button', { name: 'Play the step highlight' })).toBeVisible();
    // Longer than the idle fallback (1.5 s) and the idle timeout (4 s), on the page's clock.
    await page.clock.runFor(5000);
    await settle(page);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(hero(page)).toHaveAttribute('data-hero-media', 'image');
    // Nothing moves, so there is nothing to pause.
    await expect(page.getByTestId('hero-video-control')).toHaveCount(0);
    await expect(activeStep(page)).toHaveAttribute('data-process-step', '1');
  });
});

test.describe('home hero video under Save-Data', () => {
  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '3g' },
  ])
    test(`is never downloaded (${JSON.stringify(connection)}); the still image stays`, async ({ page }) => {
      // What Chromium reports when the visitor turns on data saving or is on a slow network.
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
      }, connection);
      const videos: string[] = [];
      page.on('request', (request) => {
        if (/\.(webm|mp4)(\?|$)/.test(request.url())) videos.push(request.url());
      });
      await page.clock.install();
      await page.goto('/');
      await waitForHydration(page);
      // Longer than the idle fallback (1.5 s) and the idle timeout (4 s), on the page's clock.
      await page.clock.runFor(5000);
      await settle(page);
      await expect(page.locator('video')).toHaveCount(0);
      await expect(page.locator('section[aria-labelledby="home-hero-heading"] img')).toBeVisible();
      expect(videos).toEqual([]);
    });
});

test.describe('academy page', () => {
  /** How many EducationalOrganization blocks the page has (text filters skip <script> contents). */
  const academyLd = (page: Page) =>
    expect.poll(
      async () => (await jsonLdTypes(page)).filter((type) => type === 'EducationalOrganization').length,
    );

  test('intro, four offers, how it works and buttons to the consultation', async ({ page }) => {
    await page.goto('/academy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Academy');
    await expect(page.getByRole('heading', { level: 2, name: 'Learn AI the practical way' })).toBeVisible();
    await expect(itemHeadings(page, 'offers')).toHaveText([
      /beginner-friendly courses/i,
      /workshops & live training/i,
      /nepali-focused curriculum/i,
      /certification programs/i,
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeVisible();
    await expect(page.locator('section#how-it-works li')).toHaveCount(3);
    await expect(main(page)).toContainText(/own pace/i);
    await expect(main(page)).toContainText(/live mentoring/i);
    await expect(main(page)).toContainText(/new lessons are added regularly/i);
    await expect(main(page)).toContainText(/being built/i);
    const buttons = main(page).locator('a.MuiButton-root');
    expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    for (const button of await buttons.all()) await expect(button).toHaveAttribute('href', '/consultation');
  });

  test('reached by clicking, academy and the next page each carry their own metadata and structured data', async ({
    page,
  }) => {
    // Every link loads a new document, so nothing can linger from the page before; what can go wrong
    // is a page shipping another page's (or the shell's) title, canonical, alternates or data.
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const home = await expectOwnMetadata(page, '/');
    await academyLd(page).toBe(0);

    await nav.getByRole('link', { name: 'AI Academy' }).click();
    await expect(page).toHaveURL(/\/academy$/);
    const academy = await expectOwnMetadata(page, '/academy');
    expect(academy).not.toBe(home);
    await academyLd(page).toBe(1);
    expect(await jsonLdTypes(page)).not.toContain('Organization');

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    const pricing = await expectOwnMetadata(page, '/pricing');
    expect(pricing).not.toBe(academy);
    await academyLd(page).toBe(0);
  });
});

test.describe('services page', () => {
  test('automation, consulting, industries, process and calls to action', async ({ page }) => {
    await page.goto('/services');
    const hero = pageHero(page);
    await expectLink(hero, 'Get Started', '/consultation');
    await expectLink(hero, 'Learn More about our business solutions', '/use-cases/business');
    await expect(hero.getByRole('link', { name: /^Learn More/ })).toHaveText(/Learn More/);

    const automation = page.locator('section#automation');
    await expect(automation.locator('[data-service]')).toHaveCount(4);
    await expect(itemHeadings(page, 'automation')).toHaveText([
      /chatbots/i,
      /business process automation/i,
      /marketing automation/i,
      /onboarding.*hr/i,
    ]);
    for (const card of await automation.locator('[data-service]').all()) {
      expect(await card.getByRole('listitem').count()).toBeGreaterThan(0);
    }

    const consulting = page.locator('section#consulting');
    await expect(consulting.locator('[data-service]')).toHaveCount(3);
    const durations = await consulting
      .locator('[data-duration]')
      .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-duration')));
    expect(durations).toEqual(['2-4 weeks', '4-12 weeks', 'Ongoing']);
    await expect(consulting.getByRole('heading', { name: 'Deliverables' })).toHaveCount(3);

    await expect(itemHeadings(page, 'industries')).toHaveText([
      'E-commerce',
      'Healthcare',
      'Education',
      'Real Estate',
      'Hospitality',
      'Manufacturing',
    ]);
    for (const card of await page.locator('section#industries [data-industry]').all()) {
      expect(await card.getByRole('listitem').count()).toBeGreaterThan(0);
    }

    await expect(page.locator('section#process ol > li')).toHaveCount(4);

    const cta = page.locator('section[aria-labelledby="cta-heading"]');
    const targets = await cta
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(targets).toEqual(['/consultation', '/use-cases/business']);
  });

  test('/services#automation lands on the automation section', async ({ page }) => {
    await page.goto('/services#automation');
    const heading = page.getByRole('heading', { level: 2, name: 'AI Automation Services' });
    await expect(heading).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // The fixed header does not cover the heading.
    const box = await heading.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(64);
  });

  test('the footer AI Automation link, from another page, lands on the section', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'AI Automation' }).click();
    await expect(page).toHaveURL(/\/services#automation$/);
    await expect(page.getByRole('heading', { level: 2, name: 'AI Automation Services' })).toBeInViewport();
  });
});

interface SolutionExpectation {
  path: string;
  /** Section id → number of items. */
  counts: Record<string, number>;
  related?: string[];
}

const solutionExpectations: SolutionExpectation[] = [
  { path: '/supply-chain-optimization', counts: { features: 5, benefits: 4 } },
  {
    path: '/data-analytics',
    counts: { offers: 5, 'why-it-matters': 5 },
    related: ['/customer-service-automation', '/marketing-automation', '/supply-chain-optimization'],
  },
  { path: '/customer-service-automation', counts: { offers: 6, 'chatbot-types': 6, benefits: 5 } },
  { path: '/marketing-automation', counts: { offers: 5, benefits: 5 } },
  { path: '/employee-onboarding', counts: { offers: 5, benefits: 5 } },
];

test.describe('solution pages', () => {
  for (const solution of solutionExpectations) {
    test(`${solution.path}: breadcrumb, sections, related links and call to action`, async ({ page }) => {
      await page.goto(solution.path);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expectLink(breadcrumb, 'Home', '/');
      await expectLink(breadcrumb, 'Business Solutions', '/use-cases/business');
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveCount(1);

      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const list = ld
        .map((text) => JSON.parse(text) as { '@type': string; itemListElement?: { item: string }[] })
        .find((data) => data['@type'] === 'BreadcrumbList');
      expect(list?.itemListElement).toHaveLength(3);
      expect(list?.itemListElement?.[2]?.item).toMatch(new RegExp(`${solution.path}$`));

      for (const [sectionId, count] of Object.entries(solution.counts)) {
        await expect(itemHeadings(page, sectionId), sectionId).toHaveCount(count);
      }

      const related = page.locator('section#related');
      if (solution.related) {
        const targets = await related
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(targets).toEqual(solution.related);
      } else {
        await expect(related).toHaveCount(0);
      }

      // Every button on the page body leads to the consultation.
      const buttons = main(page).locator('a.MuiButton-root');
      expect(await buttons.count()).toBeGreaterThanOrEqual(2);
      for (const button of await buttons.all()) await expect(button).toHaveAttribute('href', '/consultation');
    });
  }

  test('supply chain has a Book a Free Demo button to the consultation', async ({ page }) => {
    await page.goto('/supply-chain-optimization');
    await expectLink(pageHero(page), 'Book a Free Demo', '/consultation');
  });

  test('marketing automation has two call-to-action buttons to the consultation', async ({ page }) => {
    await page.goto('/marketing-automation');
    const cta = page.locator('section[aria-labelledby="cta-heading"]');
    await expect(cta.getByRole('link')).toHaveCount(2);
    for (const link of await cta.getByRole('link').all())
      await expect(link).toHaveAttribute('href', '/consultation');
  });

  test('a related solution card leads to that page, which carries its own metadata', async ({ page }) => {
    await page.goto('/data-analytics');
    const from = await expectOwnMetadata(page, '/data-analytics');
    await page
      .locator('section#related')
      .getByRole('link', { name: /marketing automation/i })
      .click();
    await expect(page).toHaveURL(/\/marketing-automation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Marketing Automation/);
    expect(await expectOwnMetadata(page, '/marketing-automation')).not.toBe(from);
  });
});

test.describe('use-case pages', () => {
  test('business: five solution cards and buttons to the consultation and services', async ({ page }) => {
    await page.goto('/use-cases/business');
    const solutions = page.locator('section#solutions');
    await expect(solutions.locator('[data-solution]')).toHaveCount(5);
    const targets = await solutions
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(targets).toEqual([
      '/customer-service-automation',
      '/marketing-automation',
      '/employee-onboarding',
      '/supply-chain-optimization',
      '/data-analytics',
    ]);
    const cta = page.locator('section[aria-labelledby="cta-heading"]');
    const buttons = await cta
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(buttons).toEqual(['/consultation', '/services']);
  });

  test('individuals: eight use cases with examples and two bottom buttons', async ({ page }) => {
    await page.goto('/use-cases/individuals');
    await expect(itemHeadings(page, 'use-cases')).toHaveText([
      /personal ai assistant/i,
      /content creation/i,
      /meeting transcripts/i,
      /resume screening/i,
      /expense tracking/i,
      /career development/i,
      /research assistant/i,
      /health & admin automation/i,
    ]);
    await expect(page.locator('section#use-cases').getByText('Example:')).toHaveCount(8);
    const cta = page.locator('section[aria-labelledby="cta-heading"]');
    await expect(cta.getByRole('link')).toHaveCount(2);
    for (const link of await cta.getByRole('link').all()) {
      expect(await link.getAttribute('href')).toMatch(/^\/[a-z]/);
    }
  });
});

test.describe('pricing page', () => {
  test('custom pricing with no prices, two buttons, three info blocks and a FAQ', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Pricing');
    await expect(main(page)).not.toContainText(/(NPR|Rs\.?|रु\.?|\$|USD)\s?\d/);
    await expectLink(main(page), 'Get Free Consultation', '/consultation');
    await expectLink(main(page), 'Contact Us', '/contact');
    await expect(itemHeadings(page, 'how-pricing-works')).toHaveText([
      /personalized solutions/i,
      /transparent pricing/i,
      /flexible packages/i,
    ]);

    const questions = page.locator('section#faq').getByRole('button');
    expect(await questions.count()).toBeGreaterThanOrEqual(3);
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: await questions.nth(1).innerText() })).toBeVisible();
  });
});
