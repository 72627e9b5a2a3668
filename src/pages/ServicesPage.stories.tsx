import type { Meta, StoryObj } from '@storybook/react-vite';
import { servicesContent } from '../content/services';
import ServicesPage from './ServicesPage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

const meta = {
  title: 'Pages/Services',
  component: ServicesPage,
  parameters: { route: '/services' },
  render: () => <PageInLayout page={<ServicesPage />} />,
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement }) => expectWellFormedPage(canvasElement, servicesContent.hero.title),
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => expectWellFormedPage(canvasElement, servicesContent.hero.title),
};
