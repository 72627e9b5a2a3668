/**
 * Interaction steps shared by the consultation stories' play functions: a visitor filling in the
 * form the way a person would (typing, choosing a Help Topic, clicking the button), plus the
 * one thing only a bot does, filling the hidden trap field. Story-only: nothing in the app imports it.
 */
import { expect, screen, waitFor, type userEvent, type within } from 'storybook/test';
import { consultationContent as content, formMessages } from '../../content/consultation';
import { formCopyOf } from './formCopy';
import type { HelpTopic } from './helpTopics';
import type { ConsultationFormValues } from './schema';

type User = ReturnType<typeof userEvent.setup>;
type Canvas = ReturnType<typeof within>;

/** The form's English words, as the English consultation page hands them to the island. */
export const englishFormCopy = formCopyOf(content, formMessages);

/** A valid request from a plausible visitor. */
export const validRequest = {
  fullName: 'Sita Sharma',
  phoneNumber: '+977 9841234567',
  email: 'sita.sharma@example.com',
  helpTopic: 'For Business',
  website: '',
} as const satisfies ConsultationFormValues;

/** The form's controls, found the way assistive technology finds them. */
export function formFields(canvas: Canvas) {
  return {
    fullName: canvas.getByRole('textbox', { name: new RegExp(`^${content.fields.fullName}`) }),
    phoneNumber: canvas.getByRole('textbox', { name: new RegExp(`^${content.fields.phoneNumber}`) }),
    email: canvas.getByRole('textbox', { name: new RegExp(`^${content.fields.email}`) }),
    helpTopic: canvas.getByRole('combobox', { name: new RegExp(content.fields.helpTopic) }),
  };
}

/** Picks a topic in the Help Topic select, as choosing from the browser's own picker does. */
export async function chooseHelpTopic(user: User, canvas: Canvas, topic: HelpTopic): Promise<void> {
  const select = formFields(canvas).helpTopic;
  await user.selectOptions(select, topic);
  await waitFor(() => expect(select).toHaveValue(topic));
}

/**
 * Fills the given fields (empty strings are skipped): clicked, then pasted, so each field gets one
 * input event. The stories check what the form makes of a value, not of each key: typing every
 * character took half of the form stories' time. `ValidSubmit` fills it key by key (`{ keyByKey: true }`),
 * and `NoWayToContact` types its e-mail that way, where re-checking on every key is what is shown.
 */
export async function fillForm(
  user: User,
  canvas: Canvas,
  values: Partial<Omit<ConsultationFormValues, 'website' | 'helpTopic'>> & { helpTopic?: HelpTopic },
  { keyByKey = false }: { keyByKey?: boolean } = {},
): Promise<void> {
  const fields = formFields(canvas);
  for (const name of ['fullName', 'phoneNumber', 'email'] as const) {
    const value = values[name];
    if (!value) continue;
    if (keyByKey) {
      await user.type(fields[name], value);
    } else {
      await user.click(fields[name]);
      await user.paste(value);
    }
  }
  if (values.helpTopic) await chooseHelpTopic(user, canvas, values.helpTopic);
}

export async function submitForm(user: User, canvas: Canvas): Promise<void> {
  await user.click(canvas.getByRole('button', { name: content.submit.idle }));
}

/**
 * Fills the hidden honeypot the way a form-filling script does: straight into the DOM, then an
 * input event so React (and react-hook-form) see the change. A person cannot reach this field.
 */
export function fillTrapField(canvasElement: HTMLElement, value = 'https://cheap-followers.example'): void {
  const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
  if (!trap) throw new Error('The trap field is missing');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(trap, value);
  trap.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The field is marked invalid and its helper text (its accessible description) is exactly `message`. */
export async function expectFieldError(field: HTMLElement, message: string): Promise<void> {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(message);
  await expect(screen.getByText(message, { exact: true })).toBeVisible();
}

/** A toast (notistack renders each as role="alert" in a portal) with exactly this message. */
export async function expectToast(message: string): Promise<HTMLElement> {
  const toast = await waitFor(() => {
    const match = screen.getAllByRole('alert').find((alert) => alert.textContent?.trim() === message);
    if (!match) throw new Error(`No toast says "${message}"`);
    return match;
  });
  await expect(toast).toBeVisible();
  return toast;
}

/**
 * For the sending state. While a request is on its way the fields are disabled, and MUI greys their
 * helper text (the phone hint) to text.disabled, under 4.5:1. WCAG 1.4.3 exempts text of inactive
 * controls, but axe cannot tell helper text belongs to one, so only that text is left out of the scan.
 */
export const sendingStateA11y = { context: { exclude: ['.MuiFormHelperText-root.Mui-disabled'] } };
