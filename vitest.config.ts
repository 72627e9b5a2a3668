import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { chromiumArgs, findChromium } from './scripts/browser.ts';

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
              provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
              // Every story runs once per colour scheme: each instance provides `colorScheme`, which
              // .storybook/vitest.setup.ts turns into the story's starting `theme` global.
              instances: [
                { browser: 'chromium', name: 'storybook:light', provide: { colorScheme: 'light' } },
                { browser: 'chromium', name: 'storybook:dark', provide: { colorScheme: 'dark' } },
              ],
            },
            setupFiles: ['.storybook/vitest.setup.ts'],
          },
        },
        {
          extends: true,
          // The stories whose content changes with the language (tagged 'i18n'), again in Nepali.
          plugins: [storybookTest({ configDir: '.storybook', tags: { include: ['i18n'] } })],
          test: {
            name: 'storybook-ne',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
              instances: [
                {
                  browser: 'chromium',
                  name: 'storybook:ne',
                  provide: { colorScheme: 'light', locale: 'ne' },
                },
              ],
            },
            setupFiles: ['.storybook/vitest.setup.ts'],
          },
        },
      ],
    },
  }),
);
