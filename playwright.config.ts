import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { findTestChromium, testChromiumArgs } from './scripts/browser';
import { staticServerPort, staticServerUrl } from './e2e/support/staticServer';
import { pgliteTemplateFile } from './server/pgliteTemplate';
import { viteCli } from './scripts/viteCli';

const port = Number(process.env.E2E_PORT ?? 4321);
/**
 * `npm run dev` for the dev-parity smoke tests (e2e/dev): two above the production servers. Started by
 * those tests themselves (e2e/support/devServer.ts), so only a run that includes them pays for it.
 */
const devPort = Number(process.env.E2E_DEV_PORT ?? port + 2);
const executablePath = findTestChromium();
// Every server this run starts (the config's, and those the specs spawn) inherits it: see compression.ts.
process.env.SERVE_BROTLI_QUALITY ??= '5';
// The servers' in-memory databases start from the migrated template when it is there (`npm run
// test:e2e` writes it first, server/pgliteTemplateCli.ts): a few seconds at start-up instead of initdb
// and every migration. A bare `playwright test` without it still works, only slower.
const template = pgliteTemplateFile();
if (existsSync(template)) process.env.LOCAL_DB_TEMPLATE ??= template;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test cost about a tenth of the run; CI records the retry of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath, args: testChromiumArgs },
    // A worker's tests take turns in one browser context that Playwright resets between them (cookies,
    // cache, local and session storage, IndexedDB, routes, init scripts, emulation and viewport; extra
    // pages closed). A fresh context and page cost about 0.6 CPU-s each on the 2-core CI machine, two
    // renderer processes started and torn down: a whole run took 727 CPU-s and 388 s, against 801–819
    // and 427–436 s with a context per test.
    // A test that sets its own context options (test.use, browser.newContext) still gets a fresh one.
    reuseContext: true,
  },
  projects: [
    // First: its tests start `npm run dev`, which compiles for a while; at the end of the queue that was
    // a tail of 25 s with one worker waiting on it.
    {
      name: 'dev',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${devPort}` },
      testMatch: /\/dev\/.*\.spec\.ts$/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: [/mobile\.spec\.ts$/, /\/dev\//],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      testMatch: /mobile\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      // The production build served by `vite preview` with the embedded backend on a throwaway database.
      command: `node "${viteCli}" preview --host 127.0.0.1 --port ${port} --strictPort`,
      env: { LOCAL_DB_DIR: 'memory://', LOCAL_BACKEND_TRUST_FORWARDED_FOR: '1' },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The same build as a static host serves it, with its _headers (CSP, HSTS…) applied and the
      // backend on an in-memory database: e2e/security-headers.spec.ts.
      command: `node --import tsx scripts/serve/serve.ts --dir ${process.env.BUILD_OUT_DIR ?? 'dist'} --port ${staticServerPort} --with-backend`,
      env: { LOCAL_BACKEND_TRUST_FORWARDED_FOR: '1' },
      url: `${staticServerUrl}/`,
      reuseExistingServer: !process.env.CI,
      // A fresh in-memory PGlite takes 4–20 s to initialise, longer on a busy machine.
      timeout: 120_000,
    },
  ],
});
