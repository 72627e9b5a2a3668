import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { EntryServer } from '../../scripts/pageDocument';
import { viteCli } from '../../scripts/viteCli';

/**
 * "Make it yours", end to end: the prerender bundle (`vite build --ssr src/entry-server.tsx`, the
 * bundle scripts/prerender.ts renders every page with) built with the site config overridden through
 * VITE_ variables, then a few routes rendered with it and the values looked up in their HTML; and a
 * bad value stopping the build with the variable named. The client build and the prerender of every
 * route are the e2e's (on the default config); this proves the override reaches the pages at a
 * third of a full build's cost.
 */
const root = join(import.meta.dirname, '../..');
const outDir = `dist-siteconfig-test-${process.pid}`;

const overrides = {
  VITE_SITE_NAME: 'Acme Automation',
  VITE_SITE_ORIGIN: 'https://acme.example',
  VITE_CONTACT_EMAIL: 'team@acme.example',
  VITE_CONTACT_PHONE: '+1 415 555 0100',
  VITE_WHATSAPP_NUMBER: '+1 415-555-0199',
  VITE_VIBER_NUMBER: 'none',
  VITE_ADDRESS_STREET: '1 Market Street',
  VITE_OFFICE_HOURS: 'Mo-Fr 09:00-18:00',
  VITE_FOUNDER_NAME: 'Mira Joshi',
  VITE_FACEBOOK_URL: 'none',
  VITE_YOUTUBE_URL: 'none',
  VITE_LINKEDIN_URL: 'https://www.linkedin.com/company/acme-automation',
};

/** The child gets this process's environment minus what marks it as a test run (NODE_ENV=test…). */
function buildEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (key !== 'NODE_ENV' && !key.startsWith('VITEST') && !key.startsWith('VITE_')) env[key] = value;
  return { ...env, BUILD_OUT_DIR: outDir, ...extra };
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

let entry: EntryServer | undefined;

/** The route's head and body as the prerender puts them into the page. */
async function page(path: string): Promise<string> {
  if (!entry) throw new Error('the prerender bundle was not built');
  const { head, html } = await entry.render(path);
  return head + html;
}

afterAll(async () => {
  await rm(join(root, outDir), { recursive: true, force: true });
  await rm(join(root, `${outDir}-ssr`), { recursive: true, force: true });
});

describe('a build with the site config overridden', () => {
  it('stops at a bad value, naming the variable and the value', async () => {
    const { code, output } = await run(
      process.execPath,
      [viteCli, 'build'],
      buildEnv({ ...overrides, VITE_SITE_ORIGIN: 'http://acme.example', VITE_CONTACT_PHONE: '415 555 0100' }),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('VITE_SITE_ORIGIN = "http://acme.example"');
    expect(output).toContain('VITE_CONTACT_PHONE = "415 555 0100"');
  }, 60_000);

  it('puts the company’s own values on the pages', async () => {
    const { code, output } = await run(
      process.execPath,
      [viteCli, 'build', '--ssr', 'src/entry-server.tsx'],
      buildEnv(overrides),
    );
    expect(code, output.slice(-3000)).toBe(0);
    entry = (await import(
      /* @vite-ignore */ pathToFileURL(join(root, `${outDir}-ssr`, 'entry-server.js')).href
    )) as EntryServer;

    const contact = await page('/contact');
    for (const expected of [
      'href="tel:+14155550100"',
      'https://wa.me/14155550199?text=Hello%20Acme%20Automation',
      '1 Market Street',
      'Monday–Friday, 09:00–18:00',
      'mailto:team@acme.example',
      '<link rel="canonical" href="https://acme.example/contact"',
    ])
      expect(contact.includes(expected), expected).toBe(true);
    expect(contact.includes('viber://'), 'Viber set to none').toBe(false);

    const home = await page('/');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      name: 'Acme Automation',
      url: 'https://acme.example/',
      telephone: '+14155550100',
      address: { '@type': 'PostalAddress', streetAddress: '1 Market Street' },
      contactPoint: { hoursAvailable: { opens: '09:00', closes: '18:00' } },
      sameAs: ['https://www.linkedin.com/company/acme-automation'],
    });
    expect(home.includes('facebook.com'), 'a profile set to none is hidden').toBe(false);

    expect((await page('/team')).includes('Mira Joshi'), 'founder').toBe(true);
    const nepaliContact = await page('/ne/contact');
    for (const expected of ['सोमबार–शुक्रबार, ०९:००–१८:००', '+१ ४१५ ५५५ ०१००'])
      expect(nepaliContact.includes(expected), expected).toBe(true);
  }, 180_000);
});
