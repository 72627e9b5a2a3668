import type { FormMessages } from '../../content/consultation';
import { FLOOD_GUARD_CODE, type BackendError, type SubmitResult } from '../consultation/submitConsultation';
import {
  createWaitlistSchema,
  toWaitlistRow,
  type WaitlistInterest,
  type WaitlistRow,
  type WaitlistValues,
} from './schema';

export type InsertWaitlistRow = (row: WaitlistRow) => Promise<{ error: BackendError | null }>;

const loadSupabaseClient = () => import('../../lib/supabaseClient');

/** supabase-js is fetched when the visitor starts typing, never by a page that is only read. */
export function preloadWaitlist(): void {
  void loadSupabaseClient();
}

/** The database function the sign-up goes through (migration 20261125150000). */
export const WAITLIST_FUNCTION = 'join_waitlist';

const insertWithSupabase: InsertWaitlistRow = async (row) => {
  const { getSupabaseClient } = await loadSupabaseClient();
  // A function, not the table: it refuses values that are not text before inserting, and returns
  // nothing (anon may sign up but never read a sign-up).
  const { error } = await getSupabaseClient().rpc(WAITLIST_FUNCTION, { signup: row });
  return { error };
};

export interface WaitlistSubmission {
  values: WaitlistValues;
  interest: WaitlistInterest;
  language: 'en' | 'ne';
  messages: FormMessages['validation'];
}

/**
 * Trap field → validate → sanitise → insert, as the consultation flow does; never throws. Over the
 * database's volume limits (PT429) it reports the form's rate-limit result. Logged with
 * console.warn, never with the contact itself.
 */
export async function submitWaitlist(
  { values, interest, language, messages }: WaitlistSubmission,
  insertRow: InsertWaitlistRow = insertWithSupabase,
): Promise<SubmitResult> {
  try {
    if (values.website !== '') return { status: 'trap' };
    const parsed = createWaitlistSchema(messages).safeParse(values);
    if (!parsed.success)
      return { status: 'unexpected', error: new Error('The waitlist form did not validate') };
    const { error } = await insertRow(toWaitlistRow(parsed.data, interest, language));
    if (error) {
      if (error.code === FLOOD_GUARD_CODE) return { status: 'rate-limited' };
      console.warn('Waitlist sign-up was not saved', error.code);
      return { status: 'backend-error', error };
    }
    return { status: 'success' };
  } catch (error) {
    console.warn('Waitlist sign-up failed unexpectedly', error instanceof Error ? error.name : 'unknown');
    return { status: 'unexpected', error };
  }
}
