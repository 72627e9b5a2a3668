import { test, expect, waitForHydration } from './support/fixtures';
import { nepaliPages } from './support/nepali';
import { readConsultationRequests } from '../server/requestsStore';
import { controlsTooShortForTheirText } from './support/layout';

test.describe('the Nepali edition', () => {
  test('every page title is unique and written in Nepali', async ({ request }) => {
    const titles: string[] = [];
    for (const { path } of nepaliPages) {
      const html = await (await request.get(path)).text();
      titles.push(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    }
    expect(titles.filter((title) => !/[\u0900-\u097F]/.test(title))).toEqual([]);
    expect(new Set(titles).size).toBe(titles.length);
  });

  // Each route as the twin of its English page: e2e/nepali-accessibility.spec.ts, in the same visit as axe.

  test('English pages link to their Nepali twins', async ({ page }) => {
    await page.goto('/pricing');
    const toNepali = page.getByRole('banner').locator('a[hreflang="ne"]');
    await expect(toNepali).toHaveAttribute('lang', 'ne');
    await toNepali.click();
    await expect(page).toHaveURL(/\/ne\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await page.getByRole('banner').locator('a[hreflang="en"]').click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('links inside a Nepali page stay in Nepali', async ({ page }) => {
    await page.goto('/ne/services');
    const internal = await page
      .locator('main a[href^="/"], header a[href^="/"]:not([hreflang]), footer a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(internal.length).toBeGreaterThan(10);
    expect(internal.filter((href) => !href.startsWith('/ne'))).toEqual([]);
  });

  test('an unknown path under /ne is the Nepali 404 page, not indexed', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/404|not found|Failed to load resource/i);
    const response = await page.goto('/ne/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    // The h1 is the status code itself, as on the English 404; the words around it are Nepali.
    await expect(page.locator('h1')).toHaveText('404');
    await expect(page.locator('main')).toContainText(/[\u0900-\u097F]{3}/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('blog dates are Bikram Sambat with the Gregorian date in datetime', async ({ page }) => {
    await page.goto('/ne/blog/productivity-boost');
    const time = page.locator('main time').first();
    await expect(time).toHaveAttribute('datetime', '2024-03-28');
    await expect(time).toHaveText('चैत १५, २०८०');
    // The header's byline: the related-reading cards below the article have bylines of their own.
    await expect(page.locator('article header').getByTestId('article-read-time')).toHaveText(/^१० मिनेट/);
  });

  test('the footer writes its year in Devanagari digits, as all Nepali copy does', async ({ page }) => {
    await page.goto('/ne/contact');
    await expect(page.getByRole('contentinfo')).toContainText('© २०२५ Rupantaran AI.');
  });

  test('the phone menu offers the language switch', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ne/about');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'मेनु खोल्नुहोस्' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.locator('a[hreflang="en"]')).toHaveAttribute('href', '/about');
  });
});

test.describe('the consultation form in Nepali', () => {
  // Devanagari's marks above and below the letters need a taller line than Latin; a control whose box
  // is shorter than its line cuts them off. The schemes differ in colour only, so both are checked on
  // one load; the English form is checked alongside, as the same controls.
  for (const width of [360, 1280]) {
    test(`every form control holds a whole line of its text at ${width} px, in both schemes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const found: Record<string, string[]> = {};
      for (const path of ['/ne/consultation', '/consultation']) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-color-scheme', colorScheme);
          await expect(page.locator('select')).toHaveCount(1);
          found[`${path} ${colorScheme}`] = await controlsTooShortForTheirText(page);
        }
      }
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
    });
  }

  test('speaks Nepali, stores English values and reads Devanagari digits as ASCII', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/ne/consultation');
    await waitForHydration(page);
    const submit = page.getByRole('button', { name: 'निःशुल्क परामर्श माग्नुहोस्' });
    await submit.click();
    await expect(page.getByText('पूरा नाम कम्तीमा २ अक्षरको हुनुपर्छ')).toBeVisible();
    await expect(page.getByText('कृपया सहयोगको विषय छान्नुहोस्')).toBeVisible();

    const email = `sita.ne.${Date.now()}@example.com`;
    await page.getByLabel('पूरा नाम').fill('सीता शर्मा');
    await page.getByLabel('फोन नम्बर').fill('९८४१२३४५६७');
    await page.getByLabel('इमेल ठेगाना').fill(email);
    const topic = page.getByRole('combobox', { name: 'सहयोगको विषय' });
    await expect(topic.locator('option[value="For Business"]')).toHaveText('व्यवसायका लागि');
    await topic.selectOption('For Business');
    await submit.click();
    await expect(page.getByRole('heading', { name: 'धन्यवाद!' })).toBeVisible();
    await expect(page.getByText('तपाईंको अनुरोध हामीलाई प्राप्त भयो।').first()).toBeVisible();

    const rows = await readConsultationRequests({ serverUrl: baseURL });
    expect(rows.find((row) => row.email === email)).toMatchObject({
      full_name: 'सीता शर्मा',
      phone_number: '9841234567',
      help_topic: 'For Business',
    });
  });
});
