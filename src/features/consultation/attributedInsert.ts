import type { AttributionColumns } from './attribution';

/** The part of PostgREST's error body this needs (submitConsultation's BackendError fits it). */
interface BackendError {
  message: string;
  code?: string;
  details?: string | null;
}

/** The CHECK constraints the attribution migration adds; a refusal by any other rule is the request's own. */
export const ATTRIBUTION_CONSTRAINTS = [
  'landing_path_shape',
  'form_path_shape',
  'referrer_host_shape',
  'utm_length',
  'utm_text',
  'page_language_known',
] as const;

/**
 * Whether the database refused the attribution rather than the request: one of its CHECK
 * constraints (23514), or columns it does not know or lets anon write (a project whose migration
 * has not been pushed yet: PostgREST's PGRST204, Postgres's 42703 and 42501; the submit function,
 * submit_consultation_request, answers 42703 for a field it does not take).
 */
export function refusedForAttribution(error: BackendError): boolean {
  if (error.code === 'PGRST204' || error.code === '42703' || error.code === '42501') return true;
  if (error.code !== '23514') return false;
  const text = `${error.message} ${error.details ?? ''}`;
  return ATTRIBUTION_CONSTRAINTS.some((name) => text.includes(`"${name}"`));
}

/**
 * Inserts the row with its attribution; when the database refuses the attribution, inserts the row
 * alone, so a visitor whose attribution is garbage still gets the thank-you screen.
 */
export async function insertWithAttribution<Row extends object>(
  insert: (row: Row) => Promise<{ error: BackendError | null }>,
  row: Row,
  attribution: AttributionColumns,
): Promise<{ error: BackendError | null }> {
  if (Object.keys(attribution).length === 0) return insert(row);
  const first = await insert({ ...row, ...attribution });
  if (first.error === null || !refusedForAttribution(first.error)) return first;
  console.warn(
    'Consultation request stored without its attribution, which the database refused',
    first.error,
  );
  return insert(row);
}
