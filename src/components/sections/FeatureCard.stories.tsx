import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, waitFor } from 'storybook/test';
import { homeContent } from '../../content/home';
import type { AccentColor, Feature, LinkedFeature } from '../../content/types';
import { FeatureCard } from './FeatureCard';

const [builtForNepal] = homeContent.whyChoose.items as [Feature];
const [academy, automation] = homeContent.coreServices.items as [LinkedFeature, LinkedFeature];
const accents: readonly AccentColor[] = ['primary', 'secondary', 'success', 'info', 'warning', 'error'];

/** Shows where the memory router is, so a story can prove the card navigated. */
function CurrentPath() {
  const { pathname } = useLocation();
  return (
    <Typography variant="caption" color="text.secondary" data-testid="current-path">
      Current path: {pathname}
    </Typography>
  );
}

/** One card at the width it has in a three-column grid. */
const cardWidth: Decorator = (Story) => (
  <Box sx={{ maxWidth: 360 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Sections/FeatureCard',
  component: FeatureCard,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { feature: builtForNepal, accent: 'primary', headingLevel: 'h3' },
  argTypes: {
    accent: { control: 'select', options: accents },
    headingLevel: { control: 'inline-radio', options: ['h3', 'h4'] },
  },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and description only: no icon, no link, nothing to focus. */
export const Plain: Story = {
  decorators: [cardWidth],
  args: { feature: { title: builtForNepal.title, description: builtForNepal.description } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: builtForNepal.title })).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The icon sits on a tinted tile in the accent colour; it is decorative (the title names the card). */
export const WithIcon: Story = {
  decorators: [cardWidth],
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector('[aria-hidden="true"] svg');
    await expect(tile).not.toBeNull();
  },
};

/**
 * A linked feature: the link's hit area is stretched over the whole card, so clicking anywhere on it
 * navigates, while keyboard users meet a single tab stop named by the link text.
 */
export const Linked: Story = {
  decorators: [cardWidth],
  args: { feature: automation },
  render: (args) => (
    <>
      <FeatureCard {...args} />
      <CurrentPath />
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const link = canvas.getByRole('link', { name: automation.link.label });
    await expect(link).toHaveAttribute('href', automation.link.to);

    // One tab stop: focus enters the link, and the next Tab leaves the card.
    const card = canvasElement.querySelector('.MuiCard-root');
    if (!card) throw new Error('No card rendered');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(card.contains(document.activeElement)).toBe(false);

    // The title (far from the link text) is covered by the link's stretched hit area.
    const title = canvas.getByRole('heading', { name: automation.title }).getBoundingClientRect();
    const hit = document.elementFromPoint(title.left + 4, title.top + title.height / 2);
    await expect(hit).toBe(link);
    await userEvent.click(hit as Element);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent(automation.link.to));
  },
};

/** Inside a section whose cards sit under an h3 (e.g. a sub-section): the card title becomes h4. */
export const AsH4: Story = {
  decorators: [cardWidth],
  args: { feature: academy, headingLevel: 'h4' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: academy.title })).toBeVisible();
  },
};

export const AccentPrimary: Story = {
  args: { feature: academy, accent: 'primary' },
  decorators: [cardWidth],
};
export const AccentSecondary: Story = {
  args: { feature: academy, accent: 'secondary' },
  decorators: [cardWidth],
};
export const AccentSuccess: Story = {
  args: { feature: academy, accent: 'success' },
  decorators: [cardWidth],
};
export const AccentInfo: Story = { args: { feature: academy, accent: 'info' }, decorators: [cardWidth] };
export const AccentWarning: Story = {
  args: { feature: academy, accent: 'warning' },
  decorators: [cardWidth],
};
export const AccentError: Story = { args: { feature: academy, accent: 'error' }, decorators: [cardWidth] };

/** Every accent side by side; hover a card to see its border take the accent colour. */
export const AllAccents: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {accents.map((accent) => (
        <FeatureCard
          key={accent}
          accent={accent}
          feature={{ ...academy, title: `${accent[0]?.toUpperCase()}${accent.slice(1)} accent` }}
        />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(accents.length);
  },
};
