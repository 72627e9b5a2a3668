import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ConsultationPage from './ConsultationPage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  storyContent,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

/**
 * The page the whole site leads to. Its form is wired to the real submit flow, so don't send it from
 * here; every state of the form is in Features/Consultation with a stubbed submit.
 */
const meta = {
  title: 'Pages/Consultation',
  component: ConsultationPage,
  tags: ['i18n'],
  parameters: { route: '/consultation' },
  render: () => <PageInLayout page={<ConsultationPage />} />,
} satisfies Meta<typeof ConsultationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form card and "What happens next" side by side. */
export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement, globals }) => {
    const content = storyContent(globals).consultation.consultationContent;
    await expectWellFormedPage(canvasElement, content.hero.title);
    const main = within(within(canvasElement).getByRole('main'));
    const card = main.getByRole('region', { name: content.card.title });
    const aside = main.getByRole('complementary', { name: content.whatHappensNext.title });
    await expect(aside.getBoundingClientRect().left).toBeGreaterThan(card.getBoundingClientRect().right);
  },
};

/** On a phone the steps follow the form. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) => {
    const content = storyContent(globals).consultation.consultationContent;
    await expectWellFormedPage(canvasElement, content.hero.title);
    const main = within(within(canvasElement).getByRole('main'));
    const card = main.getByRole('region', { name: content.card.title });
    const aside = main.getByRole('complementary', { name: content.whatHappensNext.title });
    await expect(aside.getBoundingClientRect().top).toBeGreaterThan(card.getBoundingClientRect().bottom);
  },
};
