import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import Container from '@mui/material/Container';
import { processSteps } from '../../content/home';
import { uiStrings } from '../../content/ui';
import { ProcessStepper } from './ProcessStepper';

const meta = {
  title: 'Home/ProcessStepper',
  component: ProcessStepper,
  decorators: [
    (Story) => (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Story />
      </Container>
    ),
  ],
  args: { steps: processSteps, labels: { step: uiStrings.step, ...uiStrings.stepper } },
} satisfies Meta<typeof ProcessStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every 3 seconds the highlight moves on; the last step (Launch) celebrates. */
export const Cycling: Story = {};

/** A faster cycle, to watch the whole lap and the celebration. */
export const FastCycle: Story = {
  args: { intervalMs: 800 },
  play: async ({ canvasElement }) => {
    const active = () =>
      canvasElement
        .querySelector('[data-process-step][data-active="true"]')
        ?.getAttribute('data-process-step');
    await expect(active()).toBe('1');
    await waitFor(() => expect(active()).toBe('2'), { timeout: 2000 });
  },
};

/** Pause holds the highlight where it is; Play resumes it. */
export const Paused: Story = {
  args: { intervalMs: 400 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the step highlight' }));
    const step = () =>
      canvasElement
        .querySelector('[data-process-step][data-active="true"]')
        ?.getAttribute('data-process-step');
    const held = step();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(step()).toBe(held);
    await expect(canvas.getByRole('button', { name: 'Play the step highlight' })).toBeVisible();
  },
};

export const OnAPhone: Story = { globals: { viewport: { value: 'phone' } } };
