import type { ConsultationContent, FormMessages } from '../../content/consultation';

/**
 * Everything the consultation island shows, in the page's language. The page hands it over as a prop,
 * so the island's code carries no copy of its own and a page ships only its own language.
 */
export type ConsultationFormCopy = Pick<
  ConsultationContent,
  'card' | 'fields' | 'contactNote' | 'submit' | 'privacyNote' | 'privacyLink' | 'privacyNoteEnd' | 'thankYou'
> & { messages: FormMessages };

export function formCopyOf(content: ConsultationContent, messages: FormMessages): ConsultationFormCopy {
  const { card, fields, contactNote, submit, privacyNote, privacyLink, privacyNoteEnd, thankYou } = content;
  return { card, fields, contactNote, submit, privacyNote, privacyLink, privacyNoteEnd, thankYou, messages };
}
