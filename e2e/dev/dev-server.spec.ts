/**
 * `npm run dev` renders pages like the build (src/entry-server.tsx through Vite's SSR loader) and
 * hydrates the same islands: a few pages and two island interactions against the dev server, so a
 * difference between development and production shows up in the tests.
 *
 * The server runs with WhatsApp set to "none", which also shows a build-time setting reaching the
 * pages it renders: the consultation page then offers no WhatsApp (issue 27). One server and one page
 * in a browser: each page the dev server serves first compiles its modules on demand, which on the
 * 2-core machine took longer than the checks on it. The phone menu's ways to reach a person, in both
 * languages, are e2e/reach-us.mobile.spec.ts's, on the build; here its panel comes from the dev server.
 */
import { test, expect, waitForHydration } from '../support/fixtures';
import { reachUsLanguages } from '../support/reachUs';
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

test('hydrates the header menu and the consultation form, which writes to the local database, and opens the phone menu, neither offering WhatsApp', async ({
  page,
  baseURL,
}) => {
  // One page for the islands: each page the dev server serves for the first time compiles its modules.
  await page.goto('/consultation');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Services' }).click();
  await expect(page.getByRole('menuitem', { name: 'For Business' })).toBeVisible();
  await page.keyboard.press('Escape');

  const english = reachUsLanguages[0];
  const talk = page.getByRole('region', { name: english.talkInstead });
  await expect(talk.getByRole('link')).toHaveCount(1);
  await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);

  const email = uniqueEmail('dev-smoke');
  await fillConsultation(page, { fullName: 'Sita Sharma', email, helpTopic: 'Learn AI Tools' });
  await form(page).submit.click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const rows = await readConsultationRequests({ serverUrl: baseURL });
  expect(rows.find((row) => row.email === email)).toMatchObject({ help_topic: 'Learn AI Tools' });

  // The phone menu: its panel rendered by the dev server on request, as the build prerenders it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByRole('button', { name: english.openMenu }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await expect(menu.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(6);
  await expect(menu.getByRole('navigation', { name: english.reach }).getByRole('link')).toHaveCount(2);
  await expect(menu.locator('a[href*="wa.me"]')).toHaveCount(0);
});
