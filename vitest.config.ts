import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { findTestChromium, testChromiumArgs } from './scripts/browser.ts';

/**
 * Test files that replace a module (vi.mock) or reset the module registry: with a shared module graph
 * the replacement would leak into the next file, or arrive after the real module was already imported.
 */
const ownModuleGraph = [
  'src/features/consultation/submitConsultation.test.ts',
  'src/lib/supabaseClient.test.ts',
];

const unitTests = {
  // Most files test servers, databases and content: a DOM per file (jsdom) cost them about 30 s of a
  // run. A file that renders or reads the DOM says `// @vitest-environment jsdom` on its first line.
  environment: 'node',
  include: [
    'src/**/*.test.{ts,tsx}',
    'theme/**/*.test.{ts,tsx}',
    'server/**/*.test.ts',
    'tests/**/*.test.{ts,tsx}',
  ],
  setupFiles: ['tests/setup.ts'],
  globalSetup: ['tests/db/templateGlobalSetup.ts'],
  restoreMocks: true,
  // One file at a time. Side by side (three workers) the suite took longer and a half more CPU on the
  // 2-core machine, alone 221 s and 389 CPU-s against 186 s and 242 CPU-s: its heavy files start
  // PGlite and child processes, and two of them at once fight over memory and the cores. In `npm test`
  // the cores it leaves go to the story tests, the build and lint beside it.
  fileParallelism: false,
  // Property tests run thousands of cases: on a loaded 2-core machine 5 s is not enough.
  testTimeout: 20_000,
};

const resolvedViteConfig =
  typeof viteConfig === 'function' ? viteConfig({ command: 'serve', mode: 'test' }) : viteConfig;

export default mergeConfig(
  resolvedViteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            ...unitTests,
            name: 'unit',
            exclude: [...configDefaults.exclude, ...ownModuleGraph],
            // Files share a worker's module graph: each re-importing PGlite, Vite, MUI and the server
            // modules cost more than a tenth of the suite (3:45 → 2:58 on the 2-core machine).
            isolate: false,
          },
        },
        {
          extends: true,
          test: { ...unitTests, name: 'unit-isolated', include: ownModuleGraph },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: findTestChromium(), args: testChromiumArgs },
              }),
              // One run, light scheme, full axe; .storybook/preview.tsx adds the dark scheme's contrast
              // check on a story's final state (the schemes differ in colour only).
              instances: [{ browser: 'chromium' }],
            },
            setupFiles: ['.storybook/vitest.setup.ts'],
            // One page for every story file: each file in a fresh iframe re-imported React, MUI, the
            // theme and axe (setup + import were 113 of the run's 337 s in a fresh clone). Stories share
            // no state but the document, which the portable stories' render cleans up after each story.
            isolate: false,
            // An article picture is encoded on its first request (ResponsiveImage's stories wait for it).
            testTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
