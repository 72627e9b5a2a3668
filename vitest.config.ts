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
