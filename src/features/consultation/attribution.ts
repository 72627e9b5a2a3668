/**
 * Where a consultation request came from (issue 26): the visit's first touch (remembered by
 * src/lib/attribution/firstTouch.ts), the page the form was sent from and its language, as the
 * extra columns of the request's row.
 *
 * Each value is checked on its own with the rules the database's CHECK constraints apply
 * (supabase/migrations/20261125110000_lead_attribution.sql; shared vectors in
 * tests/fixtures/attributionVectors.ts): one that fails is left out, never the request. Should the
 * database still refuse the attribution (an older or stricter rule, a migration not yet pushed),
 * insertWithAttribution() stores the request without it.
 */
import * as z from 'zod/mini';
import { readFirstTouch, UTM_PARAMETERS, type FirstTouch } from '../../lib/attribution/firstTouchReader';

export const ATTRIBUTION_COLUMNS = [
  'landing_path',
  'referrer_host',
  ...UTM_PARAMETERS,
  'form_path',
  'page_language',
] as const;
export type AttributionColumn = (typeof ATTRIBUTION_COLUMNS)[number];
export type AttributionColumns = Partial<Record<AttributionColumn, string>>;

export const PATH_MAX_LENGTH = 300;
export const HOST_MAX_LENGTH = 253;
export const UTM_MAX_LENGTH = 100;
export const PAGE_LANGUAGES = ['en', 'ne'] as const;

/** A URL path as the browser reports it (non-ASCII is percent-encoded): RFC 3986 pchar and "/", no quote. */
export const PATH_SHAPE = /^\/[A-Za-z0-9._~!$&()*+,;=:@%/-]*$/;
/** Lower-case DNS labels (or an IPv4 address) joined by dots, as URL.hostname gives them. */
export const HOST_SHAPE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
/**
 * Control (Cc), format (Cf) and line/paragraph separators (Zl, Zp) as of Unicode 17.0, the same
 * explicit list the migrations use for the form's columns, plus the markup characters the form
 * strips everywhere.
 */
export const NOT_PLAIN_TEXT =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  /[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\u{110bd}\u{110cd}\u{13430}-\u{1343f}\u{1bca0}-\u{1bca3}\u{1d173}-\u{1d17a}\u{e0001}\u{e0020}-\u{e007f}<>"']/u;
/** Unicode's space separators (\p{Zs}) at either end. */
const PADDED =
  /^[\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]|[\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]$/u;

/** Code points, as Postgres's char_length counts them. */
const length = (value: string) => [...value].length;

const path = z
  .string()
  .check(z.refine((value: string): boolean => value.length <= PATH_MAX_LENGTH && PATH_SHAPE.test(value)));
const host = z
  .string()
  .check(z.refine((value: string): boolean => value.length <= HOST_MAX_LENGTH && HOST_SHAPE.test(value)));
const utmValue = z.string().check(
  z.refine((value: string): boolean => {
    const count = length(value);
    return count >= 1 && count <= UTM_MAX_LENGTH && !NOT_PLAIN_TEXT.test(value) && !PADDED.test(value);
  }),
);
const language = z.enum(PAGE_LANGUAGES);

/** Each column's rule, for the value exactly as it would be stored. */
export const attributionRules: Readonly<Record<AttributionColumn, z.ZodMiniType<string>>> = {
  landing_path: path,
  referrer_host: host,
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_content: utmValue,
  utm_term: utmValue,
  form_path: path,
  page_language: language,
};

export function isValidAttribution(column: AttributionColumn, value: string): boolean {
  return attributionRules[column].safeParse(value).success;
}

/** The values as they would be stored: trimmed, the host lower-cased; '' means none. */
function candidates(touch: FirstTouch | null, formPath: string, pageLanguage: string): AttributionColumns {
  const columns: AttributionColumns = {
    landing_path: touch?.landing ?? '',
    referrer_host: (touch?.referrer ?? '').toLowerCase(),
    form_path: formPath,
    page_language: pageLanguage,
  };
  for (const name of UTM_PARAMETERS) columns[name] = (touch?.utm[name] ?? '').trim();
  return columns;
}

/** Only the values that pass their rule; a request without any attribution gets no extra columns. */
export function attributionColumns(
  touch: FirstTouch | null,
  formPath: string,
  pageLanguage: string,
): AttributionColumns {
  const kept: AttributionColumns = {};
  for (const [column, value] of Object.entries(candidates(touch, formPath, pageLanguage)) as [
    AttributionColumn,
    string,
  ][]) {
    if (value !== '' && isValidAttribution(column, value)) kept[column] = value;
  }
  return kept;
}

/** The attribution of a request sent from this page now; empty outside a browser. Never throws. */
export function currentAttribution(): AttributionColumns {
  try {
    if (typeof window === 'undefined') return {};
    return attributionColumns(
      readFirstTouch(window),
      window.location.pathname,
      window.document.documentElement.lang,
    );
  } catch {
    return {};
  }
}
