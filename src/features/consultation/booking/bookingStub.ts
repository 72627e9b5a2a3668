import type { BookedSlot, BookingApi } from './bookingApi';

/**
 * An in-memory stand-in for the booking functions (stories): slots at 10:00, 10:30 and 14:00 Nepal
 * time on the next three days; `takenOnce` answers the first booking with "taken".
 */
export function bookingStub({ takenOnce = false }: { takenOnce?: boolean } = {}): BookingApi {
  const base = Date.UTC(2026, 10, 26, 4, 15);
  const day = 24 * 60 * 60_000;
  let slots = [0, 1, 2].flatMap((offset) =>
    [0, 30 * 60_000, 4 * 60 * 60_000].map((minutes) => new Date(base + offset * day + minutes).toISOString()),
  );
  let taken = takenOnce;
  let booked: BookedSlot | null = null;
  const bookAt = (startsAt: string, sequence: number): BookedSlot => ({
    uid: '00000000-0000-4000-8000-000000000028',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
    sequence,
  });
  return {
    freeSlots: async () => ({ ok: true, value: slots }),
    book: async (_key, startsAt) => {
      if (taken) {
        taken = false;
        slots = slots.filter((slot) => slot !== startsAt);
        return { ok: false, refusal: 'slot_taken' };
      }
      booked = bookAt(startsAt, 0);
      return { ok: true, value: booked };
    },
    move: async (_key, startsAt) => {
      booked = bookAt(startsAt, (booked?.sequence ?? 0) + 1);
      return { ok: true, value: booked };
    },
    cancel: async () => ({ ok: true, value: null }),
  };
}
