import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { expect, waitFor, within } from 'storybook/test';
import { solutionPages } from '../../content/solutions';
import { Breadcrumbs } from './Breadcrumbs';

/** Shows where the memory router is, so a story can prove a crumb navigated. */
function CurrentPath() {
  const { pathname } = useLocation();
  return (
    <Typography variant="caption" color="text.secondary" data-testid="current-path">
      Current path: {pathname}
    </Typography>
  );
}

const solutionTrail = solutionPages['customer-service-automation'].breadcrumbs;

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  parameters: { layout: 'padded', route: '/customer-service-automation' },
  args: { items: solutionTrail },
  render: (args) => (
    <>
      <Breadcrumbs {...args} />
      <CurrentPath />
    </>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A solution page's trail: Home › Business Solutions › the page. Crumbs are client-side links. */
export const SolutionPageTrail: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/use-cases/business']);
    const current = within(nav).getByText(solutionTrail[solutionTrail.length - 1]?.label ?? '');
    await expect(current).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('link', { name: 'Business Solutions' }));
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/use-cases/business'));
  },
};

/** Two levels: the parent and the current page. */
export const TwoLevels: Story = {
  parameters: { route: '/blog/ai-agents-guide' },
  args: { items: [{ label: 'Blog', to: '/blog' }, { label: 'AI Agents Explained' }] },
};

/** The last crumb is always the current page: plain text, even if the content gives it a link. */
export const LastCrumbIsNeverALink: Story = {
  args: {
    items: [
      { label: 'Home', to: '/' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('Pricing')).toHaveAttribute('aria-current', 'page');
  },
};

/** A long trail wraps instead of overflowing on a phone. */
export const LongTrailOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { items: solutionPages['supply-chain-optimization'].breadcrumbs },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
