import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { expect } from 'storybook/test';
import { consultationContent as content } from '../../content/consultation';
import { TrapField } from './TrapField';

/** A real form registration for the trap, between two visible fields. */
function TrapBetweenFields({ label }: { label: string }) {
  const { register } = useForm<{ fullName: string; email: string; website: string }>();
  return (
    <Box component="form" noValidate sx={{ position: 'relative', display: 'grid', gap: 2.5, maxWidth: 480 }}>
      <TextField label="Full Name" {...register('fullName')} />
      <TrapField label={label} registration={register('website')} />
      <TextField label="Email Address" type="email" {...register('email')} />
    </Box>
  );
}

const meta = {
  title: 'Features/Consultation/TrapField',
  component: TrapField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  // The story wires its own react-hook-form registration; only the label is worth varying.
  args: {
    label: content.fields.website,
    registration: {
      name: 'website',
      onChange: async () => undefined,
      onBlur: async () => undefined,
      ref: () => undefined,
    },
  },
  argTypes: { registration: { control: false } },
  render: ({ label }) => <TrapBetweenFields label={label} />,
} satisfies Meta<typeof TrapField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The honeypot is in the form but not on screen: placed far off-canvas, hidden from assistive
 * technology, skipped by Tab and ignored by password managers. Only a bot fills it (see the
 * ConsultationRequest "Trap Filled" story for what happens then).
 */
export const HiddenFromPeople: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error('The trap field is missing');
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap.getBoundingClientRect().right).toBeLessThan(0);
    await expect(canvas.queryByRole('textbox', { name: content.fields.website })).toBeNull();

    // Tab goes from Full Name straight to Email Address.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Full Name' }));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveFocus();
  },
};
