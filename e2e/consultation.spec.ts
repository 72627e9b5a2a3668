import { test, expect, waitForHydration } from './support/fixtures';
import { chooseTopic, fillConsultation, form, trackInserts, uniqueEmail } from './support/consultation';
import { readConsultationRequests } from '../server/requestsStore';
import { scriptRequests } from './support/scriptBytes';

const toasts = {
  trap: 'Invalid submission detected.',
  rateLimited: 'Too many submissions. Please wait before submitting again.',
  backendError: 'Failed to submit your request. Please try again.',
  success: "We've received your request. Our team will contact you shortly.",
};

// The form's own states (each validation message and the field it focuses, sending) are its stories'
// (ConsultationForm and ConsultationRequest.stories.tsx, in a real browser): here, the built page
// against the real backend.
test.beforeEach(async ({ page }) => {
  await page.goto('/consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Get Your Free AI Consultation' })).toBeVisible();
  await waitForHydration(page);
});

test('shows the card, its hint, the fields and the note of the spec', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Request Your Free Consultation' })).toBeVisible();
  await expect(page.getByText("Fill out the form below and we'll get back to you")).toBeVisible();
  await expect(page.getByText('* Please provide either phone number or email')).toBeVisible();
  await expect(form(page).helpTopic).toHaveValue('');
  await expect(form(page).helpTopic.locator('option:checked')).toHaveText('Select what you need help with');
  await expect(form(page).fullName).toHaveAttribute('autocomplete', 'name');
  await expect(form(page).phoneNumber).toHaveAttribute('inputmode', 'tel');
  await expect(form(page).email).toHaveAttribute('autocomplete', 'email');
  // The trap field exists for bots but is out of reach for people and assistive technology.
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveCount(1);
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  await chooseTopic(page, 'Learn AI Tools');
  await expect(form(page).helpTopic).toHaveValue('Learn AI Tools');
});

test('a valid request reaches the database, thanks the visitor and offers another request or the exit', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('sita');
  await fillConsultation(page, {
    fullName: '  Sita Sharma  ',
    phoneNumber: '+977 (981) 234-5678',
    email,
    helpTopic: 'For Business',
  });
  await form(page).submit.click();
  await expect(page.getByText(toasts.success).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(
    page.getByText("We've received your request. Our team will contact you shortly.").first(),
  ).toBeVisible();

  const rows = await readConsultationRequests({ serverUrl: baseURL });
  const row = rows.find((candidate) => candidate.email === email);
  expect(row).toMatchObject({
    full_name: 'Sita Sharma',
    phone_number: '+977 (981) 234-5678',
    help_topic: 'For Business',
  });

  await page.getByRole('button', { name: 'Submit Another Request' }).click();
  await expect(form(page).fullName).toHaveValue('');
  await expect(form(page).email).toHaveValue('');
  await expect(form(page).helpTopic).toHaveValue('');

  await fillConsultation(page, { fullName: 'Hari Bahadur', email: uniqueEmail('hari'), helpTopic: 'Other' });
  await form(page).submit.click();
  await page.getByRole('link', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an empty phone or e-mail is stored as null', async ({ page, baseURL }) => {
  const email = uniqueEmail('only-email');
  await fillConsultation(page, { fullName: "Pasang D'Souza", email, helpTopic: 'Learn AI Tools' });
  await form(page).submit.click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const row = (await readConsultationRequests({ serverUrl: baseURL })).find(
    (candidate) => candidate.email === email,
  );
  expect(row).toMatchObject({ full_name: 'Pasang DSouza', phone_number: null });
});

test('a filled trap field refuses the submit and sends nothing', async ({ page }) => {
  const sent = trackInserts(page);
  await fillConsultation(page, { fullName: 'Bot Name', email: uniqueEmail('bot'), helpTopic: 'Other' });
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, 'https://spam.example');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await form(page).submit.click();
  await expect(page.getByText(toasts.trap)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('the fourth request within an hour is refused by the client rate limit', async ({ page }) => {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await fillConsultation(page, {
      fullName: 'Maya Gurung',
      email: uniqueEmail(`maya${attempt}`),
      helpTopic: 'For Individual',
    });
    await form(page).submit.click();
    await page.getByRole('button', { name: 'Submit Another Request' }).click();
  }
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('consultation_submissions') ?? '[]') as number[],
  );
  expect(stored).toHaveLength(3);
  const sent = trackInserts(page);
  await fillConsultation(page, {
    fullName: 'Maya Gurung',
    email: uniqueEmail('maya4'),
    helpTopic: 'For Individual',
  });
  await form(page).submit.click();
  await expect(page.getByText(toasts.rateLimited)).toBeVisible();
  await expect(form(page).fullName).toHaveValue('Maya Gurung');
  expect(sent).toEqual([]);
});

