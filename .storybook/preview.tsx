import type { Preview } from '@storybook/react-vite';
import { axePreload } from '../tests/support/axePreload';
import { checkedOnPages } from './checkedOnPages';
import { darkContrastViolations } from './darkContrast';
import { withAppProviders } from './decorators';

/** The three widths the site is designed and tested at. */
const viewports = {
  phone: { name: 'Phone (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withAppProviders],
  /**
   * In the story tests (Vitest sets VITEST_STORYBOOK), a story's final state is checked for contrast in
   * the dark scheme too, after its full axe run in light (see darkContrast.ts). Here, while the story
   * is still rendered: a Vitest afterEach runs once the story has been unmounted, and axe found one
   * element left to check there, not the story (a component's own dark colours went unchecked).
   * A story file whose stories only render a component as it stands on the English pages takes
   * `checkedOnPages` (checkedOnPages.ts), so only the states a story reaches by itself (errors,
   * sending, open menus, snackbars) are checked here.
   */
  afterEach: async ({ parameters, viewMode }) => {
    if (import.meta.env.VITEST_STORYBOOK === undefined || viewMode !== 'story') return;
    if (parameters.darkScheme === checkedOnPages.darkScheme) return;
    const violations = await darkContrastViolations(
      parameters.a11y as Parameters<typeof darkContrastViolations>[0],
    );
    if (violations.length > 0) throw new Error(`Dark scheme contrast:\n${violations.join('\n')}`);
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  // The site's two languages: every component and page story can be reviewed in either script.
  globalTypes: {
    locale: {
      description: 'Language of the content',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ne', title: 'नेपाली' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    // Any axe violation fails the story test (and shows red in the a11y panel). Preloads only what a
    // rule it runs reads (tests/support/axePreload.ts).
    a11y: { test: 'error', options: axePreload },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Overview', 'Colour', 'Typography', 'Spacing, shape and elevation', 'Iconography', 'Motion'],
          'Brand',
          'Layout',
          'Theme',
          '*',
        ],
      },
    },
  },
};

export default preview;
