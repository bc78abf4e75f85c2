import { describe, expect, it } from 'vitest';
import { checkEditDate } from './date-window.ts';

describe('checkEditDate', () => {
  const window = { originalDate: '2026-05-10', previousDate: '2026-05-01', nextDate: '2026-06-01' };

  it('accepts the window itself, its ends included', () => {
    expect(checkEditDate('2026-05-10', window)).toEqual({ ok: true });
    expect(checkEditDate('2026-05-01', window)).toEqual({ ok: true });
    expect(checkEditDate('2026-06-01', window)).toEqual({ ok: true });
  });

  it('refuses a day before the previous movement or after the next one', () => {
    expect(checkEditDate('2026-04-30', window)).toEqual({ ok: false, code: 'movementDateBeforeLast' });
    expect(checkEditDate('2026-06-02', window)).toEqual({ ok: false, code: 'movementDateAfterNext' });
  });

  it('keeps the voucher in its year, even when no movement bounds it', () => {
    const alone = { originalDate: '2026-01-01', previousDate: null, nextDate: null };
    expect(checkEditDate('2026-12-31', alone)).toEqual({ ok: true });
    expect(checkEditDate('2025-12-31', alone)).toEqual({ ok: false, code: 'movementYearChanged' });
    expect(checkEditDate('2027-01-01', { ...alone, originalDate: '2026-12-31' })).toEqual({
      ok: false,
      code: 'movementYearChanged',
    });
  });

  it('refuses a year change before looking at the neighbours across years', () => {
    const acrossYears = { originalDate: '2027-01-02', previousDate: '2026-12-20', nextDate: null };
    expect(checkEditDate('2026-12-21', acrossYears)).toEqual({ ok: false, code: 'movementYearChanged' });
    expect(checkEditDate('2027-01-01', acrossYears)).toEqual({ ok: true });
  });
});
