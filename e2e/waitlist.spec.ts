/**
 * "Tell me when it opens" (issue 27) on the production build: on /academy and /ne/training a valid
 * e-mail or phone is stored as one row in waitlist_signups through supabase-js, bad ones are refused
 * with the consultation form's messages (and what was typed stays), a filled trap field is refused,
 * and the team's notification reaches a real HTTP receiver on 127.0.0.1. Like notifications.spec.ts,
 * this spec runs its own `vite preview` over the same build with NOTIFY_WEBHOOK_URL set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { test, expect, waitForHydration } from './support/fixtures';
import { readWaitlistSignups } from '../server/requestsStore';
import { PROJECT_ROOT } from '../server/paths';
import { LOCAL_ANON_KEY } from '../src/lib/localBackend';
import { closedPortUrl, startReceiver, type Receiver } from '../tests/notify/receiver';

test.describe.configure({ mode: 'serial' });

let receiver: Receiver;
let preview: ChildProcess | undefined;
let siteUrl = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = await startReceiver();
  siteUrl = await closedPortUrl();
  let output = '';
  preview = spawn(
    join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', new URL(siteUrl).port, '--strictPort'],
    {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        LOCAL_DB_DIR: 'memory://',
        LOCAL_BACKEND_TRUST_FORWARDED_FOR: '1',
        NOTIFY_WEBHOOK_URL: `${receiver.url}/hook/waitlist`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  preview.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  preview.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (preview.exitCode !== null) throw new Error(`vite preview exited (${preview.exitCode}): ${output}`);
    if (Date.now() > deadline) throw new Error(`vite preview did not start: ${output}`);
    const status = await fetch(`${siteUrl}/rest/v1/waitlist_signups`, {
      method: 'HEAD',
      headers: { apikey: LOCAL_ANON_KEY },
    }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 401) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  if (preview && preview.exitCode === null) {
    const exited = new Promise((resolve) => preview?.once('exit', resolve));
    preview.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
  await receiver?.close();
});

const unique = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test('/academy: an e-mail is stored once and the team is told; a bad one is refused with the form’s message', async ({
  page,
}) => {
  await page.goto(`${siteUrl}/academy`);
  await waitForHydration(page);
  const waitlist = page.getByRole('region', { name: 'Tell me when it opens' });
  const field = waitlist.getByRole('textbox', { name: 'E-mail or phone' });
  const submit = waitlist.getByRole('button', { name: 'Tell me when it opens' });

  await field.fill('sita@example');
  await submit.click();
  await expect(waitlist.getByText('Please enter a valid email address')).toBeVisible();
  await expect(field).toHaveValue('sita@example');
  await field.fill('');
  await submit.click();
  await expect(waitlist.getByText('Please provide either a phone number or email address')).toBeVisible();

  const email = unique('academy');
  await field.fill(`  ${email} `);
  await submit.click();
  await expect(page.getByText("Thank you! We'll tell you as soon as it opens.").first()).toBeVisible();
  await expect(waitlist.getByRole('status')).toHaveText("Thank you! We'll tell you as soon as it opens.");

  const [received] = await receiver.waitFor(1, 15_000);
  expect(received?.path).toBe('/hook/waitlist');
  const { text } = JSON.parse(received?.body ?? '') as { text: string };
  expect(text.split('\n')).toEqual([
    '*New waitlist sign-up*',
    '*Waiting for:* academy',
    `*Contact:* <mailto:${email}|${email}>`,
    '*Language:* English',
    expect.stringMatching(/^\*Received:\* .+ NPT$/),
  ]);
  await expect
    .poll(async () =>
      (await readWaitlistSignups({ serverUrl: siteUrl })).filter((row) => row.email === email),
    )
    .toEqual([expect.objectContaining({ interest: 'academy', language: 'en', phone_number: null })]);
  await expect
    .poll(
      async () =>
        (await readWaitlistSignups({ serverUrl: siteUrl })).find((row) => row.email === email)?.notified_at,
    )
    .not.toBeNull();
});

test('/ne/training: a phone in Devanagari digits is stored as the form stores it; a bad number keeps what was typed', async ({
  page,
}) => {
  await page.goto(`${siteUrl}/ne/training`);
  await waitForHydration(page);
  const waitlist = page.getByRole('region', { name: 'खुलेपछि मलाई खबर गर्नुहोस्' });
  const field = waitlist.getByRole('textbox', { name: 'इमेल वा फोन' });
  const submit = waitlist.getByRole('button', { name: 'खुलेपछि खबर गर्नुहोस्' });

  await field.fill('०९८४ बोलाउनुहोस्');
  await submit.click();
  const { formMessages } = await import('../src/content/ne/consultation');
  await expect(waitlist.getByText(formMessages.validation.phone)).toBeVisible();
  await expect(field).toHaveValue('०९८४ बोलाउनुहोस्');

  const before = receiver.received.length;
  const digits = String(Date.now()).slice(-7);
  const devanagari = `९८०${[...digits].map((digit) => String.fromCharCode(0x0966 + Number(digit))).join('')}`;
  await field.fill(`+९७७ ${devanagari}`);
  await submit.click();
  await expect(waitlist.getByRole('status')).toHaveText('धन्यवाद! खुल्नेबित्तिकै हामी तपाईंलाई खबर गर्नेछौं।');
  const stored = `+977 980${digits}`;
  await expect
    .poll(async () =>
      (await readWaitlistSignups({ serverUrl: siteUrl })).filter((row) => row.phone_number === stored),
    )
    .toEqual([expect.objectContaining({ interest: 'training', language: 'ne', email: null })]);
  const received = await receiver.waitFor(before + 1, 15_000);
  const { text } = JSON.parse(received[before]?.body ?? '') as { text: string };
  expect(text).toContain('*Waiting for:* training');
  expect(text).toContain(`<tel:+977980${digits}|${stored}>`);
  expect(text).toContain('*Language:* Nepali');
});

test('a filled trap field is refused: nothing is stored, nobody is told', async ({ page }) => {
  await page.goto(`${siteUrl}/academy`);
  await waitForHydration(page);
  const waitlist = page.getByRole('region', { name: 'Tell me when it opens' });
  const email = unique('trap');
  await waitlist.getByRole('textbox', { name: 'E-mail or phone' }).fill(email);
  await waitlist.locator('input[name="website"]').fill('https://spam.example', { force: true });
  const before = receiver.received.length;
  await waitlist.getByRole('button', { name: 'Tell me when it opens' }).click();
  await expect(page.getByText('Invalid submission detected.')).toBeVisible();
  await expect(waitlist.getByRole('textbox', { name: 'E-mail or phone' })).toHaveValue(email);
  await page.waitForTimeout(1_000);
  expect((await readWaitlistSignups({ serverUrl: siteUrl })).some((row) => row.email === email)).toBe(false);
  expect(receiver.received.length).toBe(before);
});

test('the Academy links to the learning that exists today', async ({ page }) => {
  await page.goto(`${siteUrl}/academy`);
  const today = page.getByRole('region', { name: 'Start learning today' });
  await expect(today.getByRole('link', { name: /Read the guide/ })).toHaveAttribute(
    'href',
    '/blog/ai-guide-for-nepali-professionals',
  );
  await expect(today.getByRole('link', { name: /See the use cases/ })).toHaveAttribute(
    'href',
    '/use-cases/individuals',
  );
});
