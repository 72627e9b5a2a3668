import { inject } from 'vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as themesAddonAnnotations from '@storybook/addon-themes/preview';
import * as previewAnnotations from './preview';
import { localeOf, schemeOf } from './decorators';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set per browser instance in vitest.config.ts: every story runs once in each scheme. */
    colorScheme: 'light' | 'dark';
    /** Set for the Nepali instance: the language every story starts in. */
    locale?: 'en' | 'ne';
  }
}

/**
 * The storybook Vitest project has two browser instances, `storybook:light` and `storybook:dark`;
 * each provides its scheme, which becomes the `theme` global every story starts with. The last
 * annotation wins, so this overrides preview's default `initialGlobals.theme`.
 */
setProjectAnnotations([
  a11yAddonAnnotations,
  themesAddonAnnotations,
  previewAnnotations,
  { initialGlobals: { theme: schemeOf(inject('colorScheme')), locale: localeOf(inject('locale')) } },
]);
