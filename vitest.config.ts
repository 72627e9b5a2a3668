import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { resolvedViteConfig, unitProjects } from './vitest.unit.config.ts';
import { findTestChromium, testChromiumArgs } from './scripts/browser.ts';

export default mergeConfig(
  resolvedViteConfig,
  defineConfig({
    test: {
      projects: [
        ...unitProjects,
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
