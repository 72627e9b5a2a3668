import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { expect, fn, waitFor } from 'storybook/test';
import { consultationContent as content } from '../../content/consultation';
import { ThankYou } from './ThankYou';

/** Inside the consultation card, where it replaces the form. */
const inCard: Decorator = (Story) => (
  <Card sx={{ maxWidth: 720, mx: 'auto' }}>
    <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
      <Story />
    </CardContent>
  </Card>
);

const meta = {
  title: 'Features/Consultation/ThankYou',
  component: ThankYou,
  tags: ['autodocs'],
  parameters: { layout: 'padded', route: '/consultation' },
  decorators: [inCard],
  args: { copy: content.thankYou, onSubmitAnother: fn() },
} satisfies Meta<typeof ThankYou>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The confirmation after a request was stored. It is a status region and takes focus on its
 * heading, so the outcome is announced; the two buttons start over or leave.
 */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: content.thankYou.title });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(content.thankYou.message);
    await expect(canvas.getByRole('link', { name: content.thankYou.exit })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: content.thankYou.again }));
    await expect(args.onSubmitAnother).toHaveBeenCalledTimes(1);
  },
};

/**
 * "Prefer to talk now?": a call and a WhatsApp link to the company's numbers (site config), for
 * visitors who would rather not wait for the callback.
 */
export const PreferToTalkNow: Story = {
  play: async ({ canvas }) => {
    const talk = canvas.getByRole('region', { name: content.thankYou.talk.title });
    await expect(talk).toBeVisible();
    const [call, whatsapp] = content.thankYou.talk.links;
    await expect(canvas.getByRole('link', { name: call?.label })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d+$/),
    );
    await expect(canvas.getByRole('link', { name: whatsapp?.label })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
    );
  },
};

/** With no WhatsApp number configured, only the call link is offered. */
export const CallOnly: Story = {
  args: {
    copy: {
      ...content.thankYou,
      talk: {
        ...content.thankYou.talk,
        links: content.thankYou.talk.links.filter((link) => link.kind === 'call'),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const again = canvas.getByRole('button', { name: content.thankYou.again });
    const exit = canvas.getByRole('link', { name: content.thankYou.exit });
    // Stacked full-width buttons on a phone.
    await expect(exit.getBoundingClientRect().top).toBeGreaterThan(again.getBoundingClientRect().bottom);
  },
};
