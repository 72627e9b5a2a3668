import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNotify, type NotifyVariant as VariantType } from './notify';
import { expect, screen } from 'storybook/test';
import { NotificationsProvider } from './NotificationsProvider';

const messages: Record<VariantType, string> = {
  default: 'Draft saved on this device',
  success: 'Thanks! We will reply within one working day.',
  error: 'Could not send your request. Nothing you typed was lost.',
  warning: 'Too many requests from this browser; please try again in an hour.',
  info: 'We answer in English or Nepali, whichever you prefer.',
};

/** Buttons that raise toasts; the provider itself wraps every story (see .storybook/decorators.tsx). */
function ToastButtons({ variants }: { variants: readonly VariantType[] }) {
  const notify = useNotify();
  return (
    <Stack direction="row" spacing={1} sx={{ p: 3, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Button
          key={variant}
          variant="outlined"
          onClick={() => notify(messages[variant], { variant, persist: true })}
        >
          Show {variant}
        </Button>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Feedback/Notifications',
  component: NotificationsProvider,
  args: { children: null },
} satisfies Meta<typeof NotificationsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

async function showAll(variants: readonly VariantType[], click: (element: Element) => Promise<void>) {
  for (const variant of variants) {
    await click(screen.getByRole('button', { name: `Show ${variant}` }));
    await expect(await screen.findByText(messages[variant])).toBeVisible();
  }
}

/** The toasts the consultation form raises; each uses the theme's AA-checked main/contrastText pair. */
export const SuccessAndError: Story = {
  render: () => <ToastButtons variants={['success', 'error', 'default']} />,
  play: async ({ userEvent }) =>
    showAll(['success', 'error', 'default'], (element) => userEvent.click(element)),
};

export const WarningAndInfo: Story = {
  render: () => <ToastButtons variants={['warning', 'info']} />,
  play: async ({ userEvent }) => showAll(['warning', 'info'], (element) => userEvent.click(element)),
};
