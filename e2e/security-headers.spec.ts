import { readConsultationRequests } from '../server/requestsStore';
import { fillConsultation, form, uniqueEmail } from './support/consultation';
import { test, expect, waitForHydration } from './support/fixtures';
import { nepaliPages } from './support/nepali';
import { expectSecurityHeaders, watchCspAndNetwork } from './support/pageVisit';
import { sitePages } from './support/routes';
import { staticServerUrl } from './support/staticServer';

// The build as a static host serves it, with dist/_headers applied (see playwright.config.ts).
test.use({ baseURL: staticServerUrl });

const notFoundPath = '/no-such-page-under-csp';

test.describe('served with the production security headers', () => {
  // Each page running under this CSP without violations or off-site requests is checked in the axe
  // suites' visits (vite preview sends the same _headers); here, the headers every response carries.
  test('every page in both languages, and the 404, has the production headers', async ({ request }) => {
    for (const path of [...sitePages.map((route) => route.path), ...nepaliPages.map((route) => route.path)]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response);
    }
    const missing = await request.get(notFoundPath);
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing);
  });

  test('the 404 page runs under the CSP without violations or off-site requests', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(new RegExp(`Page not found: ${notFoundPath}`));
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    const visit = await watchCspAndNetwork(page);
    const response = await page.goto(notFoundPath);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toBeVisible();
    // Let hydration, lazy chunks and idle-time work happen before judging.
    await page.waitForLoadState('networkidle');
    expect(await visit.problems()).toEqual([]);
  });

  test('hashed assets are cached for a year, pages revalidated', async ({ request }) => {
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('no-cache');
    const html = await home.text();
    // The hydration loader, named in the page's inline part; the entry chunk, named in the loader.
    const loader = /"(\/assets\/hydration-loader-[^"]+\.js)"/.exec(html)?.[1];
    expect(loader, 'the hydration loader').toBeTruthy();
    const loaderResponse = await request.get(loader ?? '');
    expect(loaderResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const script = /"(\/assets\/index-[^"]+\.js)"/.exec(await loaderResponse.text())?.[1];
    expect(script, 'the entry script').toBeTruthy();
    const asset = await request.get(script ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the consultation form reaches the local backend without a CSP violation', async ({ page }) => {
    const visit = await watchCspAndNetwork(page);
    const response = await page.goto('/consultation');
    expectSecurityHeaders(response);
    await waitForHydration(page);
    const email = uniqueEmail('csp');
    await fillConsultation(page, {
      fullName: 'Sabina Magar',
      phoneNumber: '9851012345',
      email,
      helpTopic: 'For Business',
    });
    await form(page).submit.click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await visit.problems()).toEqual([]);
    const rows = await readConsultationRequests({ serverUrl: staticServerUrl });
    expect(rows.find((row) => row.email === email)).toMatchObject({
      full_name: 'Sabina Magar',
      help_topic: 'For Business',
    });
  });
});