test('a corrupt submission list in storage does not block the form', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('consultation_submissions', '{not json'));
  await fillConsultation(page, { fullName: 'Kiran Rai', phoneNumber: '9812345678', helpTopic: 'Other' });
  await form(page).submit.click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
});

for (const failure of ['aborted', 'server error'] as const) {
  test(`when the backend fails (${failure}) the visitor is told and keeps everything typed`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Consultation request was not saved|Failed to load resource|Failed to fetch/);
    await page.route('**/rest/v1/rpc/submit_consultation_request**', (route) =>
      failure === 'aborted'
        ? route.abort('connectionrefused')
        : route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"boom","code":"XX000"}',
          }),
    );
    const input = {
      fullName: 'Bishnu Adhikari',
      phoneNumber: '9801234567',
      email: uniqueEmail('bishnu'),
      helpTopic: 'For Business',
    } as const;
    await fillConsultation(page, input);
    await form(page).submit.click();
    await expect(page.getByText(toasts.backendError)).toBeVisible();
    await expect(form(page).fullName).toHaveValue(input.fullName);
    await expect(form(page).phoneNumber).toHaveValue(input.phoneNumber);
    await expect(form(page).email).toHaveValue(input.email);
    await expect(form(page).helpTopic).toHaveValue(input.helpTopic);
    await expect(form(page).submit).toBeEnabled();
    const stored = await page.evaluate(() => localStorage.getItem('consultation_submissions'));
    expect(stored).toBeNull();
  });
}

test('can be completed with the keyboard alone', async ({ page, baseURL }) => {
  const email = uniqueEmail('keyboard');
  await form(page).fullName.focus();
  await page.keyboard.type('Ramesh Karki');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9841000000');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(form(page).helpTopic).toBeFocused();
  // A closed native select changes its value with the arrow keys (the placeholder cannot be chosen).
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(form(page).helpTopic).toHaveValue('For Individual');
  await page.keyboard.press('Tab');
  await expect(form(page).submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const rows = await readConsultationRequests({ serverUrl: baseURL });
  expect(rows.some((row) => row.email === email && row.help_topic === 'For Individual')).toBe(true);
});

test('supabase-js and the toast code load once the visitor starts on the form, not with the page', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  const loaded = (pattern: RegExp) => scripts.some((url) => pattern.test(new URL(url).pathname));
  await page.goto('/');
  await page.goto('/consultation');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(loaded(/supabase/i)).toBe(false);
  expect(loaded(/Toaster/)).toBe(false);
  await form(page).fullName.click();
  await expect.poll(() => loaded(/supabase/i) && loaded(/Toaster/)).toBe(true);
  await fillConsultation(page, { fullName: 'Lazy Loader', email: uniqueEmail('lazy'), helpTopic: 'Other' });
  await form(page).submit.click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
});

test('a phone number typed with Devanagari digits is stored with ASCII digits', async ({ page, baseURL }) => {
  const email = uniqueEmail('devanagari-digits');
  await fillConsultation(page, {
    fullName: 'Sita Sharma',
    phoneNumber: '+९७७ ९८४१२३४५६७',
    email,
    helpTopic: 'Other',
  });
  await form(page).submit.click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const row = (await readConsultationRequests({ serverUrl: baseURL })).find(
    (candidate) => candidate.email === email,
  );
  expect(row).toMatchObject({ phone_number: '+977 9841234567' });
});
