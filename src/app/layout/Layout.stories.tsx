import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { expect, waitFor, within } from 'storybook/test';
import { Layout } from './Layout';
import { mainContentId } from './SkipLink';

/** Stands in for a real page: a heading, some copy, and the path it was reached at. */
function SamplePage() {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        Sample page
      </Typography>
      <Typography component="p" variant="subtitle1" color="text.secondary" gutterBottom>
        Any route renders here, between the fixed header and the footer.
      </Typography>
      <Typography data-testid="current-path">Current path: {pathname}</Typography>
    </Container>
  );
}

const meta = {
  title: 'Layout/Layout',
  component: Layout,
  render: () => (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<SamplePage />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, main and footer landmarks; the nav marks the current page. */
export const Desktop: Story = {
  parameters: { route: '/' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', mainContentId);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sample page' })).toBeVisible();

    const headerNav = within(header).getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(headerNav).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/pricing'));
    await expect(within(headerNav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The same shell at phone width: the nav lives behind the menu button (PhoneMenu stories). */
export const Phone: Story = {
  parameters: { route: '/academy' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/academy');
  },
};
