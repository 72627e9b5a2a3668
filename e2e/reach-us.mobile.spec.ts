/**
 * A way to a person from every page (issue 27), at 390 px in both languages: the phone menu's
 * Contact, call and WhatsApp entries with the configured numbers, and the consultation page's call
 * and WhatsApp beside the form. With WhatsApp set to "none" (a dev server of this spec's own, the
 * pages rendered as the build renders them) the WhatsApp entries are gone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { site } from '../src/content/site';
import { phoneDigits, telHref } from '../src/content/contactLinks';
import { toDevanagariDigits } from '../src/lib/i18n/digits';
import { PROJECT_ROOT } from '../server/paths';
import { closedPortUrl } from '../tests/notify/receiver';

test.use({ viewport: { width: 390, height: 844 } });

const languages = [
  {
    prefix: '',
    openMenu: 'Open menu',
    reach: 'Talk to us',
    contact: 'Contact',
    call: 'Call us',
    whatsapp: 'WhatsApp us',
    talkInstead: 'Rather talk it through?',
    greeting: `Hello ${site.name}`,
    number: (text: string) => text,
  },
  {
    prefix: '/ne',
    openMenu: 'मेनु खोल्नुहोस्',
    reach: 'हामीसँग कुरा गर्नुहोस्',
    contact: 'सम्पर्क',
    call: 'फोन गर्नुहोस्',
    whatsapp: 'WhatsApp गर्नुहोस्',
    talkInstead: 'फारम भर्नुभन्दा सिधै कुरा गर्न रुचाउनुहुन्छ?',
    greeting: `नमस्ते ${site.name}`,
    number: toDevanagariDigits,
  },
] as const;

type Language = (typeof languages)[number];

async function openReachUs(page: Page, language: Language) {
  await page.getByRole('banner').getByRole('button', { name: language.openMenu }).click();
  return page.getByRole('presentation').getByRole('navigation', { name: language.reach });
}

const whatsappLink = (language: Language) =>
  `https://wa.me/${phoneDigits(site.whatsapp)}?text=${encodeURIComponent(language.greeting)}`;

for (const language of languages) {
  test(`${language.prefix || '/en'}: the phone menu reaches a person from any page, and the consultation page offers to talk`, async ({
    page,
  }) => {
    await page.goto(`${language.prefix}/blog`);
    await waitForHydration(page);
    const reach = await openReachUs(page, language);
    await expect(reach.getByRole('link')).toHaveCount(3);
    await expect(reach.getByRole('link', { name: language.contact, exact: true })).toHaveAttribute(
      'href',
      `${language.prefix}/contact`,
    );
    const call = reach.getByRole('link', { name: new RegExp(language.call) });
    await expect(call).toHaveAttribute('href', telHref(site.phone));
    await expect(call).toContainText(language.number(site.phone));
    const whatsapp = reach.getByRole('link', { name: new RegExp(language.whatsapp) });
    expect(await whatsapp.getAttribute('href')).toMatch(
      new RegExp(`^${whatsappLink(language).replace(/[.?]/g, '\\$&')}`),
    );
    await expect(whatsapp).toContainText(language.number(site.whatsapp));
    // Every entry fits the 390 px drawer.
    for (const link of await reach.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });

    await reach.getByRole('link', { name: language.contact, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/contact$`));

    await page.goto(`${language.prefix}/consultation`);
    const talk = page.getByRole('region', { name: language.talkInstead });
    await expect(talk.getByRole('link')).toHaveCount(2);
    await expect(talk.getByRole('link', { name: new RegExp(language.call) })).toHaveAttribute(
      'href',
      telHref(site.phone),
    );
    expect(
      await talk.getByRole('link', { name: new RegExp(language.whatsapp) }).getAttribute('href'),
    ).toContain(`https://wa.me/${phoneDigits(site.whatsapp)}?text=`);
    // The form comes first on a phone; the offer to talk follows it.
    const formBox = await page.locator('form').first().boundingBox();
    const talkBox = await talk.boundingBox();
    expect(talkBox?.y ?? 0).toBeGreaterThan(formBox?.y ?? Infinity);
  });
}

test('the desktop header stays as it was: no phone or WhatsApp links in it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/blog');
  const header = page.getByRole('banner');
  await expect(header.locator('a[href^="tel:"], a[href*="wa.me"]')).toHaveCount(0);
});

test.describe('with WhatsApp set to "none"', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;
  let siteUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    siteUrl = await closedPortUrl();
    let output = '';
    server = spawn(
      join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'),
      ['--host', '127.0.0.1', '--port', new URL(siteUrl).port, '--strictPort'],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, LOCAL_DB_DIR: 'memory://', VITE_WHATSAPP_NUMBER: 'none' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`vite exited (${server.exitCode}): ${output}`);
      if (Date.now() > deadline) throw new Error(`vite did not start: ${output}`);
      const ok = await fetch(`${siteUrl}/blog`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
  });

  for (const language of languages) {
    test(`${language.prefix || '/en'}: the WhatsApp entries are gone, Contact and call stay`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(`${siteUrl}${language.prefix}/blog`);
      await waitForHydration(page);
      const reach = await openReachUs(page, language);
      // The first visit to this cold dev server compiles the drawer on demand: allow it the time.
      await expect(reach.getByRole('link')).toHaveCount(2, { timeout: 30_000 });
      await expect(reach.getByRole('link', { name: new RegExp(language.call) })).toBeVisible();
      await expect(reach.locator('a[href*="wa.me"]')).toHaveCount(0);

      await page.goto(`${siteUrl}${language.prefix}/consultation`);
      const talk = page.getByRole('region', { name: language.talkInstead });
      await expect(talk.getByRole('link')).toHaveCount(1);
      await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
    });
  }
});
