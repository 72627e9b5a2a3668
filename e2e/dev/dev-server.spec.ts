/**
 * `npm run dev` renders pages like the build (src/entry-server.tsx through Vite's SSR loader) and
 * hydrates the same islands: a few pages and two island interactions against the dev server, so a
 * difference between development and production shows up in the tests.
 *
 * The server runs with WhatsApp set to "none", which also shows a build-time setting reaching the
 * pages it renders: the phone menu and the consultation page then offer no WhatsApp (issue 27). One
 * server for both: each dev server compiles the site's modules anew on a 2-core machine.
 */
import { test, expect, waitForHydration } from '../support/fixtures';
import { openReachUs, reachUsLanguages } from '../support/reachUs';
import { fillConsultation, form, uniqueEmail } from '../support/consultation';
import { readConsultationRequests } from '../../server/requestsStore';
import { startDevServer, type DevServer } from '../support/devServer';

// One server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'default' });

let devServer: DevServer | undefined;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(150_000);
  devServer = await startDevServer(baseURL ?? '', { env: { VITE_WHATSAPP_NUMBER: 'none' } });
});

test.afterAll(async () => {
  await devServer?.stop();
});

test('serves each page as server-rendered HTML with its content, before any script runs', async ({
  request,
}) => {
  const services = await request.get('/services');
  expect(services.status()).toBe(200);
  const html = await services.text();
  expect(html).toContain('AI Services That Work as Hard as You Do');
  expect(html).toContain('data-island="app/layout/ServicesMenu"');
  expect(html).toContain('src="/src/entry-islands.tsx"');

  const article = await request.get('/blog/ai-agents-guide');
  expect(await article.text()).toContain('AI Agents Explained: A Practical Guide for Nepali Teams');

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('noindex');
});

test('hydrates the header menu island', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Services' }).click();
  await expect(page.getByRole('menuitem', { name: 'For Business' })).toBeVisible();
});

test('submits the consultation form through the islands entry into the local database', async ({
  page,
  baseURL,
}) => {
  await page.goto('/consultation');
  await waitForHydration(page);
  const email = uniqueEmail('dev-smoke');
  await fillConsultation(page, { fullName: 'Sita Sharma', email, helpTopic: 'Learn AI Tools' });
  await form(page).submit.click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const rows = await readConsultationRequests({ serverUrl: baseURL });
  expect(rows.find((row) => row.email === email)).toMatchObject({ help_topic: 'Learn AI Tools' });
});

test.describe('with WhatsApp set to "none", at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const language of reachUsLanguages) {
    test(`${language.prefix || '/en'}: the WhatsApp entries are gone, Contact and call stay`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(`${language.prefix}/blog`);
      await waitForHydration(page);
      const reach = await openReachUs(page, language);
      // The first visit to the dev server compiles the drawer on demand: allow it the time.
      await expect(reach.getByRole('link')).toHaveCount(2, { timeout: 30_000 });
      await expect(reach.getByRole('link', { name: new RegExp(language.call) })).toBeVisible();
      await expect(reach.locator('a[href*="wa.me"]')).toHaveCount(0);

      await page.goto(`${language.prefix}/consultation`);
      const talk = page.getByRole('region', { name: language.talkInstead });
      await expect(talk.getByRole('link')).toHaveCount(1);
      await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
    });
  }
});
