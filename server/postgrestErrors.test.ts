import { describe, expect, it } from 'vitest';
import { bodyForDatabaseError, httpStatusForSqlState, isDatabaseError } from './postgrestErrors.ts';

describe('PostgREST status mapping', () => {
  it.each([
    ['23514', 400],
    ['23502', 400],
    ['22P02', 400],
    ['22001', 400],
    ['23505', 409],
    ['23503', 409],
    ['P0001', 400],
    ['PT429', 429],
    ['42P01', 404],
    ['42883', 404],
    ['08006', 503],
    ['53300', 503],
    ['XX000', 500],
    ['40001', 500],
    ['28000', 403],
  ])('%s → %i', (code, status) => {
    expect(httpStatusForSqlState(code, true)).toBe(status);
  });

  it('answers 42501 with 401 for anon and 403 for a signed-in role', () => {
    expect(httpStatusForSqlState('42501', true)).toBe(401);
    expect(httpStatusForSqlState('42501', false)).toBe(403);
  });

  it('recognises PGlite errors and shapes them as PostgREST does', () => {
    const error = Object.assign(new Error('boom'), {
      code: '23514',
      severity: 'ERROR',
      detail: undefined,
      hint: 'h',
    });
    expect(isDatabaseError(error)).toBe(true);
    expect(isDatabaseError(new Error('plain'))).toBe(false);
    expect(bodyForDatabaseError(error)).toEqual({ code: '23514', message: 'boom', details: null, hint: 'h' });
  });
});
