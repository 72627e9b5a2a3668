import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, waitForRestOfPage } from './support/fixtures';
import { specRoutes } from '../tests/fixtures/specRoutes';

/** The spec's articles (independent of the build), in both languages. */
const englishArticles = specRoutes.filter((path) => path.startsWith('/blog/'));
const languages = [
  { locale: 'en', prefix: '', feed: '/rss.xml', copy: 'Copy link', copied: 'Link copied' },
  { locale: 'ne', prefix: '/ne', feed: '/ne/rss.xml', copy: 'लिङ्क कपी गर्नुहोस्', copied: 'लिङ्क कपी भयो' },
] as const;

const contentsLinks = 'nav[aria-labelledby="contents-title"] a';

/** The element a `#anchor` link leads to (an attribute selector: ids may start with a digit). */
const target = (page: Page, href: string | null) => page.locator(`[id="${(href ?? '').slice(1)}"]`);

async function canonicalOf(page: Page): Promise<string> {
  return (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
}

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  creator: string;
  description: string;
}

/** The feed parsed by the browser's XML parser: a malformed document comes back as <parsererror>. */
async function readFeed(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  await page.goto('/');
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'application/xml');
    const child = (parent: Element, name: string) =>
      Array.from(parent.children).find((node) => node.tagName === name)?.textContent ?? '';
    const channel = document.getElementsByTagName('channel')[0];
    return {
      bytes: new TextEncoder().encode(source).length,
      error: document.getElementsByTagName('parsererror').length > 0,
      root: document.documentElement.tagName,
      version: document.documentElement.getAttribute('version'),
      language: channel ? child(channel, 'language') : '',
      self:
        document.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? '',
      items: Array.from(document.getElementsByTagName('item')).map((item): FeedItem => ({
        title: child(item, 'title'),
        link: child(item, 'link'),
        guid: child(item, 'guid'),
        pubDate: child(item, 'pubDate'),
        creator: child(item, 'dc:creator'),
        description: child(item, 'description'),
      })),
    };
  }, xml);
}

for (const { locale, prefix, feed } of languages) {
  test(`${feed} is a complete, well-formed RSS feed of every ${locale} article`, async ({ page }) => {
    const parsed = await readFeed(page, feed);
    expect(parsed.error).toBe(false);
    expect([parsed.root, parsed.version, parsed.language]).toEqual(['rss', '2.0', locale]);
    expect(new URL(parsed.self).pathname).toBe(feed);
    const paths = parsed.items.map((item) => new URL(item.link).pathname).sort();
    expect(paths).toEqual(englishArticles.map((path) => `${prefix}${path}`).sort());
    for (const item of parsed.items) {
      expect(item.link).toMatch(/^https?:\/\/[^/]+\//);
      expect(item.guid).toBe(item.link);
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.description.length).toBeGreaterThan(40);
      expect(item.creator).not.toBe('');
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} Mar 2024 00:00:00 GMT$/);
    }
    if (locale === 'ne') for (const item of parsed.items) expect(item.title).toMatch(/[\u0900-\u097F]/);
  });

  test(`${prefix || '/'} pages name the ${locale} feed, and ${prefix}/blog links to it`, async ({ page }) => {
    for (const path of [prefix || '/', `${prefix}/pricing`, `${prefix}/blog/ai-agents-guide`]) {
      await page.goto(path);
      const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(link).toHaveCount(1);
      expect(new URL((await link.getAttribute('href')) ?? '').pathname).toBe(feed);
      await expect(link).toHaveAttribute('title', /\S/);
    }
    await page.goto(`${prefix}/blog`);
    const visible = page.locator(`main a[href="${feed}"]`);
    await expect(visible).toBeVisible();
    expect((await page.request.get((await visible.getAttribute('href')) ?? '')).status()).toBe(200);
  });
}

