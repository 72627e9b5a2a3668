import type { FormMessages } from '../../content/consultation';
import type { WaitlistContent } from '../../content/academy';

/** Everything the waitlist island shows, in the page's language, handed over as a prop. */
export type WaitlistCopy = WaitlistContent & {
  validation: FormMessages['validation'];
  toasts: FormMessages['toasts'];
};

export function waitlistCopyOf(content: WaitlistContent, messages: FormMessages): WaitlistCopy {
  return {
    ...content,
    validation: messages.validation,
    toasts: { ...messages.toasts, success: content.thankYou },
  };
}
