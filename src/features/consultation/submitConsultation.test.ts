import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_KEY, type SubmissionStorage } from './rateLimit';
import type { ConsultationFormValues } from './schema';
import {
  consultationToasts,
  FLOOD_GUARD_CODE,
  newBookingKey,
  submitConsultation,
  toastForResult,
  type InsertConsultationRow,
} from './submitConsultation';

const rpcSpy = vi.fn();
vi.mock('../../lib/supabaseClient', () => ({ getSupabaseClient: () => ({ rpc: rpcSpy }) }));

const valid: ConsultationFormValues = {
  fullName: "  Sita D'Souza ",
  phoneNumber: '',
  email: 'sita@example.com',
  helpTopic: 'For Business',
  website: '',
};

function storage(timestamps: number[] = []): SubmissionStorage & { saved(): number[] } {
  let value = JSON.stringify(timestamps);
  return {
    getItem: (key) => (key === RATE_LIMIT_KEY ? value : null),
    setItem: (key, next) => {
      if (key === RATE_LIMIT_KEY) value = next;
    },
    saved: () => JSON.parse(value) as number[],
  };
}

const NOW = 1_800_000_000_000;
const ok: InsertConsultationRow = vi.fn(async () => ({ error: null }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('submitConsultation', () => {
  it('inserts the sanitised row and records the submission', async () => {
    const insertRow = vi.fn<InsertConsultationRow>(async () => ({ error: null }));
    const store = storage();
    await expect(submitConsultation(valid, { insertRow, storage: store, now: () => NOW })).resolves.toEqual({
      status: 'success',
    });
    expect(insertRow).toHaveBeenCalledWith({
      full_name: 'Sita DSouza',
      phone_number: null,
      email: 'sita@example.com',
      help_topic: 'For Business',
    });
    expect(store.saved()).toEqual([NOW]);
  });

  it('refuses a filled trap field before anything else, sending nothing', async () => {
    const insertRow = vi.fn(ok);
    const store = storage([NOW, NOW, NOW]);
    const result = await submitConsultation(
      { ...valid, website: 'x' },
      { insertRow, storage: store, now: () => NOW },
    );
    expect(result).toEqual({ status: 'trap' });
    expect(insertRow).not.toHaveBeenCalled();
  });

  it('refuses the fourth submission within an hour without sending it', async () => {
    const insertRow = vi.fn(ok);
    const result = await submitConsultation(valid, {
      insertRow,
      storage: storage([NOW - 3, NOW - 2, NOW - 1]),
      now: () => NOW,
    });
    expect(result).toEqual({ status: 'rate-limited' });
    expect(insertRow).not.toHaveBeenCalled();
  });

  it('reports a backend error, logs it as a warning and does not count it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = { code: '23514', message: 'violates check constraint', details: null, hint: null };
    const store = storage();
    const result = await submitConsultation(valid, {
      insertRow: async () => ({ error }),
      storage: store,
      now: () => NOW,
    });
    expect(result).toEqual({ status: 'backend-error', error });
    expect(store.saved()).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("maps the database flood guard's error to rate-limited", async () => {
    const error = {
      code: FLOOD_GUARD_CODE,
      message: 'Too many consultation requests',
      details: null,
      hint: null,
    };
    const result = await submitConsultation(valid, {
      insertRow: async () => ({ error }),
      storage: storage(),
      now: () => NOW,
    });
    expect(result).toEqual({ status: 'rate-limited' });
  });

  it('turns a thrown exception into unexpected', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const boom = new Error('chunk failed to load');
    const result = await submitConsultation(valid, {
      insertRow: async () => {
        throw boom;
      },
      storage: storage(),
      now: () => NOW,
    });
    expect(result).toEqual({ status: 'unexpected', error: boom });
  });

  it('refuses values that skipped validation without sending them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const insertRow = vi.fn(ok);
    const result = await submitConsultation(
      { ...valid, helpTopic: '' },
      { insertRow, storage: storage(), now: () => NOW },
    );
    expect(result.status).toBe('unexpected');
    expect(insertRow).not.toHaveBeenCalled();
  });

  it('still submits when storage throws', async () => {
    const blocked: SubmissionStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    await expect(
      submitConsultation(valid, { insertRow: ok, storage: blocked, now: () => NOW }),
    ).resolves.toEqual({ status: 'success' });
  });

  it('sends the booking key with the row when the visitor may book a time', async () => {
    const insertRow = vi.fn<InsertConsultationRow>(async () => ({ error: null }));
    const bookingKey = newBookingKey();
    expect(bookingKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await submitConsultation(valid, { insertRow, storage: storage(), now: () => NOW, bookingKey });
    expect(insertRow).toHaveBeenCalledWith(expect.objectContaining({ booking_key: bookingKey }));
  });

  it('by default loads the Supabase client lazily and submits through the database function', async () => {
    rpcSpy.mockResolvedValue({ error: null, data: null, status: 204 });
    await expect(submitConsultation(valid, { storage: storage(), now: () => NOW })).resolves.toEqual({
      status: 'success',
    });
    expect(rpcSpy).toHaveBeenCalledExactlyOnceWith('submit_consultation_request', {
      request: expect.objectContaining({ full_name: 'Sita DSouza' }),
    });
  });
});

describe('toastForResult', () => {
  it('uses the exact wording of SPEC section 8', () => {
    expect(consultationToasts).toEqual({
      trap: 'Invalid submission detected.',
      rateLimited: 'Too many submissions. Please wait before submitting again.',
      backendError: 'Failed to submit your request. Please try again.',
      unexpected: 'An unexpected error occurred. Please try again.',
      success: "We've received your request. Our team will contact you shortly.",
    });
    expect(toastForResult({ status: 'success' })).toEqual({
      message: consultationToasts.success,
      variant: 'success',
    });
    expect(toastForResult({ status: 'trap' }).message).toBe(consultationToasts.trap);
    expect(toastForResult({ status: 'rate-limited' }).message).toBe(consultationToasts.rateLimited);
    expect(toastForResult({ status: 'backend-error', error: { message: 'x' } }).message).toBe(
      consultationToasts.backendError,
    );
    expect(toastForResult({ status: 'unexpected', error: null }).message).toBe(consultationToasts.unexpected);
  });
});

describe('submitConsultation with attribution', () => {
  it('stores the request with its attribution columns', async () => {
    const insertRow = vi.fn<InsertConsultationRow>(async () => ({ error: null }));
    const attribution = () => ({ landing_path: '/blog/ai-agents-guide', utm_source: 'facebook' });
    await expect(submitConsultation(valid, { storage: storage(), insertRow, attribution })).resolves.toEqual({
      status: 'success',
    });
    expect(insertRow).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        email: 'sita@example.com',
        landing_path: '/blog/ai-agents-guide',
        utm_source: 'facebook',
      }),
    );
  });

  it('still succeeds when the database refuses the attribution', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const insertRow = vi
      .fn<InsertConsultationRow>()
      .mockResolvedValueOnce({
        error: { code: '23514', message: 'violates check constraint "landing_path_shape"' },
      })
      .mockResolvedValueOnce({ error: null });
    const result = await submitConsultation(valid, {
      storage: storage(),
      insertRow,
      attribution: () => ({ landing_path: '/x' }),
    });
    expect(result).toEqual({ status: 'success' });
    expect(insertRow.mock.calls[1]?.[0]).not.toHaveProperty('landing_path');
    warn.mockRestore();
  });
});
