import { test, expect, waitForHydration } from './support/fixtures';
import { site } from '../src/content/site';
import { phoneDigits } from '../src/content/contactLinks';
import { fillConsultation, form } from './support/consultation';

/**
 * Visitors reach the team their way: the Contact page's call, WhatsApp, Viber and map links in both
 * languages; on a phone, one tap to the consultation from every page's header; and every page's
 * content ending with a way to the consultation.
 */
const phone = phoneDigits(site.phone);
const whatsapp = phoneDigits(site.whatsapp);
const viber = phoneDigits(site.viber);

for (const { path, greeting, hours, shownPhone } of [
  {
    path: '/contact',
    greeting: `Hello ${site.name}, I would like`,
    hours: /Sunday–Friday, 10:00–17:00/,
    shownPhone: site.phone,
  },
  {
    path: '/ne/contact',
    greeting: `नमस्ते ${site.name}, म`,
    hours: /आइतबार–शुक्रबार, १०:००–१७:००/,
    shownPhone: site.phone.replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)] ?? digit),
  },
]) {
  test(`${path}: tap to call, WhatsApp with a greeting, Viber, the map and office hours`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    const call = main.getByRole('link', { name: shownPhone });
    await expect(call).toHaveAttribute('href', `tel:+${phone}`);

    const whatsappLink = main.locator('a[href^="https://wa.me/"]');
    await expect(whatsappLink).toHaveCount(1);
    const whatsappUrl = new URL((await whatsappLink.getAttribute('href')) ?? '');
    expect(whatsappUrl.pathname).toBe(`/${whatsapp}`);
    expect(whatsappUrl.searchParams.get('text')).toContain(greeting);

    await expect(main.locator('a[href^="viber:"]')).toHaveAttribute(
      'href',
      `viber://chat?number=%2B${viber}`,
    );

    const map = main.locator('a[href^="https://www.openstreetmap.org/search?query="]');
    await expect(map).toBeVisible();
    expect(new URL((await map.getAttribute('href')) ?? '').searchParams.get('query')).toContain(
      site.address.street,
    );
    await expect(main.locator('address')).toBeVisible();
    await expect(main).toContainText(hours);
    // No embedded third-party map or script.
    await expect(page.locator('iframe, script[src^="http"]')).toHaveCount(0);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Every page's header and content lead to the consultation: checked in each page's axe visit
  // (e2e/accessibility.spec.ts, e2e/nepali-accessibility.spec.ts).
  for (const [path, consultation] of [
    ['/no-such-page', '/consultation'],
    ['/ne/no-such-page', '/ne/consultation'],
  ] as const) {
    test(`the 404 at ${path} offers the consultation too`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(
        /Page not found|पृष्ठ|Failed to load resource: the server responded with a status of 404/,
      );
      await page.goto(path);
      await waitForHydration(page);
      await expect(
        page.getByRole('banner').locator(`a[href="${consultation}"]`).filter({ visible: true }),
      ).toHaveCount(1);
      await expect(page.getByRole('main').locator(`a[href="${consultation}"]`)).toBeVisible();
    });
  }

  test('the compact header button does not shift the header, in either language', async ({ page }) => {
    for (const path of ['/', '/ne']) {
      await page.goto(path);
      const button = page.getByTestId('header-cta-compact');
      const before = await button.boundingBox();
      await waitForHydration(page);
      expect(await button.boundingBox()).toEqual(before);
      // Logo, colour toggle, this button and the menu button all fit beside each other.
      const menu = page.getByRole('banner').getByRole('button', { name: /menu|मेनु/i });
      const [buttonBox, menuBox] = [await button.boundingBox(), await menu.boundingBox()];
      expect(buttonBox && menuBox && buttonBox.x + buttonBox.width <= menuBox.x).toBe(true);
      expect(menuBox && menuBox.x + menuBox.width <= 390).toBe(true);
    }
  });
});

test('the thank-you screen offers a call and WhatsApp', async ({ page }) => {
  await page.goto('/consultation');
  await waitForHydration(page);
  await fillConsultation(page, {
    fullName: 'Sita Rai',
    email: `sita.${Date.now()}@example.com`,
    helpTopic: 'For Business',
  });
  await form(page).submit.click();
  const talk = page.getByRole('region', { name: 'Prefer to talk now?' });
  await expect(talk).toBeVisible();
  await expect(talk.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', `tel:+${phone}`);
  await expect(talk.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${whatsapp}\\?text=`),
  );
});
