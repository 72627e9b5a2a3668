import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { uniqueEmail } from './support/consultation';

/**
 * Booking the free call on the thank-you screen (issue 28), in both languages, against the built
 * site and its real backend: submit, book the first free slot, download the calendar file and read
 * it, the slot gone for a second visitor, cancel, the slot free again.
 */
const languages = [
  {
    name: 'English',
    path: '/consultation',
    labels: {
      name: 'Full Name',
      email: 'Email Address',
      topic: 'Help Topic',
      submit: 'Request Free Consultation',
    },
    thanks: 'Thank You!',
    title: 'Pick a time for your free call',
    dayGroup: /^Free times on \w+day \d{1,2} \w+$/,
    note: 'What would you like to automate? (optional)',
    company: 'Company name (optional)',
    booked: 'Your call is booked',
    calendar: 'Add to calendar (.ics)',
    google: 'Add to Google Calendar',
    cancel: 'Cancel the booking',
    cancelled: 'Your booking is cancelled. We will still contact you about your request.',
    time: /^\d{1,2}:\d{2} (AM|PM)$/,
  },
  {
    name: 'Nepali',
    path: '/ne/consultation',
    labels: { name: 'पूरा नाम', email: 'इमेल ठेगाना', topic: 'सहयोगको विषय', submit: 'निःशुल्क परामर्श माग्नुहोस्' },
    thanks: 'धन्यवाद!',
    title: 'निःशुल्क कलका लागि समय छान्नुहोस्',
    // Weekday, Bikram Sambat month, Devanagari digits: "बिहीबार, मंसिर १०, २०८३ का खाली समय".
    dayGroup: /^[\u0900-\u097F]+बार, [\u0900-\u097F]+ [०-९]{1,2}, [०-९]{4} का खाली समय$/,
    note: 'कुन काम स्वचालित बनाउन चाहनुहुन्छ? (ऐच्छिक)',
    company: 'कम्पनीको नाम (ऐच्छिक)',
    booked: 'तपाईंको कल तय भयो',
    calendar: 'क्यालेन्डर फाइल डाउनलोड गर्नुहोस्',
    google: 'Google Calendar मा थप्नुहोस्',
    cancel: 'बुकिङ रद्द गर्नुहोस्',
    cancelled: 'तपाईंको बुकिङ रद्द भयो। तपाईंको अनुरोधबारे हामी अझै सम्पर्क गर्नेछौं।',
    time: /^(बिहान|दिउँसो|बेलुका) [०-९]{1,2}:[०-९]{2}$/,
  },
] as const;

type Language = (typeof languages)[number];

/** Both tests book "the first free slot": one after the other, never racing each other. */
test.describe.configure({ mode: 'serial' });

async function submitRequest(page: Page, language: Language, label: string): Promise<void> {
  await page.goto(language.path);
  await waitForHydration(page);
  await page.getByLabel(language.labels.name).fill('Sita Sharma');
  await page.getByLabel(language.labels.email).fill(uniqueEmail(label));
  await page.getByRole('combobox', { name: language.labels.topic }).selectOption('For Business');
  await page.getByRole('button', { name: language.labels.submit }).click();
  await expect(page.getByRole('heading', { name: language.thanks })).toBeVisible();
  await expect(page.getByRole('heading', { name: language.title })).toBeVisible();
}

/** The booking panel's slot groups, once loaded. */
async function slotGroups(page: Page) {
  const groups = page.getByTestId('booking-panel').getByRole('group');
  await expect(groups.first()).toBeVisible();
  return groups;
}

async function secondVisitor(browser: Browser, baseURL: string | undefined, address: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  return context.newPage();
}

/** RFC 5545 unfolding, then NAME → value of each content line. */
function parseIcs(text: string): Map<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return new Map(
    lines
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)] as const),
  );
}

const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

for (const language of languages) {
  test(`${language.name}: book the first free slot, get the calendar file, cancel`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await submitRequest(page, language, 'booker');
    const groups = await slotGroups(page);
    await expect(groups.first()).toHaveAccessibleName(language.dayGroup);
    const first = groups.first().getByRole('button').first();
    await expect(first).toHaveText(language.time);
    const startsAt = (await first.getAttribute('data-starts-at')) ?? '';
    expect(startsAt).not.toBe('');

    const panel = page.getByTestId('booking-panel');
    await panel.getByLabel(language.note).fill('Invoices from WhatsApp orders');
    await panel.getByLabel(language.company).fill('Sharma Traders');
    await first.click();
    await expect(panel.getByText(language.booked)).toBeVisible();

    // The calendar file: times in UTC, 30 minutes, with uid, organiser and description.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: language.calendar }).click(),
    ]);
    const ics = readFileSync((await download.path()) ?? '', 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const fields = parseIcs(ics);
    expect(fields.get('DTSTART')).toBe(icsTime(startsAt));
    expect(fields.get('DTEND')).toBe(icsTime(new Date(Date.parse(startsAt) + 30 * 60_000).toISOString()));
    expect(fields.get('UID')).toMatch(/^[0-9a-f-]{36}@/);
    expect([...fields.keys()].find((key) => key.startsWith('ORGANIZER'))).toBeDefined();
    expect(fields.get('DESCRIPTION')?.length ?? 0).toBeGreaterThan(40);
    // 10:00 in Kathmandu is 04:15 UTC: every slot starts at :15 or :45 past a UTC hour.
    expect(fields.get('DTSTART')).toMatch(/T\d{2}(15|45)00Z$/);
    const google = new URL(
      (await panel.getByRole('link', { name: language.google }).getAttribute('href')) ?? '',
    );
    expect(google.searchParams.get('dates')).toBe(`${icsTime(startsAt)}/${fields.get('DTEND')}`);

    // Someone else no longer sees the slot.
    const visitor = `${testInfo.workerIndex}.${Date.now() % 250}`;
    const other = await secondVisitor(browser, baseURL, `10.251.${visitor}`);
    await submitRequest(other, language, 'second');
    await slotGroups(other);
    await expect(other.locator(`[data-starts-at="${startsAt}"]`)).toHaveCount(0);

    // Cancelled, the slot is free again.
    await panel.getByRole('button', { name: language.cancel }).click();
    await expect(panel.getByText(language.cancelled)).toBeVisible();
    const third = await secondVisitor(browser, baseURL, `10.252.${visitor}`);
    await submitRequest(third, language, 'third');
    await slotGroups(third);
    await expect(third.locator(`[data-starts-at="${startsAt}"]`)).toHaveCount(1);
    await other.context().close();
    await third.context().close();
  });
}
