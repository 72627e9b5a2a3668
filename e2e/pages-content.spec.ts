import type { Page } from '@playwright/test';
import { test, expect, waitForRestOfPage } from './support/fixtures';
import { readFileSync } from 'node:fs';
import { parseArticle } from '../scripts/blog/articles';

/** An English article's frontmatter, read from its file as the build reads it. */
function frontmatterOf(id: string) {
  const file = `content/blog/en/${id}.md`;
  const { frontmatter, problems } = parseArticle(file, readFileSync(file, 'utf8'));
  if (!frontmatter) throw new Error(problems.join('\n'));
  return frontmatter;
}

/** SPEC section 2, /blog: the read time of each post, in the order of the cards. */
const specReadTimes = [
  ['productivity-boost', 10],
  ['ai-agents-guide', 15],
  ['ai-transformation-model', 12],
  ['ai-guide-for-nepali-professionals', 8],
  ['nepali-businesses-automation', 6],
] as const;

const articleIds = specReadTimes.map(([id]) => id);

const cards = (page: Page) => page.getByTestId('blog-post-card');

test.describe('blog index', () => {
  test('shows the five posts with title, author, March 2024 date, excerpt and read time', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.locator('h1')).toHaveText('AI Insights Blog');
    await expect(cards(page)).toHaveCount(5);
    for (const [index, [id, minutes]] of specReadTimes.entries()) {
      const post = frontmatterOf(id);
      const card = cards(page).nth(index);
      const link = card.getByRole('link');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAccessibleName(post.title);
      await expect(link).toHaveAttribute('href', `/blog/${id}`);
      await expect(card.getByTestId('article-author')).toHaveText(post.author);
      await expect(card.locator('time')).toHaveText(/^March ([1-9]|[12]\d|3[01]), 2024$/);
      await expect(card.getByText(post.excerpt ?? post.description)).toBeVisible();
      await expect(card.getByTestId('article-read-time')).toHaveText(`${minutes} min read`);
    }
  });

  test('a whole card is clickable and is a single tab stop', async ({ page }) => {
    await page.goto('/blog');
    // The click below is aimed from the card's measured height, so it is measured once the cards have
    // their final layout (the site stylesheet lays out what is below the first screen). Aimed without
    // this wait, it once missed the link in a fresh-clone run (passed on retry).
    await waitForRestOfPage(page);
    const [first, second] = [cards(page).nth(0), cards(page).nth(1)];
    await first.getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(second.getByRole('link')).toBeFocused();
    // Click near the card's bottom-left corner (the byline), away from the title: the link covers the card.
    const box = await second.boundingBox();
    if (!box) throw new Error('card has no box');
    await second.click({ position: { x: 24, y: box.height - 24 } });
    await expect(page).toHaveURL(/\/blog\/ai-agents-guide$/);
  });
});

