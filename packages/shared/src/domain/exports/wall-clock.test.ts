import { describe, expect, it } from 'vitest';
import { wallClockOf } from './wall-clock.ts';

describe('an instant on a time zone wall clock', () => {
  it('reads winter and summer time, and nothing from text that is no instant', () => {
    expect(wallClockOf('2026-03-05T09:07:30Z', 'Europe/Rome')).toEqual({
      year: 2026,
      month: 3,
      day: 5,
      hour: 10,
      minute: 7,
      second: 30,
    });
    expect(wallClockOf('2026-07-05T22:30:00Z', 'Europe/Rome')).toMatchObject({ day: 6, hour: 0, minute: 30 });
    expect(wallClockOf('not a date', 'Europe/Rome')).toBeNull();
  });
});
