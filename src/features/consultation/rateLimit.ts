/**
 * Client-side limit of SPEC section 9: at most three requests per rolling hour per browser, as a JSON
 * array of millisecond timestamps in localStorage. Storage may be missing, full, blocked (Safari
 * private mode, disabled cookies → SecurityError) or hold junk; none of that may stop a visitor from
 * submitting, so every read failure counts as "no history" and every write failure is ignored.
 * The database's flood guard is the limit that cannot be bypassed; this one only saves a round trip.
 */
export const RATE_LIMIT_KEY = 'consultation_submissions';
export const RATE_LIMIT_MAX = 3;
export const RATE_LIMIT_WINDOW_MS = 3_600_000;

/** The slice of the Web Storage API used here, so tests can pass a fake. */
export type SubmissionStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** `window.localStorage`, or null where even touching it throws or there is no window (SSR). */
export function browserStorage(): SubmissionStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readTimestamps(storage: SubmissionStorage | null): number[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RATE_LIMIT_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((entry): entry is number => typeof entry === 'number' && Number.isFinite(entry));
  } catch {
    return [];
  }
}

/** Timestamps inside the window ending at `now`; ones from the future (clock changes) are dropped too. */
function recentSubmissions(now: number, storage: SubmissionStorage | null): number[] {
  return readTimestamps(storage).filter((time) => time <= now && now - time < RATE_LIMIT_WINDOW_MS);
}

export function isRateLimited(now: number, storage: SubmissionStorage | null = browserStorage()): boolean {
  return recentSubmissions(now, storage).length >= RATE_LIMIT_MAX;
}

/** Call only after the backend accepted the row: failed attempts must not use up the allowance. */
export function recordSubmission(now: number, storage: SubmissionStorage | null = browserStorage()): void {
  if (!storage) return;
  const kept = [...recentSubmissions(now, storage), now];
  try {
    storage.setItem(RATE_LIMIT_KEY, JSON.stringify(kept));
  } catch {
    // Quota exceeded or storage blocked: the submission itself already succeeded.
  }
}