test.describe('blog articles', () => {
  for (const id of articleIds) {
    test(`/blog/${id} has its header, at least 8 sections, the CTA and BlogPosting data`, async ({
      page,
    }) => {
      await page.goto(`/blog/${id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');

      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      const title = (await h1.textContent()) ?? '';
      expect(title.length).toBeGreaterThan(10);

      const hero = main.locator('article header picture img').last();
      await expect(hero).toBeVisible();
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const byline = main.locator('article header').getByTestId('article-byline');
      const author = (await byline.getByTestId('article-author').textContent()) ?? '';
      expect(author.length).toBeGreaterThan(3);
      await expect(
        byline.getByRole('img', { name: new RegExp(author.split(' ')[0] ?? author) }),
      ).toBeVisible();
      await expect(byline.locator('time')).toHaveText(/March \d{1,2}, 2024/);
      const minutes = specReadTimes.find(([postId]) => postId === id)?.[1];
      await expect(byline.getByTestId('article-read-time')).toHaveText(`${minutes} min read`);

      expect(await main.getByTestId('article-section').count()).toBeGreaterThanOrEqual(8);
      await expect(main.locator('[data-testid="article-section"] h2').first()).toBeVisible();

      const cta = page.getByRole('region', { name: 'Ready to put AI to work?' });
      await expect(cta.getByRole('link', { name: /Book a Free Consultation/ })).toHaveAttribute(
        'href',
        '/consultation',
      );

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = jsonLd
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data['@type'] === 'BlogPosting');
      expect(posting).toBeDefined();
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        headline: title,
        author: { name: author },
        publisher: { '@type': 'Organization' },
        mainEntityOfPage: { '@type': 'WebPage', '@id': expect.stringMatching(new RegExp(`/blog/${id}$`)) },
      });
      expect(posting?.['image']).toMatch(/^https?:\/\/[^/]+\/media\/blog\/.+\.jpg$/);
      expect(posting?.['datePublished']).toMatch(/^2024-03-\d{2}$/);
      expect(typeof posting?.['description']).toBe('string');
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    });
  }

  test('the productivity article ends with Contact, Services and Blog Home links', async ({ page }) => {
    await page.goto('/blog/productivity-boost');
    await expect(page.locator('h1')).toHaveText('5 Ways AI Can Instantly Boost Your Productivity at Work');
    const links = page.getByRole('navigation', { name: 'Keep exploring' }).getByRole('link');
    await expect(links).toHaveText(['Contact', 'Services', 'Blog Home']);
    await expect(links.nth(0)).toHaveAttribute('href', '/contact');
    await expect(links.nth(1)).toHaveAttribute('href', '/services');
    await expect(links.nth(2)).toHaveAttribute('href', '/blog');
    for (const section of [
      'Smart scheduling',
      'Email and document management',
      'Instant data insights',
      'Chatbots for customer service',
      'Creative help',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeVisible();
    }
  });

  test('from the blog to an article and back', async ({ page }) => {
    await page.goto('/blog');
    await cards(page).nth(2).getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/ai-transformation-model$/);
    await expect(page.locator('h1')).toHaveText(/4-Step AI Transformation Model/);
    await expect(page).toHaveTitle(/Rupantaran AI/);
    expect(await page.getByTestId('article-section').count()).toBeGreaterThanOrEqual(8);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(5);
    await expect(page).toHaveTitle('AI Insights Blog — Rupantaran AI');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);

    await page.goBack();
    await expect(page.locator('h1')).toHaveText(/4-Step AI Transformation Model/);
    await page.goBack();
    await expect(cards(page)).toHaveCount(5);
  });
});

test.describe('articles with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the full article text is in the prerendered page and visible', async ({ page }) => {
    await page.goto('/blog/ai-agents-guide');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Key takeaways' })).toBeVisible();
    expect(await page.getByTestId('article-section').count()).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('the blog index lists its posts', async ({ page }) => {
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(5);
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('company pages', () => {
  test('contact offers a mailto link and the location', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('h1')).toHaveText('Contact Us');
    await expect(page.getByText("Want to learn more? We're happy to talk.")).toBeVisible();
    const mail = page.getByRole('main').getByRole('link', { name: /@/ });
    const address = (await mail.textContent()) ?? '';
    await expect(mail).toHaveAttribute('href', `mailto:${address}`);
    await expect(page.getByText('Kathmandu, Nepal')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Request a Free Consultation' }),
    ).toHaveAttribute('href', '/consultation');
  });

  test('team shows the founder card and quote', async ({ page }) => {
    await page.goto('/team');
    await expect(page.locator('h1')).toHaveText('Meet Our Team');
    const card = page.getByTestId('team-member');
    await expect(card).toHaveCount(1);
    const portrait = card.getByRole('img', { name: /^Portrait of / });
    await expect(portrait).toBeVisible();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(card.getByText('Founder & AI Strategist')).toBeVisible();
    await expect(card.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(page.locator('blockquote')).toContainText('building the future of AI-powered automation');
  });

  test('about tells the story of the name and lists the four benefits', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('h1')).toHaveText('Our Story');
    await expect(page.locator('main [lang="ne"]').first()).toHaveText('रूपान्तरण');
    await expect(page.getByText('transformation', { exact: true })).toBeVisible();
    const benefits = page.getByRole('region', { name: 'How We Help' }).getByRole('heading', { level: 3 });
    await expect(benefits).toHaveText([
      'Automate time-consuming tasks',
      'Make smarter, data-driven decisions',
      'Learn the latest AI tools and trends',
      'Grow faster by working smarter',
    ]);
  });

  test('careers invites an application by e-mail', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.locator('h1')).toHaveText('Careers');
    await expect(page.getByRole('link', { name: 'Send your application' })).toHaveAttribute(
      'href',
      /^mailto:.+@.+\?subject=Application$/,
    );
    await expect(page.getByText('Every application is reviewed.', { exact: false })).toBeVisible();
  });

  test('training is coming soon and leads to a consultation', async ({ page }) => {
    await page.goto('/training');
    await expect(page.locator('h1')).toHaveText('Training Coming Soon');
    await expect(page.getByText(/No live courses are running yet/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Consultation' })).toHaveAttribute(
      'href',
      '/consultation',
    );
  });

  test('development lists five offerings and a free consultation', async ({ page }) => {
    await page.goto('/development');
    await expect(page.getByText('Need a tailored AI solution for your business or workflow?')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'What We Build' }).getByRole('heading', { level: 3 }),
    ).toHaveText([
      'Custom AI tools and automation workflows',
      'Business-specific AI integrations (CRM, ERP, etc.)',
      'Data analysis and intelligent insights',
      'Consultation on strategy and implementation',
      'Scalable backend architecture with AI capabilities',
    ]);
    const buttons = page.getByRole('main').getByRole('link', { name: 'Get a Free Consultation' });
    expect(await buttons.count()).toBeGreaterThanOrEqual(1);
    await expect(buttons.first()).toHaveAttribute('href', '/consultation');
  });
});

test.describe('placeholder and policy pages', () => {
  for (const [path, title] of [
    ['/community', 'Community'],
    ['/tutorials', 'Tutorials'],
    ['/resources', 'Resources'],
    ['/support', 'Support'],
    ['/docs', 'API Docs'],
  ] as const) {
    test(`${path} says Coming Soon and points to next steps`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.getByRole('main').getByText('Coming Soon', { exact: true })).toBeVisible();
      const nextSteps = page.getByRole('region', { name: 'In the meantime' }).getByRole('link');
      await expect(nextSteps).toHaveCount(3);
      for (const href of await nextSteps.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      )) {
        expect(href).toMatch(/^\/(blog|academy|consultation|contact|development)$/);
      }
    });
  }

  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
  ] as const) {
    test(`${path} shows its title, last update and sections`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.getByText(/^Last updated \w+ \d{1,2}, \d{4}$/)).toBeVisible();
      expect(await page.getByTestId('article-section').count()).toBeGreaterThanOrEqual(3);
    });
  }
});
