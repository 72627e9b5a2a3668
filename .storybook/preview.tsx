import type { Preview } from '@storybook/react-vite';
import { withAppProviders } from './decorators';

/** The three widths the site is designed and tested at. */
const viewports = {
  phone: { name: 'Phone (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withAppProviders],
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
    // Any axe violation fails the story test (and shows red in the a11y panel).
    a11y: { test: 'error' },
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
