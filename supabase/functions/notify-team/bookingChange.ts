/**
 * A booked, moved or cancelled call, as the bookings trigger (migration
 * 20261125140000_booking_notify_team.sql) posts it: `{ "type": "BOOKING", "record": { uid,
 * request_id, sequence, starts_at, ends_at, note, company, cancelled } }`. The payload names nobody;
 * the request (name, contact, topic) is read through PostgREST with the service-role key, the
 * message sent with the same core as the local backend (bookingNotice.ts, whose idempotency keys
 * name the booking, its change and the recipient), and the outcome recorded through the
 * service-role-only function record_booking_notification (the schema `booking` is not exposed).
 */
import { notifyBooking, type BookingRecord, type Organizer } from '../_shared/bookingNotice.ts';
import {
  ORIGIN_KEYS,
  outcomeColumns,
  parseRecord,
  type ConsultationRecord,
  type DeliverOptions,
  type EnvReader,
  type NotifyConfig,
} from '../_shared/notify.ts';

export interface BookingChange {
  booking: BookingRecord;
  requestId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseBookingChange(value: unknown): BookingChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { uid, request_id: requestId, sequence, starts_at: startsAt, ends_at: endsAt } = record;
  const optionalText = (key: string) =>
    record[key] === null || record[key] === undefined
      ? null
      : typeof record[key] === 'string'
        ? (record[key] as string)
        : undefined;
  const note = optionalText('note');
  const company = optionalText('company');
  if (
    typeof uid !== 'string' ||
    !UUID.test(uid) ||
    typeof requestId !== 'string' ||
    !UUID.test(requestId) ||
    typeof sequence !== 'number' ||
    !Number.isInteger(sequence) ||
    sequence < 0 ||
    typeof startsAt !== 'string' ||
    Number.isNaN(Date.parse(startsAt)) ||
    typeof endsAt !== 'string' ||
    Number.isNaN(Date.parse(endsAt)) ||
    typeof record.cancelled !== 'boolean' ||
    note === undefined ||
    company === undefined
  )
    return null;
  return {
    requestId,
    booking: {
      uid,
      sequence,
      starts_at: startsAt,
      ends_at: endsAt,
      note,
      company,
      cancelled: record.cancelled,
    },
  };
}

/** The company, as the calendar file's organiser; the site's defaults unless the secrets say else. */
export function organizerFrom(env: EnvReader): Organizer {
  let host = 'rupantaran.ai';
  try {
    host = new URL(env('SITE_ORIGIN')?.trim() || 'https://rupantaran.ai').host;
  } catch {
    // A malformed SITE_ORIGIN must not cost the team its message: the site's own host stands in.
  }
  return {
    name: env('SITE_NAME')?.trim() || 'Rupantaran AI',
    email: env('CONTACT_EMAIL')?.trim() || 'hello@rupantaran.ai',
    host,
  };
}

const REQUEST_COLUMNS = [
  'id',
  'created_at',
  'full_name',
  'phone_number',
  'email',
  'help_topic',
  ...ORIGIN_KEYS,
];

interface Service {
  base: string;
  key: string;
  fetch: typeof fetch;
}

function service(env: EnvReader, fetchImpl: typeof fetch): Service | string {
  const base = env('SUPABASE_URL')?.replace(/\/+$/, '');
  const key = env('SUPABASE_SERVICE_ROLE_KEY');
  if (!base || !key) return 'SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set';
  return { base, key, fetch: fetchImpl };
}

function headers(key: string): Record<string, string> {
  return { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
}

async function readRequest(api: Service, id: string): Promise<ConsultationRecord | string> {
  try {
    const response = await api.fetch(
      `${api.base}/rest/v1/consultation_requests?id=eq.${encodeURIComponent(id)}&select=${REQUEST_COLUMNS.join(',')}`,
      { headers: headers(api.key), signal: AbortSignal.timeout(10_000) },
    );
    if (!response.ok)
      return `PostgREST answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
    const rows: unknown = await response.json();
    const record = Array.isArray(rows) ? parseRecord(rows[0]) : null;
    return record ?? 'the request was not found';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function recordOutcome(
  api: Service,
  booking: BookingRecord,
  columns: { notified_at: string | null; notify_error: string | null },
): Promise<string | null> {
  try {
    const response = await api.fetch(`${api.base}/rest/v1/rpc/record_booking_notification`, {
      method: 'POST',
      headers: headers(api.key),
      body: JSON.stringify({
        booking_uid: booking.uid,
        booking_sequence: booking.sequence,
        delivered_at: columns.notified_at,
        delivery_error: columns.notify_error,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      return `PostgREST answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export interface BookingAnswer {
  uid: string;
  sequence: number;
  notified: boolean;
  error: string | null;
  recorded: boolean;
}

/** Logs name the booking and its change, never the visitor. */
export async function handleBookingChange(
  change: BookingChange,
  env: EnvReader,
  config: NotifyConfig,
  options: DeliverOptions & { now?: () => Date },
): Promise<BookingAnswer> {
  const { booking } = change;
  const what = `booking ${booking.uid} (change ${booking.sequence})`;
  const api = service(env, options.fetch ?? fetch);
  if (typeof api === 'string') {
    console.error(`[notify-team] ${what}: ${api}`);
    return { uid: booking.uid, sequence: booking.sequence, notified: false, error: api, recorded: false };
  }
  const request = await readRequest(api, change.requestId);
  let columns: { notified_at: string | null; notify_error: string | null };
  if (typeof request === 'string') {
    columns = { notified_at: null, notify_error: `Could not read the request: ${request}`.slice(0, 500) };
  } else {
    const result = await notifyBooking({ request, booking }, config, organizerFrom(env), options);
    columns = outcomeColumns(result, options.now?.() ?? new Date());
  }
  if (columns.notify_error !== null) console.error(`[notify-team] ${what}: ${columns.notify_error}`);
  const recordError = await recordOutcome(api, booking, columns);
  if (recordError !== null)
    console.error(`[notify-team] ${what}: could not record the outcome: ${recordError}`);
  return {
    uid: booking.uid,
    sequence: booking.sequence,
    notified: columns.notified_at !== null,
    error: columns.notify_error,
    recorded: recordError === null,
  };
}
