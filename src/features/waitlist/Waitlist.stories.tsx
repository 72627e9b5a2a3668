import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { waitlistContent } from '../../content/academy';
import { formMessages } from '../../content/consultation';
import { Waitlist } from './Waitlist';
import { waitlistCopyOf } from './waitlistCopy';

const meta = {
  title: 'Features/Waitlist',
  component: Waitlist,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    copy: waitlistCopyOf(waitlistContent, formMessages),
    interest: 'academy',
    language: 'en',
    submit: fn(async () => ({ status: 'success' as const })),
  },
} satisfies Meta<typeof Waitlist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Tell me when it opens" on /academy: one field, e-mail or phone. */
export const Default: Story = {};

/** A bad contact is refused with the consultation form's message; nothing is sent. */
export const Refused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail or phone' }), 'sita@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Tell me when it opens' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** A stored sign-up says thank you in place of the form. */
export const ThankYou: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail or phone' }), 'sita@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Tell me when it opens' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(waitlistContent.thankYou));
    await expect(args.submit).toHaveBeenCalledOnce();
  },
};
