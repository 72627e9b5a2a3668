import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ContactPage from './ContactPage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  storyContent,
  storyPath,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

/**
 * Every way to reach the team: e-mail, tap to call, WhatsApp (with a greeting in the page's language)
 * and Viber, the address with a link to OpenStreetMap (no embedded map), office hours, and the
 * consultation. The numbers and address come from the site config (src/content/siteConfig.ts).
 */
const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  tags: ['i18n'],
  parameters: { route: '/contact' },
  render: () => <PageInLayout page={<ContactPage />} />,
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement, globals }) => {
    const content = storyContent(globals).company.contactContent;
    await expectWellFormedPage(canvasElement, content.title);
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('link', { name: content.phone.number })).toHaveAttribute(
      'href',
      content.phone.href,
    );
    for (const channel of content.messaging.channels)
      await expect(main.getByRole('link', { name: channel.label })).toHaveAttribute('href', channel.href);
    await expect(main.getByRole('link', { name: content.location.map.label })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/search\?query=/),
    );
    await expect(main.getByText(content.hours.value)).toBeVisible();
    await expect(main.getByRole('link', { name: content.consultation.action.label })).toHaveAttribute(
      'href',
      storyPath(globals, '/consultation'),
    );
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) =>
    expectWellFormedPage(canvasElement, storyContent(globals).company.contactContent.title),
};
