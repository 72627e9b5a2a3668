/** What a visitor can ask about; the database CHECK constraint lists the same four values. */
export const HELP_TOPICS = ['For Business', 'For Individual', 'Learn AI Tools', 'Other'] as const;

export type HelpTopic = (typeof HELP_TOPICS)[number];

export function isHelpTopic(value: unknown): value is HelpTopic {
  return typeof value === 'string' && (HELP_TOPICS as readonly string[]).includes(value);
}
