import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { chromiumArgs, findTestChromium } from './scripts/browser.ts';

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
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'theme/**/*.test.{ts,tsx}',
              'server/**/*.test.ts',
              'tests/**/*.test.{ts,tsx}',
            ],
            setupFiles: ['tests/setup.ts'],
            globalSetup: ['tests/db/templateGlobalSetup.ts'],
            restoreMocks: true,
            // Vitest's default (cores − 1) is one worker on a 2-core CI machine, while many files wait on
            // child processes, sockets and PGlite's file I/O: one more worker than cores keeps both busy
            // (3:38 → 2:15 on the 2-core machine).
            maxWorkers: availableParallelism() + 1,
            // Property tests run thousands of cases: on a loaded 2-core machine 5 s is not enough.
            testTimeout: 20_000,
          },
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
                launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
              }),
              // One run, light scheme, full axe; .storybook/vitest.setup.ts adds the dark scheme's
              // contrast check on each story's final state (the schemes differ in colour only).
              instances: [{ browser: 'chromium' }],
            },
            setupFiles: ['.storybook/vitest.setup.ts'],
            // An article picture is encoded on its first request (ResponsiveImage's stories wait for it).
            testTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
