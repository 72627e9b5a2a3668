import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, waitFor } from 'storybook/test';
import { consultationContent as content } from '../../content/consultation';
import { bookingStub } from './booking/bookingStub';
import { ConsultationRequest } from './ConsultationRequest';
import {
  englishFormCopy,
  expectToast,
  fillForm,
  fillTrapField,
  formFields,
  sendingStateA11y,
  submitForm,
  validRequest,
} from './consultationPlay';
import { consultationToasts, type SubmitResult, type submitConsultation } from './submitConsultation';

/**
 * A stand-in for the real submit flow (which would write to the backend): it answers with `result`,
 * or never answers when `result` is omitted, so the card stays in its sending state.
 */
function stubSubmit(result?: SubmitResult) {
  return fn<typeof submitConsultation>(() =>
    result ? Promise.resolve(result) : new Promise<SubmitResult>(() => undefined),
  );
}

/** The card at the width it has on the Consultation page. */
const cardWidth: Decorator = (Story) => (
  <Box sx={{ maxWidth: 720, mx: 'auto' }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Features/Consultation/ConsultationRequest',
  component: ConsultationRequest,
  tags: ['autodocs'],
  parameters: { layout: 'padded', route: '/consultation' },
  decorators: [cardWidth],
  args: { copy: englishFormCopy, submit: stubSubmit({ status: 'success' }), bookingApi: bookingStub() },
  argTypes: { submit: { control: false }, initialPhase: { control: false }, bookingApi: { control: false } },
} satisfies Meta<typeof ConsultationRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card as a visitor first meets it. */
export const Editing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: content.card.title })).toBeVisible();
    await expect(formFields(canvas).fullName).toHaveValue('');
  },
};

/** The request is on its way (the stub never answers): button disabled and relabelled. */
export const Sending: Story = {
  args: { submit: stubSubmit() },
  parameters: { a11y: sendingStateA11y },
  play: async ({ args, canvas, userEvent }) => {
    await fillForm(userEvent, canvas, validRequest);
    await submitForm(userEvent, canvas);
    const button = await canvas.findByRole('button', { name: content.submit.sending });
    await expect(button).toBeDisabled();
    await expect(formFields(canvas).fullName).toBeDisabled();
    // With the booking key this browser made for the request (issue 28).
    await expect(args.submit).toHaveBeenCalledWith(validRequest, { bookingKey: expect.any(String) });
  },
};

/**
 * Accepted: a success toast, and the card turns into the thank-you view with focus on its heading,
 * so screen-reader users hear the outcome.
 */
export const SuccessToastAndThankYou: Story = {
  args: { submit: stubSubmit({ status: 'success' }) },
  play: async ({ args, canvas, userEvent }) => {
    await fillForm(userEvent, canvas, validRequest);
    await submitForm(userEvent, canvas);
    await expectToast(consultationToasts.success);
    const heading = await canvas.findByRole('heading', { name: content.thankYou.title });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(args.submit).toHaveBeenCalledTimes(1);
  },
};

/** The thank-you view; "Submit Another Request" brings back an empty form. */
export const Submitted: Story = {
  args: { initialPhase: { name: 'submitted' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: content.thankYou.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: content.thankYou.exit })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: content.thankYou.again }));
    const fields = formFields(canvas);
    await expect(fields.fullName).toHaveValue('');
    await expect(fields.email).toHaveValue('');
    await expect(fields.helpTopic).toHaveValue('');
  },
};

/** After a success, the next request starts from a clean form, not from the previous answers. */
export const SubmitAnotherAfterSuccess: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillForm(userEvent, canvas, validRequest);
    await submitForm(userEvent, canvas);
    await userEvent.click(await canvas.findByRole('button', { name: content.thankYou.again }));
    await expect(formFields(canvas).fullName).toHaveValue('');
    await expect(formFields(canvas).phoneNumber).toHaveValue('');
  },
};

/** Over the limit (this browser or the database's flood guard): a warning toast; the values stay. */
export const RateLimited: Story = {
  args: { submit: stubSubmit({ status: 'rate-limited' }) },
  play: async ({ canvas, userEvent }) => {
    await fillForm(userEvent, canvas, validRequest);
    await submitForm(userEvent, canvas);
    await expectToast(consultationToasts.rateLimited);
    await expect(await canvas.findByRole('button', { name: content.submit.idle })).toBeEnabled();
    await expect(formFields(canvas).fullName).toHaveValue(validRequest.fullName);
  },
};

/** The backend refused the row: an error toast, and every typed value is still in the form. */
export const BackendError: Story = {
  args: {
    submit: stubSubmit({
      status: 'backend-error',
      error: { message: 'new row violates check constraint', code: '23514' },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await fillForm(userEvent, canvas, validRequest);
    await submitForm(userEvent, canvas);
    await expectToast(consultationToasts.backendError);
    const fields = formFields(canvas);
    await waitFor(() => expect(fields.fullName).toBeEnabled());
    await expect(fields.fullName).toHaveValue(validRequest.fullName);
    await expect(fields.phoneNumber).toHaveValue(validRequest.phoneNumber);
    await expect(fields.email).toHaveValue(validRequest.email);
    await expect(fields.helpTopic).toHaveValue(validRequest.helpTopic);
  },
};

/** Anything else (network down, a bug): the generic error toast; the values stay. */
export const UnexpectedError: Story = {
  args: { submit: stubSubmit({ status: 'unexpected', error: new TypeError('Failed to fetch') }) },
  play: async ({ canvas, userEvent }) => {
    await fillForm(userEvent, canvas, validRequest);
    await submitForm(userEvent, canvas);
    await expectToast(consultationToasts.unexpected);
    await expect(formFields(canvas).email).toHaveValue(validRequest.email);
  },
};

/** A bot filled the hidden trap: an error toast, and nothing is sent. */
export const TrapFilled: Story = {
  args: { submit: stubSubmit({ status: 'success' }) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await fillForm(userEvent, canvas, validRequest);
    fillTrapField(canvasElement);
    await submitForm(userEvent, canvas);
    await expectToast(consultationToasts.trap);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/**
 * After the request: "Pick a time for your free call". A tap on a time is refused once as taken
 * (fresh times, the note kept), the next books it, with the calendar links, move and cancel.
 */
export const PickATime: Story = {
  args: { bookingApi: bookingStub({ takenOnce: true }) },
  play: async ({ canvas, userEvent }) => {
    await fillForm(userEvent, canvas, validRequest);
    await submitForm(userEvent, canvas);
    const groups = await canvas.findAllByRole('group', { name: /^Free times on / });
    await expect(groups).toHaveLength(3);
    await userEvent.type(canvas.getByLabelText(content.booking.note.label), 'Invoices');
    await userEvent.click(canvas.getByRole('button', { name: /^Book 10:00 AM on Thursday 26 November$/ }));
    await expect(await canvas.findByText(content.booking.taken)).toBeVisible();
    await expect(canvas.getByLabelText(content.booking.note.label)).toHaveValue('Invoices');
    await userEvent.click(canvas.getByRole('button', { name: /^Book 10:30 AM on Thursday 26 November$/ }));
    await expect(await canvas.findByText(content.booking.booked.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: content.booking.addToCalendar })).toHaveAttribute(
      'download',
    );
  },
};
