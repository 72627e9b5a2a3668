import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { loadBlog } from '../scripts/blog/articles';
import { cmsBackendPort, startCmsBackend, type CmsBackend } from './support/cmsBackend';
import { test, expect } from './support/fixtures';
import { staticServerUrl } from './support/staticServer';

/**
 * The article editor at /admin, served by the build as a static host serves it (its own CSP from
 * dist/_headers), writing through Decap's local proxy into a temporary copy of content/. What it saves
 * must pass the build's own article checks (scripts/blog/articles.ts), from which its route, card,
 * feed item and sitemap entry follow in both languages (tests/content/addArticle.test.ts).
 */
test.use({ baseURL: staticServerUrl });
// One proxy port: the tests take turns, each (and each retry) with a fresh copy of the content.
test.describe.configure({ mode: 'serial' });

const slug = 'an-article-written-in-the-editor';
let backend: CmsBackend;

test.beforeEach(async () => {
  backend = await startCmsBackend();
});

test.afterEach(async () => {
  await backend?.stop();
});

async function openNewArticle(page: Page): Promise<void> {
  // The editor shows a picture by its path in the repository; `npm run cms` (Vite) serves the working
  // copy's files there, the static build does not (it serves the resized ones), so the test serves the copy's.
  // Until it is saved, a picture just uploaded is not there yet: Decap asks for it once and shows its
  // own copy, and that one 404 is the only console error allowed (see consoleGuard in the tests).
  await page.route('**/content/blog/images/*', (route) => {
    const file = join(backend.dir, new URL(route.request().url()).pathname);
    return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
  await page.goto(`/admin/?local_backend=${cmsBackendPort}#/collections/blog/new`);
  // The local proxy signs nobody in: its login button just enters.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveCount(2);
}

/** The English pane is the first of the two, the Nepali the second. */
const pane = (locale: 'en' | 'ne') => (locale === 'en' ? 0 : 1);

async function writeBody(page: Page, locale: 'en' | 'ne', lines: readonly string[]): Promise<void> {
  // The Markdown switch: the text goes in as written, as a writer pasting Markdown would.
  await page.getByRole('switch').nth(pane(locale)).click();
  const editor = page.locator('[contenteditable=true]').nth(pane(locale));
  await editor.click();
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    if (line) await page.keyboard.insertText(line);
  }
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

test('an article written in English and Nepali in the editor is saved as files the build accepts', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  const picture = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  await openNewArticle(page);

  const title = page.getByLabel('Title', { exact: true });
  await title.nth(pane('en')).fill('An Article Written in the Editor');
  await title.nth(pane('ne')).fill('सम्पादकमा लेखिएको लेख');
  const description = page.getByLabel('Description', { exact: true });
  await description
    .nth(pane('en'))
    .fill('An article an editor wrote in the browser, with a link, a list and a picture, saved as Markdown.');
  await description
    .nth(pane('ne'))
    .fill('ब्राउजरमै सम्पादकले लेखेको लेख, जसमा लिङ्क, सूची र तस्बिर छन् र जुन Markdown फाइलका रूपमा सुरक्षित हुन्छ।');
  await page.getByRole('combobox').nth(pane('en')).click();
  await page.getByRole('option', { name: 'Bibek Thapa' }).click();
  await page.getByRole('button', { name: 'Now' }).first().click();

  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'editor-hero.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  const alt = page.getByLabel('Alt text', { exact: true });
  await alt.nth(pane('en')).fill('An orange picture the editor uploaded for the test');
  await alt.nth(pane('ne')).fill('परीक्षणका लागि सम्पादकले अपलोड गरेको सुन्तला रङको तस्बिर');

  await writeBody(page, 'en', [
    '## What the editor wrote',
    '',
    'A paragraph with a [link to the services](/services) and *emphasis*.',
    '',
    '- A first point',
    '- A second point',
    '',
    '![The uploaded picture](/content/blog/images/editor-hero.png)',
  ]);
  await writeBody(page, 'ne', [
    '## सम्पादकले के लेख्यो',
    '',
    '[सेवाहरू](/services) तर्फको लिङ्क र *जोड* भएको अनुच्छेद।',
    '',
    '- पहिलो बुँदा',
    '- दोस्रो बुँदा',
    '',
    '![अपलोड गरिएको तस्बिर](/content/blog/images/editor-hero.png)',
  ]);
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();

  const english = join(backend.dir, `content/blog/en/${slug}.md`);
  const nepali = join(backend.dir, `content/blog/ne/${slug}.md`);
  await expect.poll(() => existsSync(english) && existsSync(nepali)).toBe(true);
  expect(existsSync(join(backend.dir, 'content/blog/images/editor-hero.png'))).toBe(true);
  expect(await readFile(english, 'utf8')).toContain('[link to the services](/services)');

  // The build's own checks on the saved files: none broken, and the article is there in both languages.
  const blog = await loadBlog(backend.dir);
  expect(blog.problems).toEqual([]);
  for (const locale of ['en', 'ne'] as const) {
    const article = blog.articles[locale].find((candidate) => candidate.slug === slug);
    expect(article, locale).toBeDefined();
    expect(article?.author).toBe('Bibek Thapa');
    expect(article?.internalLinks).toEqual(['/services']);
    expect(article?.hero.asset).toMatchObject({ width: 1600, height: 900 });
    const kinds = article?.sections[0]?.nodes.map((node) => node.type);
    expect(kinds, locale).toEqual(['paragraph', 'list', 'paragraph']);
  }
  // Everything else (route, /blog card, feed item, sitemap entry) derives from files that pass these
  // checks: tests/content/addArticle.test.ts shows it for an article added as files.
});

test('a save that breaks the schema is refused in the editor with the rule', async ({
  page,
  consoleGuard,
}) => {
  // Decap ends a refused save by rejecting with nothing (decap-cms-core persistEntry), which the page reports.
  consoleGuard.allow(/^pageerror: undefined$/);
  await openNewArticle(page);
  await page.getByLabel('Title', { exact: true }).nth(pane('en')).fill('Too short');
  await publish(page);
  await expect(page.getByText('Must be 10 to 90 characters').first()).toBeVisible();
  expect(existsSync(join(backend.dir, 'content/blog/en/too-short.md'))).toBe(false);
});

test('the editor is kept out of the site: own CSP, noindex, in no sitemap or page', async ({ request }) => {
  const admin = await request.get('/admin/');
  expect(admin.status()).toBe(200);
  expect(admin.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(admin.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  // The site's pages keep their own, stricter policy.
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('unsafe-eval');
  expect(home.headers()['content-security-policy']).not.toContain('api.github.com');
  expect(await home.text()).not.toContain('/admin');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
});
