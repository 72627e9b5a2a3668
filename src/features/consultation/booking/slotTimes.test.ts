import { describe, expect, it } from 'vitest';
import { formatDay, formatTime, groupSlotsByDay, visitorTime } from './slotTimes';

const slots = ['2026-11-26T04:15:00+00:00', '2026-11-26T04:45:00+00:00', '2026-11-27T10:45:00+00:00'];

describe('slot times in Nepal time', () => {
  it('groups start times by their Nepal day', () => {
    const days = groupSlotsByDay(slots, 'en');
    expect(days.map((day) => [day.date, day.label, day.slots.map((slot) => slot.label)])).toEqual([
      ['2026-11-26', 'Thursday 26 November', ['10:00 AM', '10:30 AM']],
      ['2026-11-27', 'Friday 27 November', ['4:30 PM']],
    ]);
  });

  it('writes Nepali days in Bikram Sambat with Devanagari digits', () => {
    expect(formatDay('2026-11-26T04:15:00Z', 'ne')).toBe('बिहीबार, मंसिर १०, २०८३');
    expect(formatTime('2026-11-26T04:15:00Z', 'ne')).toBe('बिहान १०:००');
    expect(formatTime('2026-11-26T10:45:00Z', 'ne')).toBe('दिउँसो ४:३०');
  });

  it("gives the visitor's own time only when their zone differs", () => {
    expect(visitorTime('2026-11-26T04:15:00Z', 'en', 'Asia/Kathmandu')).toBeNull();
    expect(visitorTime('2026-11-26T04:15:00Z', 'en', 'Europe/London')).toEqual({
      time: 'Thu 04:15',
      zone: 'Europe/London',
    });
  });
});
