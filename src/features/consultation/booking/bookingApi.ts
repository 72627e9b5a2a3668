/**
 * The booking functions of the database (supabase/migrations/20261125130000_consultation_bookings.sql)
 * through supabase-js `.rpc()`. supabase-js is already loaded by then: booking follows a submit.
 */
export interface BookedSlot {
  uid: string;
  startsAt: string;
  endsAt: string;
  sequence: number;
}

/** Why the database refused: its `details` word, or `failed` for anything else. */
export type BookingRefusal =
  'slot_taken' | 'slot_unavailable' | 'already_booked' | 'no_booking' | 'not_allowed' | 'too_many' | 'failed';

export type BookingAnswer<T> = { ok: true; value: T } | { ok: false; refusal: BookingRefusal };

export interface BookingApi {
  freeSlots(): Promise<BookingAnswer<string[]>>;
  book(
    key: string,
    startsAt: string,
    note: string | null,
    company: string | null,
  ): Promise<BookingAnswer<BookedSlot>>;
  move(key: string, startsAt: string): Promise<BookingAnswer<BookedSlot>>;
  cancel(key: string): Promise<BookingAnswer<null>>;
}

const REFUSALS: readonly BookingRefusal[] = [
  'slot_taken',
  'slot_unavailable',
  'already_booked',
  'no_booking',
  'not_allowed',
  'too_many',
];

interface RpcResult {
  data: unknown;
  error: { code?: string; message: string; details?: string | null } | null;
}

function refusalOf(error: NonNullable<RpcResult['error']>): BookingRefusal {
  const word = REFUSALS.find((refusal) => refusal === error.details);
  // The per-network limit of the flood guard uses the same code, with its own wording.
  if (word === undefined && error.code === 'PT429') return 'too_many';
  return word ?? 'failed';
}

function slotOf(data: unknown): BookedSlot | null {
  if (typeof data !== 'object' || data === null) return null;
  const { uid, starts_at, ends_at, sequence } = data as Record<string, unknown>;
  if (typeof uid !== 'string' || typeof starts_at !== 'string' || typeof ends_at !== 'string') return null;
  return { uid, startsAt: starts_at, endsAt: ends_at, sequence: typeof sequence === 'number' ? sequence : 0 };
}

async function call(name: string, args?: Record<string, unknown>): Promise<RpcResult> {
  try {
    const { getSupabaseClient } = await import('../../../lib/supabaseClient');
    const { data, error } = await getSupabaseClient().rpc(name, args);
    return { data, error };
  } catch (error) {
    console.warn(`Booking call ${name} failed`, error);
    return { data: null, error: { message: 'unreachable' } };
  }
}

function warnUnlessExpected(name: string, error: NonNullable<RpcResult['error']>): void {
  // A refusal is an answer, not a fault; warn (never console.error: the e2e tests fail on errors).
  if (refusalOf(error) === 'failed') console.warn(`Booking call ${name} was refused`, error);
}

export const supabaseBookingApi: BookingApi = {
  async freeSlots() {
    const { data, error } = await call('free_slots');
    if (error) {
      warnUnlessExpected('free_slots', error);
      return { ok: false, refusal: 'failed' };
    }
    return Array.isArray(data) && data.every((item) => typeof item === 'string')
      ? { ok: true, value: data }
      : { ok: false, refusal: 'failed' };
  },
  async book(key, startsAt, note, company) {
    const { data, error } = await call('book_slot', { booking_key: key, starts_at: startsAt, note, company });
    if (error) {
      warnUnlessExpected('book_slot', error);
      return { ok: false, refusal: refusalOf(error) };
    }
    const slot = slotOf(data);
    return slot ? { ok: true, value: slot } : { ok: false, refusal: 'failed' };
  },
  async move(key, startsAt) {
    const { data, error } = await call('move_booking', { booking_key: key, starts_at: startsAt });
    if (error) {
      warnUnlessExpected('move_booking', error);
      return { ok: false, refusal: refusalOf(error) };
    }
    const slot = slotOf(data);
    return slot ? { ok: true, value: slot } : { ok: false, refusal: 'failed' };
  },
  async cancel(key) {
    const { error } = await call('cancel_booking', { booking_key: key });
    if (error) {
      warnUnlessExpected('cancel_booking', error);
      return { ok: false, refusal: refusalOf(error) };
    }
    return { ok: true, value: null };
  },
};
