import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, waitFor } from 'storybook/test';
import { consultationContent as content } from '../../content/consultation';
import { ConsultationForm } from './ConsultationForm';
import {
  chooseHelpTopic,
  englishFormCopy,
  expectFieldError,
  fillForm,
  fillTrapField,
  formFields,
  sendingStateA11y,
  submitForm,
  validRequest,
} from './consultationPlay';
import { consultationMessages as messages } from './schema';

/** The form at the width it has inside the consultation card. */
const formWidth: Decorator = (Story) => (
  <Box sx={{ maxWidth: 640 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Features/Consultation/ConsultationForm',
  component: ConsultationForm,
  tags: ['autodocs'],
  parameters: { layout: 'padded', route: '/consultation' },
  decorators: [formWidth],
  args: { copy: englishFormCopy, sending: false, onValidSubmit: fn(), onTrap: fn() },
} satisfies Meta<typeof ConsultationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: Full Name and Help Topic are required, plus a phone number or an e-mail. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const fields = formFields(canvas);
    await expect(fields.fullName).toHaveValue('');
    await expect(fields.fullName).toBeRequired();
    await expect(fields.helpTopic).toHaveTextContent(content.fields.helpTopicPlaceholder);
    await expect(fields.phoneNumber).toHaveAccessibleDescription(content.fields.phoneHelper);
    await expect(canvas.getByRole('button', { name: content.submit.idle })).toBeEnabled();
  },
};

/** Values carried over after a failed send: nothing the visitor typed is lost. */
export const Prefilled: Story = {
  args: { defaultValues: validRequest },
  play: async ({ canvas }) => {
    await expect(formFields(canvas).fullName).toHaveValue(validRequest.fullName);
    await expect(formFields(canvas).helpTopic).toHaveTextContent(validRequest.helpTopic);
  },
};

/** While the request is on its way every control is disabled and the button says so. */
export const Sending: Story = {
  args: { defaultValues: validRequest, sending: true },
  parameters: { a11y: sendingStateA11y },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: content.submit.sending })).toBeDisabled();
    await expect(formFields(canvas).fullName).toBeDisabled();
    await expect(formFields(canvas).email).toBeDisabled();
  },
};

/** A valid form hands its values over once; the trap stays empty. */
export const ValidSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await fillForm(userEvent, canvas, validRequest, { keyByKey: true });
    await submitForm(userEvent, canvas);
    await waitFor(() => expect(args.onValidSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onValidSubmit).toHaveBeenCalledWith(validRequest, expect.anything());
    await expect(args.onTrap).not.toHaveBeenCalled();
  },
};

export const NameTooShort: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await fillForm(userEvent, canvas, { ...validRequest, fullName: 'S' });
    await submitForm(userEvent, canvas);
    await expectFieldError(formFields(canvas).fullName, messages.nameTooShort);
    await expect(args.onValidSubmit).not.toHaveBeenCalled();
  },
};

export const NameTooLong: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillForm(userEvent, canvas, { ...validRequest, fullName: `Sita ${'Sharma'.repeat(17)}` });
    await submitForm(userEvent, canvas);
    await expectFieldError(formFields(canvas).fullName, messages.nameTooLong);
  },
};

/** Letters of any script are fine (Nepali names included); digits and symbols are not. */
export const NameWithDigits: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillForm(userEvent, canvas, { ...validRequest, fullName: 'Sita Sharma 2' });
    await submitForm(userEvent, canvas);
    await expectFieldError(formFields(canvas).fullName, messages.nameCharacters);
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillForm(userEvent, canvas, { ...validRequest, phoneNumber: '98-XX-call-me' });
    await submitForm(userEvent, canvas);
    await expectFieldError(formFields(canvas).phoneNumber, messages.phone);
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillForm(userEvent, canvas, { ...validRequest, email: 'sita.sharma@gmail' });
    await submitForm(userEvent, canvas);
    await expectFieldError(formFields(canvas).email, messages.email);
  },
};

