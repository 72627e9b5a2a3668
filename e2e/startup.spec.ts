import { readConsultationRequests } from '../server/requestsStore';
import { fillConsultation, form, uniqueEmail } from './support/consultation';
import { test, expect, waitForHydration } from './support/fixtures';
import { holdAppEntry } from './support/holdApp';

test.describe('starting the app on a prerendered page', () => {
  test('no script is requested before the page has loaded', async ({ page }) => {
    await page.goto('/privacy');
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { loadEventStart: navigation?.loadEventStart ?? Number.NaN, scripts };
    });
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
  });

  test('a button pressed before the app is ready takes effect once it is', async ({ page }) => {
    const entry = await holdAppEntry(page);
    await page.goto('/pricing');
    const question = page.locator('section#faq').getByRole('button').nth(1);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await entry.requested;
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    entry.release();
    await waitForHydration(page);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('what is typed before the app is ready is kept, and an early submit is sent once it is', async ({
    page,
    baseURL,
  }) => {
    const entry = await holdAppEntry(page);
    await page.goto('/consultation');
    const email = uniqueEmail('early');
    await fillConsultation(page, { fullName: 'Early Bird', email });
    await form(page).submit.click();
    await entry.requested;
    // The browser did not submit the form by itself: nothing typed went into a URL.
    expect(new URL(page.url()).search).toBe('');

    entry.release();
    await waitForHydration(page);
    // The help topic is required, so the replayed submit reports it and keeps what was typed.
    await expect(page.getByText('Please select a help topic')).toBeVisible();
    await expect(form(page).fullName).toHaveValue('Early Bird');
    await expect(form(page).email).toHaveValue(email);

    await fillConsultation(page, { helpTopic: 'Learn AI Tools' });
    await form(page).submit.click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const rows = await readConsultationRequests({ serverUrl: baseURL });
    expect(rows.find((row) => row.email === email)).toMatchObject({ full_name: 'Early Bird' });
  });
});
