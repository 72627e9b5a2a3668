import type { Page, Response } from '@playwright/test';
import { readConsultationRequests } from '../server/requestsStore';
import { fillConsultation, form, uniqueEmail } from './support/consultation';
import { test, expect, waitForHydration } from './support/fixtures';
import { sitePages } from './support/routes';
import { staticServerUrl } from './support/staticServer';

// The build as a static host serves it, with dist/_headers applied (see playwright.config.ts).
test.use({ baseURL: staticServerUrl });

interface ViolationWindow extends Window {
  __cspViolations?: string[];
}

test.beforeEach(async ({ page }) => {
  // Registered before any of the page's own scripts (the inline colour-scheme one included) run.
  await page.addInitScript(() => {
    const target = window as ViolationWindow;
    target.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      target.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
});

/** Every request whose host is not this machine: there must be no CDN, font service or telemetry. */
function trackOffsiteRequests(page: Page): string[] {
  const offsite: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) offsite.push(request.url());
  });
  return offsite;
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []);
}

function expectSecurityHeaders(response: Response | null): void {
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, 'Content-Security-Policy header').toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp, 'the template was filled in').not.toContain('{{');
  expect(headers['strict-transport-security']).toContain('max-age=63072000');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

const notFoundPath = '/no-such-page-under-csp';

test.describe('served with the production security headers', () => {
  for (const path of [...sitePages.map((route) => route.path), notFoundPath]) {
    test(`${path} runs under the CSP without violations or off-site requests`, async ({
      page,
      consoleGuard,
    }) => {
      const isNotFound = path === notFoundPath;
      if (isNotFound) {
        consoleGuard.allow(new RegExp(`Page not found: ${notFoundPath}`));
        consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
      }
      const offsite = trackOffsiteRequests(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(isNotFound ? 404 : 200);
      expectSecurityHeaders(response);
      await expect(page.locator('h1')).toBeVisible();
      // Let hydration, lazy chunks and idle-time work (the hero video) happen before judging.
      await page.waitForLoadState('networkidle');
      expect(await violations(page), 'CSP violations').toEqual([]);
      expect(offsite, 'requests that left this machine').toEqual([]);
    });
  }

  test('hashed assets are cached for a year, pages revalidated', async ({ request }) => {
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('no-cache');
    const html = await home.text();
    // The entry chunk, named in the inline hydration loader.
    const script = /"(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the entry script').toBeTruthy();
    const asset = await request.get(script ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the consultation form reaches the local backend without a CSP violation', async ({ page }) => {
    const offsite = trackOffsiteRequests(page);
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
    expect(await violations(page), 'CSP violations').toEqual([]);
    expect(offsite, 'requests that left this machine').toEqual([]);
    const rows = await readConsultationRequests({ serverUrl: staticServerUrl });
    expect(rows.find((row) => row.email === email)).toMatchObject({
      full_name: 'Sabina Magar',
      help_topic: 'For Business',
    });
  });
});
