/**
 * The team is told of each new request (issue 17): the production build under `vite preview` with
 * NOTIFY_WEBHOOK_URL pointing at a real HTTP receiver on 127.0.0.1. Playwright's shared preview
 * server has no webhook configured, so this spec starts its own, on a free port, with that variable
 * set, over the same build (BUILD_OUT_DIR) and a throwaway in-memory database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { test, expect, waitForHydration } from './support/fixtures';
import { fillConsultation, form, uniqueEmail } from './support/consultation';
import { readConsultationRequests } from '../server/requestsStore';
import { PROJECT_ROOT } from '../server/paths';
import { LOCAL_ANON_KEY } from '../src/lib/localBackend';
import { closedPortUrl, startReceiver, type Receiver } from '../tests/notify/receiver';

test.describe.configure({ mode: 'serial' });

let receiver: Receiver;
let preview: ChildProcess | undefined;
let siteUrl = '';

async function waitUntilServing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode}): ${log()}`);
    try {
      // The backend answers once its in-memory database is migrated (the request waits for it).
      const response = await fetch(`${url}/rest/v1/consultation_requests`, {
        method: 'HEAD',
        headers: { apikey: LOCAL_ANON_KEY },
      });
      if (response.status === 401) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not start: ${log()}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = await startReceiver();
  siteUrl = await closedPortUrl();
  const port = new URL(siteUrl).port;
  let output = '';
  preview = spawn(
    join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', port, '--strictPort'],
    {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        LOCAL_DB_DIR: 'memory://',
        NOTIFY_WEBHOOK_URL: `${receiver.url}/hook/T000/secret`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  preview.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  preview.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilServing(siteUrl, preview, () => output);
});

test.afterAll(async () => {
  if (preview && preview.exitCode === null) {
    const exited = new Promise((resolve) => preview?.once('exit', resolve));
    preview.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
  await receiver?.close();
});

async function submit(page: Page, email: string): Promise<number> {
  await page.goto(`${siteUrl}/consultation`);
  await waitForHydration(page);
  await fillConsultation(page, {
    fullName: 'Sita Sharma-Gurung',
    phoneNumber: '+977 (981) 234-5678',
    email,
    helpTopic: 'For Business',
  });
  const clicked = performance.now();
  await form(page).submit.click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  return clicked;
}

test('a new request reaches the team’s webhook within seconds, fields escaped for chat', async ({ page }) => {
  const email = uniqueEmail('notify');
  const clicked = await submit(page, email);
  const [received] = await receiver.waitFor(1, 10_000);
  test.info().annotations.push({
    type: 'delivery',
    description: `submit click → webhook POST: ${Math.round((received?.at ?? 0) - clicked)} ms`,
  });
  expect(received?.method).toBe('POST');
  expect(received?.path).toBe('/hook/T000/secret');
  const { text } = JSON.parse(received?.body ?? '') as { text: string };
  const lines = text.split('\n');
  expect(lines[0]).toBe('*New consultation request*');
  expect(lines[1]).toBe('*Name:* Sita Sharma-Gurung');
  expect(lines[2]).toBe(
    '*Phone:* <tel:+9779812345678|+977 (981) 234-5678> · <https://wa.me/9779812345678|WhatsApp>',
  );
  expect(lines[3]).toBe(`*Email:* <mailto:${email.replace('@', '%40')}|${email.replace('@', '@\u2060')}>`);
  expect(lines[4]).toBe('*Topic:* For Business');
  // Opened straight on /consultation: the visit began there, with no referrer or campaign.
  expect(lines[5]).toBe('*Came from:* direct; landed on /consultation; sent from /consultation (en)');
  expect(lines[6]).toMatch(/^\*Received:\* \w{3}, \d{1,2} \w{3} \d{4}, \d\d:\d\d NPT$/);
  // Every link in the message is one the notifier built.
  expect([...text.matchAll(/<([^|>]*)\|/g)].map((match) => match[1])).toEqual([
    'tel:+9779812345678',
    'https://wa.me/9779812345678',
    `mailto:${email.replace('@', '%40')}`,
  ]);

  await expect
    .poll(async () =>
      (await readConsultationRequests({ serverUrl: siteUrl })).find((row) => row.email === email),
    )
    .toMatchObject({ notified_at: expect.any(String), notify_error: null });
  expect(receiver.received).toHaveLength(1);
});

test('when the webhook fails, the visitor still sees the thank-you and the failure is recorded', async ({
  page,
}) => {
  receiver.received.length = 0;
  receiver.status = 500;
  const email = uniqueEmail('notify-fails');
  await submit(page, email);
  await expect(
    page.getByText("We've received your request. Our team will contact you shortly.").first(),
  ).toBeVisible();
  // Three attempts (at once, after 1 s, after 4 s), then the mark on the row.
  await receiver.waitFor(3, 15_000);
  await expect
    .poll(
      async () => (await readConsultationRequests({ serverUrl: siteUrl })).find((row) => row.email === email),
      {
        timeout: 10_000,
      },
    )
    .toMatchObject({
      full_name: 'Sita Sharma-Gurung',
      notified_at: null,
      notify_error: expect.stringMatching(/^webhook: HTTP 500.* after 3 attempt\(s\)$/),
    });
});
