/**
 * The consultation funnel's analytics events (issue 26): Form Start, Form Error, Lead, Form Fail.
 * Field names and rule ids in English whatever the page language; never a typed value.
 */
import type { FieldErrors } from 'react-hook-form';
import { trackEvent } from '../../lib/analytics/events';
import type { ValidationMessages } from './schema';
import type { ConsultationFormValues } from './schema';
import type { SubmitResult } from './submitConsultation';

/** The rule behind each shown message, by looking the message up in the page's message set. */
export function ruleOf(message: string | undefined, messages: ValidationMessages): string {
  const entry = Object.entries(messages).find(([, text]) => text === message);
  return entry ? entry[0] : 'unknown';
}

export function reportFormErrors(
  errors: FieldErrors<ConsultationFormValues>,
  messages: ValidationMessages,
): void {
  for (const [field, error] of Object.entries(errors)) {
    if (field === 'website' || !error) continue;
    trackEvent('Form Error', { field, rule: ruleOf(error.message, messages) });
  }
}

export function reportFormStart(): void {
  trackEvent('Form Start');
}

export function reportResult(result: SubmitResult, helpTopic: string): void {
  if (result.status === 'success') trackEvent('Lead', { topic: helpTopic });
  else trackEvent('Form Fail', { reason: result.status });
}

export function reportTrap(): void {
  trackEvent('Form Fail', { reason: 'trap' });
}
