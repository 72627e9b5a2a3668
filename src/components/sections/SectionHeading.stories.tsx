import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeContent } from '../../content/home';
import { SectionHeading } from './SectionHeading';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const { whyChoose } = homeContent;

const meta = {
  title: 'Sections/SectionHeading',
  component: SectionHeading,
  tags: ['autodocs'],
  parameters: { ...checkedOnPages, layout: 'padded' },
  args: {
    id: 'why-choose-heading',
    overline: 'Why us',
    title: whyChoose.title,
    subtitle: whyChoose.subtitle,
    align: 'center',
    level: 'h2',
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['center', 'left'] },
    level: { control: 'inline-radio', options: ['h2', 'h3'] },
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overline, h2 and lead paragraph, centred: the usual opening of a section. */
export const Centred: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: whyChoose.title });
    await expect(heading).toHaveAttribute('id', 'why-choose-heading');
    // The overline is a paragraph, not a heading: it must not add to the outline.
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(getComputedStyle(heading).textAlign).toBe('center');
  },
};

/** Left-aligned, as above a list of articles. */
export const LeftAligned: Story = {
  args: { align: 'left', overline: undefined, title: 'Latest articles', subtitle: undefined },
};

export const TitleOnly: Story = {
  args: { overline: undefined, subtitle: undefined },
};

/** A heading inside a section that already has its h2. */
export const SubsectionH3: Story = {
  args: { level: 'h3', overline: undefined, title: 'What the academy will offer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};
