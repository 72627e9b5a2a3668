import type { SupabaseClient } from '@supabase/supabase-js';
import { formMessages, type FormMessages } from '../../content/consultation';
import { insertWithAttribution } from './attributedInsert';
import { currentAttribution, type AttributionColumns } from './attribution';
import { browserStorage, isRateLimited, recordSubmission, type SubmissionStorage } from './rateLimit';
import { toConsultationRow, type ConsultationRow } from './sanitize';
import { consultationSchema, type ConsultationFormValues } from './schema';

/** SPEC section 8, word for word: the English toasts (src/content/consultation.ts). */
export const consultationToasts: FormMessages['toasts'] = formMessages.toasts;

/** PostgREST's error body ({code, message, details, hint}), as supabase-js hands it over. */
export interface BackendError {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

export type SubmitResult =
  | { status: 'success' }
  | { status: 'trap' }
  | { status: 'rate-limited' }
  | { status: 'backend-error'; error: BackendError }
  | { status: 'unexpected'; error: unknown };

/** The row sent: the form's columns, where the visit came from, and the booking capability. */
export type SubmittedRow = ConsultationRow & AttributionColumns & { booking_key?: string };

export type InsertConsultationRow = (row: SubmittedRow) => Promise<{ error: BackendError | null }>;

export interface SubmitDependencies {
  now?: () => number;
  storage?: SubmissionStorage | null;
  /** Defaults to supabase-js, loaded on first use. */
  insertRow?: InsertConsultationRow;
  /**
   * A random UUID made in this browser (see newBookingKey) and stored with the request: anon can
   * write it but never read it, so holding it is what lets this browser book the call's time.
   */
  bookingKey?: string;
  /** Where the visit came from (extra columns); defaults to this page's (attribution.ts). */
  attribution?: () => AttributionColumns;
}

/** A fresh booking capability: 122 random bits. */
export function newBookingKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not (a plain-http preview).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * SQLSTATE raised by the database's flood guard (see the migration). PostgREST turns a `PTnnn` code
 * into HTTP status nnn, so the browser sees 429 with this code in the body.
 */
export const FLOOD_GUARD_CODE = 'PT429';

const loadSupabaseClient = () => import('../../lib/supabaseClient');

/**
 * Starts downloading supabase-js once the visitor begins on the form, so pressing submit on a slow
 * connection does not wait for 50 kB first. Pages without the form never load it.
 */
export function preloadSubmission(): void {
  void loadSupabaseClient();
}

/** The database function the form submits through (migration 20261125150000). */
export const SUBMIT_FUNCTION = 'submit_consultation_request';

/**
 * The form's one call to the backend. Visitors cannot insert into the table itself: the function
 * sees the JSON as sent, so it can refuse a `true` or a number where text belongs, then inserts
 * with every rule of the table. It returns nothing (visitors read nothing back). The throughput
 * bench and the database tests send the same call, with rows a script could send too.
 */
export function consultationRequestCall(
  client: SupabaseClient,
  row: SubmittedRow | { readonly [field: string]: unknown },
) {
  return client.rpc(SUBMIT_FUNCTION, { request: row });
}

const insertWithSupabase: InsertConsultationRow = async (row) => {
  const { getSupabaseClient } = await loadSupabaseClient();
  const { error } = await consultationRequestCall(getSupabaseClient(), row);
  return { error };
};

/**
 * The consultation flow after the form validated: trap field → client rate limit → sanitise →
 * insert. Never throws. Only a stored row counts against the rate limit.
 *
 * Failures are logged with console.warn, not console.error: the end-to-end tests fail a page on any
 * console error, and a refused request is an expected outcome there, not a bug.
 */
export async function submitConsultation(
  values: ConsultationFormValues,
  dependencies: SubmitDependencies = {},
): Promise<SubmitResult> {
  const now = dependencies.now ?? Date.now;
  try {
    const storage = dependencies.storage === undefined ? browserStorage() : dependencies.storage;
    if (values.website !== '') return { status: 'trap' };
    if (isRateLimited(now(), storage)) return { status: 'rate-limited' };

    const parsed = consultationSchema.safeParse(values);
    if (!parsed.success) {
      console.warn('Consultation request skipped: the form values did not validate', parsed.error.issues);
      return { status: 'unexpected', error: parsed.error };
    }

    const row: SubmittedRow = toConsultationRow(parsed.data);
    if (dependencies.bookingKey !== undefined) row.booking_key = dependencies.bookingKey;
    const { error } = await insertWithAttribution(
      dependencies.insertRow ?? insertWithSupabase,
      row,
      (dependencies.attribution ?? currentAttribution)(),
    );
    if (error) {
      if (error.code === FLOOD_GUARD_CODE) return { status: 'rate-limited' };
      console.warn('Consultation request was not saved', error);
      return { status: 'backend-error', error };
    }
    recordSubmission(now(), storage);
    return { status: 'success' };
  } catch (error) {
    console.warn('Consultation request failed unexpectedly', error);
    return { status: 'unexpected', error };
  }
}

export type ToastVariant = 'success' | 'error' | 'warning';

/** The toast for a result, in the page's language; the UI decides what else to do (thank-you view on success). */
export function toastForResult(
  result: SubmitResult,
  toasts: FormMessages['toasts'] = consultationToasts,
): { message: string; variant: ToastVariant } {
  switch (result.status) {
    case 'success':
      return { message: toasts.success, variant: 'success' };
    case 'trap':
      return { message: toasts.trap, variant: 'error' };
    case 'rate-limited':
      return { message: toasts.rateLimited, variant: 'warning' };
    case 'backend-error':
      return { message: toasts.backendError, variant: 'error' };
    case 'unexpected':
      return { message: toasts.unexpected, variant: 'error' };
  }
}
