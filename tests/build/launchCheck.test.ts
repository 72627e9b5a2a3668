import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchProblems, sampleWarning } from '../../scripts/launch/launchCheck.ts';
import { siteConfigSamples, siteConfigVariables, type SampleKey } from '../../src/content/siteConfig.ts';

/**
 * "No sample contact details in a live site": `npm run launch-check` run as a person would, in a
 * checkout with the shipped config (fails, naming each sample and each unset essential) and with a
 * complete `.env` (passes). The build's warning is checked on a real build in siteConfigBuild.test.ts.
 */
const root = join(import.meta.dirname, '../..');
const cli = join(root, 'scripts/launch/cli.ts');
const tsx = join(root, 'node_modules/.bin/tsx');

const complete: Record<string, string> = {
  VITE_SITE_ORIGIN: 'https://acme.example',
  VITE_CONTACT_PHONE: '+1 415 555 0100',
  VITE_WHATSAPP_NUMBER: '+1 415-555-0199',
  VITE_VIBER_NUMBER: 'none',
  VITE_ADDRESS_STREET: '1 Market Street',
  VITE_ADDRESS_STREET_NE: '१ मार्केट स्ट्रिट',
  VITE_FACEBOOK_URL: 'none',
  VITE_LINKEDIN_URL: 'https://www.linkedin.com/company/acme-automation',
  VITE_YOUTUBE_URL: 'none',
  VITE_SUPABASE_URL: 'https://acme-ref.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.acme-public-anon-key',
  NOTIFY_WEBHOOK_URL: 'https://hooks.slack.com/services/T000/B000/acme',
};

let checkout: string;

beforeAll(async () => {
  checkout = await mkdtemp(join(tmpdir(), 'launch-check-'));
});
afterAll(async () => {
  await rm(checkout, { recursive: true, force: true });
});

/** The child sees no VITE_/NOTIFY_ variable of this process: only what the test gives it. */
function run(extra: Record<string, string>, cwd: string): Promise<{ code: number; output: string }> {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^(VITE|NOTIFY|RESEND)_|^VITEST|^NODE_ENV$/.test(key)) env[key] = value;
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [cli], { cwd, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

describe('npm run launch-check', () => {
  it('fails on the shipped config, naming every sample value and every unset essential', async () => {
    const { code, output } = await run({}, checkout);
    expect(code).toBe(1);
    for (const key of Object.keys(siteConfigSamples) as SampleKey[]) {
      expect(output).toContain(
        `${siteConfigVariables[key]}: still the sample ${JSON.stringify(siteConfigSamples[key])}`,
      );
    }
    for (const variable of ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_SITE_ORIGIN'])
      expect(output).toContain(`${variable}: unset`);
    expect(output).toContain(
      'NOTIFY_WEBHOOK_URL or RESEND_API_KEY + NOTIFY_EMAIL_TO + NOTIFY_EMAIL_FROM: unset',
    );
  }, 30_000);

  it('passes with a complete config in .env', async () => {
    await writeFile(
      join(checkout, '.env'),
      Object.entries(complete)
        .map(([key, value]) => `${key}=${value}`)
        .join('\n'),
    );
    const { code, output } = await run({}, checkout);
    expect(output).toContain('Ready to launch');
    expect(code).toBe(0);
    await rm(join(checkout, '.env'));
  }, 30_000);

  it('names the one sample left and the one essential missing, and nothing else', async () => {
    const rest = Object.fromEntries(
      Object.entries(complete).filter(([key]) => key !== 'VITE_YOUTUBE_URL' && key !== 'NOTIFY_WEBHOOK_URL'),
    );
    const { code, output } = await run(rest, checkout);
    expect(code).toBe(1);
    expect(output).toContain('2 things to fix');
    expect(output).toContain('VITE_YOUTUBE_URL: still the sample');
    expect(output).toContain('NOTIFY_WEBHOOK_URL or RESEND_API_KEY');
  }, 30_000);
});

describe('launchProblems', () => {
  it('takes e-mail alone as a notification channel, once all three of its variables are set', () => {
    const { NOTIFY_WEBHOOK_URL: _webhook, ...withoutWebhook } = complete;
    const email = { RESEND_API_KEY: 're_123', NOTIFY_EMAIL_TO: 'team@acme.example' };
    expect(launchProblems({ ...withoutWebhook, ...email }).map((p) => p.variable)).toEqual([
      'NOTIFY_WEBHOOK_URL or RESEND_API_KEY + NOTIFY_EMAIL_TO + NOTIFY_EMAIL_FROM',
    ]);
    expect(
      launchProblems({ ...withoutWebhook, ...email, NOTIFY_EMAIL_FROM: 'Web <a@acme.example>' }),
    ).toEqual([]);
  });

  it('refuses a local trial origin and reports a value the build would refuse', () => {
    const problems = launchProblems({ ...complete, VITE_SITE_ORIGIN: 'http://localhost:4173' });
    expect(problems.map((p) => p.variable)).toEqual(['VITE_SITE_ORIGIN']);
    const bad = launchProblems({ ...complete, VITE_CONTACT_PHONE: '415 555 0100' });
    expect(bad[0]?.problem).toContain('VITE_CONTACT_PHONE = "415 555 0100"');
  });

  it('counts a sample set explicitly as a sample, and "none" as no sample', () => {
    expect(launchProblems({ ...complete, VITE_VIBER_NUMBER: siteConfigSamples.viber })).toHaveLength(1);
    expect(sampleWarning({ ...complete })).toBeUndefined();
    expect(sampleWarning({ ...complete, VITE_FACEBOOK_URL: '' })).toContain('VITE_FACEBOOK_URL');
  });
});
