/**
 * A way to a person from every page (issue 27), at 390 px in both languages: the phone menu's
 * Contact, call and WhatsApp entries with the configured numbers, and the consultation page's call
 * and WhatsApp beside the form. With WhatsApp set to "none" the entries are gone:
 * e2e/dev/dev-server.spec.ts checks that on the dev server, which runs with that setting.
 */
import { test, expect, waitForHydration } from './support/fixtures';
import { site } from '../src/content/site';
import { phoneDigits, telHref } from '../src/content/contactLinks';
import { openReachUs, reachUsLanguages, whatsappLink } from './support/reachUs';

test.use({ viewport: { width: 390, height: 844 } });

for (const language of reachUsLanguages) {
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
