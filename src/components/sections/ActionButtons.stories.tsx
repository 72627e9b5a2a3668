import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, waitFor } from 'storybook/test';
import { homeContent } from '../../content/home';
import { servicesContent } from '../../content/services';
import { ActionButtons } from './ActionButtons';

/** Shows where the memory router is, so a story can prove a button navigated. */
function CurrentPath() {
  const { pathname } = useLocation();
  return (
    <Typography variant="caption" color="text.secondary" data-testid="current-path" sx={{ mt: 2 }}>
      Current path: {pathname}
    </Typography>
  );
}

/** The fixed dark brand panel the `onDark` surface is made for (the same gradient as CtaBanner). */
const onBrandPanel: Decorator = (Story) => (
  <Box
    sx={{
      p: 5,
      borderRadius: 6,
      color: '#FFFFFF',
      background: 'linear-gradient(135deg, #14246B 0%, #2340B8 55%, #6E0A23 130%)',
    }}
  >
    <Story />
  </Box>
);

const meta = {
  title: 'Sections/ActionButtons',
  component: ActionButtons,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { actions: homeContent.hero.actions ?? [], align: 'flex-start', surface: 'default' },
  argTypes: {
    align: { control: 'inline-radio', options: ['flex-start', 'center'] },
    surface: { control: 'inline-radio', options: ['default', 'onDark'] },
  },
} satisfies Meta<typeof ActionButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first action is the contained primary button with an arrow; the rest are outlined. */
export const PrimaryAndSecondary: Story = {
  render: (args) => (
    <>
      <ActionButtons {...args} />
      <CurrentPath />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const [primary, secondary] = canvas.getAllByRole('link');
    await expect(primary).toHaveTextContent('Start Now');
    await expect(primary).toHaveClass('MuiButton-contained');
    await expect(secondary).toHaveClass('MuiButton-outlined');
    await expect(secondary).toHaveAttribute('href', '/academy');
    if (!primary) throw new Error('No primary action');
    await userEvent.click(primary);
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/consultation'));
  },
};

export const PrimaryOnly: Story = {
  args: { actions: homeContent.closingCta.actions },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Centred: Story = {
  args: { actions: servicesContent.cta.actions, align: 'center' },
};

/** On the dark brand panel: a white primary button and a white-outlined secondary one. */
export const OnDarkPanel: Story = {
  args: { actions: servicesContent.cta.actions, align: 'center', surface: 'onDark' },
  decorators: [onBrandPanel],
  play: async ({ canvas }) => {
    const [primary] = canvas.getAllByRole('link');
    if (!primary) throw new Error('No primary action');
    await expect(getComputedStyle(primary).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** Stacked full-width buttons on a phone, so each is an easy thumb target. */
export const StackedOnAPhone: Story = {
  args: { actions: servicesContent.cta.actions },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('link');
    if (!first || !second) throw new Error('Expected two actions');
    await expect(first.getBoundingClientRect().width).toBeCloseTo(second.getBoundingClientRect().width, 0);
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};

/** No actions: nothing is rendered, not even an empty row. */
export const NoActions: Story = {
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.MuiStack-root')).toBeNull();
  },
};