export const MissingHelpTopic: Story = {
  play: async ({ canvas, userEvent }) => {
    const { helpTopic: _omitted, ...withoutTopic } = validRequest;
    await fillForm(userEvent, canvas, withoutTopic);
    await submitForm(userEvent, canvas);
    await expectFieldError(formFields(canvas).helpTopic, messages.helpTopic);
  },
};

/**
 * Neither a phone number nor an e-mail: the cross-field rule reports on the phone field. Typing an
 * e-mail re-checks the phone field at once and the error gives way to the usual hint.
 */
export const NoWayToContact: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillForm(userEvent, canvas, { fullName: validRequest.fullName, helpTopic: 'Learn AI Tools' });
    await submitForm(userEvent, canvas);
    const { phoneNumber, email } = formFields(canvas);
    await expectFieldError(phoneNumber, messages.phoneOrEmail);
    await expect(phoneNumber).toHaveFocus();

    await userEvent.type(email, validRequest.email);
    await waitFor(() => expect(phoneNumber).toHaveAttribute('aria-invalid', 'false'));
    await expect(phoneNumber).toHaveAccessibleDescription(content.fields.phoneHelper);
  },
};

/**
 * Submitting moves focus to the first field that needs attention, in reading order, so keyboard and
 * screen-reader users land on what to fix.
 */
export const FocusMovesToFirstInvalidField: Story = {
  play: async ({ canvas, userEvent }) => {
    const fields = formFields(canvas);
    await submitForm(userEvent, canvas);
    await waitFor(() => expect(fields.fullName).toHaveFocus());

    await fillForm(userEvent, canvas, { fullName: 'Sita Sharma', email: 'not-an-address' });
    await submitForm(userEvent, canvas);
    await waitFor(() => expect(fields.email).toHaveFocus());

    await userEvent.clear(fields.email);
    await userEvent.type(fields.email, validRequest.email);
    await submitForm(userEvent, canvas);
    await waitFor(() => expect(fields.helpTopic).toHaveFocus());
    await expectFieldError(fields.helpTopic, messages.helpTopic);
  },
};

/** Every message at once: what a visitor sees after submitting a badly filled form. */
export const AllErrorsAtOnce: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillForm(userEvent, canvas, { fullName: 'S', phoneNumber: 'abc', email: 'sita@' });
    await submitForm(userEvent, canvas);
    const fields = formFields(canvas);
    await expectFieldError(fields.fullName, messages.nameTooShort);
    await expectFieldError(fields.phoneNumber, messages.phone);
    await expectFieldError(fields.email, messages.email);
    await expectFieldError(fields.helpTopic, messages.helpTopic);
  },
};

/** A bot filled the hidden field: nothing is handed over, `onTrap` is called instead. */
export const TrapFilled: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await fillForm(userEvent, canvas, validRequest);
    fillTrapField(canvasElement);
    await submitForm(userEvent, canvas);
    await waitFor(() => expect(args.onTrap).toHaveBeenCalledTimes(1));
    await expect(args.onValidSubmit).not.toHaveBeenCalled();
  },
};

/** Picking a topic from the native select: the placeholder gives way to the choice. */
export const ChoosingAHelpTopic: Story = {
  play: async ({ canvas, userEvent }) => {
    const { helpTopic } = formFields(canvas);
    await expect(helpTopic).toHaveValue('');
    await expect(helpTopic).toHaveDisplayValue('Select what you need help with');
    await chooseHelpTopic(userEvent, canvas, 'For Individual');
    await expect(helpTopic).toHaveDisplayValue('For Individual');
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const { phoneNumber, email } = formFields(canvas);
    // Phone and e-mail stack on narrow screens instead of sitting side by side.
    await expect(email.getBoundingClientRect().top).toBeGreaterThan(
      phoneNumber.getBoundingClientRect().bottom,
    );
  },
};
