import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What every page visit can check besides its own subject, so that each route is loaded once for all
 * of it (CI time goes into page loads): the CSP raises no violation and nothing leaves this machine.
 * Call before the page is opened; `problems()` afterwards lists what went wrong.
 */
export async function watchCspAndNetwork(page: Page): Promise<{ problems: () => Promise<string[]> }> {
  const offsite: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
      offsite.push(`off-site: ${request.url()}`);
  });
  // Registered before any of the page's own scripts (the inline colour-scheme one included) run.
  await page.addInitScript(() => {
    const record: string[] = [];
    (window as Window & { __cspViolations?: string[] }).__cspViolations = record;
    document.addEventListener('securitypolicyviolation', (event) => {
      record.push(
        `CSP: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return {
    problems: async () => [
      ...(await page.evaluate(
        () => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [],
      )),
      ...offsite,
    ],
  };
}

/** The production security headers, as `_headers` sets them, on a page's or a request's response. */
export function expectSecurityHeaders(response: { headers(): Record<string, string> } | null): void {
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, 'Content-Security-Policy header').toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  // It goes with every response: a hash per page's own inline script made the headers 3.9 kB, which
  // pushed a page's document past a new connection's first round trip (issue 24).
  expect(
    csp.match(/'sha256-/g)?.length,
    'inline scripts the CSP names: the same script on every page, its data in attributes',
  ).toBeLessThanOrEqual(6);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp, 'the template was filled in').not.toContain('{{');
  expect(headers['strict-transport-security']).toContain('max-age=63072000');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
  // Left out on purpose (public/_headers says why): it costs every arriving visitor a new renderer.
  expect(headers['cross-origin-opener-policy'], 'COOP, which isolates the site on arrival').toBeUndefined();
}
