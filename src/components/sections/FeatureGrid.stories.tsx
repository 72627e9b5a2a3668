import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeContent } from '../../content/home';
import { pricingContent } from '../../content/pricing';
import { FeatureGrid } from './FeatureGrid';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const { whyChoose, coreServices } = homeContent;

/** How many columns the grid's first row actually has, measured from the cards' positions. */
function columnsInFirstRow(list: HTMLElement): number {
  const tops = Array.from(list.children).map((item) => Math.round(item.getBoundingClientRect().top));
  return tops.filter((top) => top === tops[0]).length;
}

const meta = {
  title: 'Sections/FeatureGrid',
  component: FeatureGrid,
  tags: ['autodocs'],
  parameters: { ...checkedOnPages, layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { items: whyChoose.items, columns: 3, accent: 'primary', headingLevel: 'h3' },
  argTypes: {
    columns: { control: 'inline-radio', options: [2, 3, 4] },
    accent: { control: 'select', options: ['primary', 'secondary', 'success', 'info', 'warning', 'error'] },
    headingLevel: { control: 'inline-radio', options: ['h3', 'h4'] },
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's six reasons: a list of cards, three per row on desktop. */
export const ThreeColumns: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(whyChoose.items.length);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(whyChoose.items.length);
    await expect(columnsInFirstRow(list)).toBe(3);
  },
};

/** Linked cards in the secondary accent, as in the home page's Core Services. */
export const LinkedCards: Story = {
  args: { items: coreServices.items, accent: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      coreServices.items.map((item) => item.link.to),
    );
  },
};

export const TwoColumns: Story = {
  args: { items: whyChoose.items.slice(0, 4), columns: 2 },
  play: async ({ canvas }) => {
    await expect(columnsInFirstRow(canvas.getByRole('list'))).toBe(2);
  },
};

export const FourColumns: Story = {
  args: { items: whyChoose.items.slice(0, 4), columns: 4, accent: 'info' },
  play: async ({ canvas }) => {
    await expect(columnsInFirstRow(canvas.getByRole('list'))).toBe(4);
  },
};

/** Tablets always get two columns, whatever `columns` says. */
export const OnATablet: Story = {
  args: { items: pricingContent.infoBlocks.items },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(columnsInFirstRow(canvas.getByRole('list'))).toBe(2);
  },
};

/** Phones always get one column. */
export const OnAPhone: Story = {
  args: { items: pricingContent.infoBlocks.items },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(columnsInFirstRow(canvas.getByRole('list'))).toBe(1);
  },
};