for (const english of englishArticles) {
  test(`${english}: contents, related reading and share links in both languages`, async ({ page }) => {
    const anchorsByLanguage: string[][] = [];
    for (const { prefix } of languages) {
      const path = `${prefix}${english}`;
      await page.goto(path);

      // Contents: one link per section, each to a heading that exists.
      const hrefs = await page
        .locator(contentsLinks)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBe(await page.getByTestId('article-section').count());
      for (const href of hrefs) {
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await expect(target(page, href), `${path}${href}`).toHaveCount(1);
        expect(await target(page, href).evaluate((element) => element.tagName)).toBe('H2');
      }
      anchorsByLanguage.push(hrefs);

      // Related reading: 2–3 other articles of the same language.
      const related = await page
        .getByTestId('related-reading')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(related.length).toBeGreaterThanOrEqual(2);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const href of related) {
        expect(href).toMatch(new RegExp(`^${prefix}/blog/[a-z-]+$`));
        expect(href).not.toBe(path);
      }

      // Share links: the canonical URL and the title, encoded, reaching each network intact.
      const canonical = await canonicalOf(page);
      expect(new URL(canonical).pathname).toBe(path);
      const title = (await page.locator('h1').textContent()) ?? '';
      const share = await page
        .locator('a[data-network]')
        .evaluateAll((links) =>
          links.map((link) => [
            link.getAttribute('data-network'),
            link.getAttribute('href'),
            link.getAttribute('target'),
            link.getAttribute('rel'),
          ]),
        );
      expect(share.map(([network]) => network)).toEqual(['facebook', 'whatsapp', 'viber', 'linkedin', 'x']);
      const params = (href: string | null | undefined) => new URL(href ?? '').searchParams;
      for (const [network, href, opens, rel] of share) {
        if (network !== 'viber') expect([opens, rel]).toEqual(['_blank', 'noopener noreferrer']);
        expect(href).not.toMatch(/[\s#]/);
        const query = params(href);
        if (network === 'facebook') expect(query.get('u')).toBe(canonical);
        if (network === 'linkedin') expect(query.get('url')).toBe(canonical);
        if (network === 'x') expect([query.get('url'), query.get('text')]).toEqual([canonical, title]);
        if (network === 'whatsapp' || network === 'viber')
          expect(query.get('text')).toBe(`${title} ${canonical}`);
      }
    }
    // The same section has the same anchor in both languages.
    expect(anchorsByLanguage[1]).toEqual(anchorsByLanguage[0]);
  });
}

test('the contents mark the section being read, without moving the page (CLS)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/ne/blog/ai-agents-guide');
  // A reader scrolls to a section once it is shown: before the site stylesheet arrives the sections
  // are transparent, and applying it moved section 4 away from where a scroll had put it.
  await waitForRestOfPage(page);
  const links = page.locator(contentsLinks);
  const fourth = links.nth(3);
  await target(page, await fourth.getAttribute('href')).evaluate((heading) =>
    heading.scrollIntoView({ block: 'start' }),
  );
  await expect(page.locator('[data-island="components/article/TableOfContents"]')).toHaveAttribute(
    'data-hydrated',
    'true',
  );
  await expect(fourth).toHaveAttribute('aria-current', 'location');
  await expect(page.locator(`${contentsLinks}[aria-current]`)).toHaveCount(1);
  // The sticky contents stay in view while reading.
  await expect(page.getByRole('navigation', { name: 'यस लेखमा' })).toBeInViewport();
  // Following a link lands on its section.
  await links.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${(await links.nth(1).getAttribute('href')) ?? ''}$`));
  const cls = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(cls).toBeLessThanOrEqual(0.01);
});

test('on a phone the contents are a closed block that opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog/ai-agents-guide');
  const summary = page.locator('summary#contents-title-compact');
  await expect(summary).toBeVisible();
  const compactLinks = page.locator('nav[aria-labelledby="contents-title-compact"] a');
  await expect(compactLinks.first()).toBeHidden();
  await expect(page.locator(contentsLinks).first()).toBeHidden();
  await summary.click();
  await expect(compactLinks.first()).toBeVisible();
  await compactLinks.nth(2).click();
  await expect(target(page, await compactLinks.nth(2).getAttribute('href'))).toBeInViewport();
});

// Sections render only near the viewport, with a placeholder height until then (offscreen.ts). With a
// fixed 480 px the share bar sat at a third of its real depth on a phone, then moved down under the
// reader's finger as the sections above it rendered.
for (const { prefix } of languages) {
  test(`on a phone, ${prefix}/blog/ai-agents-guide keeps its share bar within 10% of where it first stood`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/blog/ai-agents-guide`);
    // Measured on the page as a reader has it: until the site stylesheet arrives, what follows the
    // first screen has not taken its final layout (it flaked when measured before, 11.6% off).
    await waitForRestOfPage(page);
    const depth = () =>
      page.getByTestId('share-bar').evaluate((bar) => bar.getBoundingClientRect().top + window.scrollY);
    const placeholder = await depth();
    // Every section laid out for real, as after a reader has scrolled past them all.
    await page.addStyleTag({
      content: '[data-testid="article-section"] { content-visibility: visible !important }',
    });
    const real = await depth();
    expect(Math.abs(real - placeholder) / real, `${placeholder} px before, ${real} px after`).toBeLessThan(
      0.1,
    );
  });
}

for (const { prefix, copy, copied } of languages) {
  test(`copy-link on ${prefix}/blog/productivity-boost copies the canonical URL and says so`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${prefix}/blog/productivity-boost`);
    // The bar is below the first screen: it takes its place when the page's stylesheet arrives, and a
    // click as that happens lands where the button was.
    await waitForRestOfPage(page);
    const bar = page.getByTestId('share-bar');
    await bar.scrollIntoViewIfNeeded();
    await bar.getByRole('button', { name: copy }).click();
    await expect(page.getByText(copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await canonicalOf(page));
  });
}

// Each article page had full axe before its islands woke (accessibility specs); this checks them awake,
// one language in each scheme.
for (const [scheme, path] of [
  ['light', '/blog/ai-agents-guide'],
  ['dark', '/ne/blog/ai-transformation-model'],
] as const) {
  test.describe(`axe on articles in the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });
    test(`${path} (contents, share bar, author, related reading) has no violations`, async ({
      page,
      axe,
    }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
      // Bring the islands that wait to be seen into play, then check the page as a reader has it.
      await waitForHydration(page);
      // Scrolled to as a reader would: the sections above the bar skip layout until they are near
      // (content-visibility), so laying them out can move the bar off screen again before the
      // island's visibility observer sees it; a reader scrolls on, and so does this.
      const shareBar = page.locator('[data-island="components/article/ShareBar"]');
      await expect(async () => {
        await page.getByTestId('share-bar').scrollIntoViewIfNeeded();
        await expect(shareBar).toHaveAttribute('data-hydrated', 'true', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(await axe()).toEqual([]);
    });
  });
}
