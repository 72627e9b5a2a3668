import type { ConsultationContent, FormMessages } from '../../content/consultation';
import type { Locale } from '../../lib/i18n/locale';

/**
 * Everything the consultation island shows, in the page's language. The page hands it over as a prop,
 * so the island's code carries no copy of its own and a page ships only its own language.
 */
export type ConsultationFormCopy = Pick<
  ConsultationContent,
  | 'card'
  | 'fields'
  | 'contactNote'
  | 'submit'
  | 'privacyNote'
  | 'privacyLink'
  | 'privacyNoteEnd'
  | 'thankYou'
  | 'booking'
> & { messages: FormMessages; locale: Locale };

export function formCopyOf(
  content: ConsultationContent,
  messages: FormMessages,
  locale: Locale = 'en',
): ConsultationFormCopy {
  const { card, fields, contactNote, submit, privacyNote, privacyLink, privacyNoteEnd, thankYou, booking } =
    content;
  return {
    card,
    fields,
    contactNote,
    submit,
    privacyNote,
    privacyLink,
    privacyNoteEnd,
    thankYou,
    booking,
    messages,
    locale,
  };
}
