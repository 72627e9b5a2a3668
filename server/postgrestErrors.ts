/**
 * PostgREST's error body and its mapping from SQLSTATE to HTTP status (PostgREST 12, the version
 * behind hosted Supabase), restricted to what the local backend can produce.
 */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export function postgrestError(
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): PostgrestErrorBody {
  return { code, message, details, hint };
}

/** A Postgres error as PGlite throws it. */
export interface DatabaseError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string' &&
    'severity' in error
  );
}

/**
 * `anonymous` is true when the request ran as the anon role: PostgREST then answers a privilege
 * error (42501) with 401, telling the client to authenticate; signed-in roles get 403.
 */
export function httpStatusForSqlState(code: string, anonymous: boolean): number {
  // RAISE ... USING ERRCODE = 'PT429' → HTTP 429 (the flood guard relies on this).
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom?.[1]) return Number(custom[1]);
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '42883':
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return anonymous ? 401 : 403;
    case 'P0001':
      return 400;
  }
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

export function bodyForDatabaseError(error: DatabaseError): PostgrestErrorBody {
  return postgrestError(error.code, error.message, error.detail ?? null, error.hint ?? null);
}
