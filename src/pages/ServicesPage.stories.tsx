import type { Meta, StoryObj } from '@storybook/react-vite';
import ServicesPage from './ServicesPage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  storyContent,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

const meta = {
  title: 'Pages/Services',
  component: ServicesPage,
  tags: ['i18n'],
  parameters: { route: '/services' },
  render: () => <PageInLayout page={<ServicesPage />} />,
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement, globals }) =>
    expectWellFormedPage(canvasElement, storyContent(globals).services.servicesContent.hero.title),
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) =>
    expectWellFormedPage(canvasElement, storyContent(globals).services.servicesContent.hero.title),
};
