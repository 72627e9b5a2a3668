import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFoundPage from './NotFoundPage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  storyContent,
  storyPath,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

/** Any unknown path; the page logs it with console.warn (not an error, so test runs stay green). */
const meta = {
  title: 'Pages/Not Found',
  component: NotFoundPage,
  tags: ['i18n'],
  parameters: { route: '/services/chatbot-for-momo-shop' },
  render: () => <PageInLayout page={<NotFoundPage />} />,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement, globals }) => {
    const content = storyContent(globals).notFound.notFoundContent;
    await expectWellFormedPage(canvasElement, content.code);
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByText(content.title)).toBeVisible();
    await expect(main.getByRole('link', { name: content.action.label })).toHaveAttribute(
      'href',
      storyPath(globals, '/'),
    );
    await expect(main.getByRole('link', { name: content.consultation.label })).toHaveAttribute(
      'href',
      storyPath(globals, '/consultation'),
    );
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) =>
    expectWellFormedPage(canvasElement, storyContent(globals).notFound.notFoundContent.code),
};
