import { yearOf } from '../financial-years/financial-year.ts';

/**
 * Where an existing voucher's date may move (registers are chronological, art. 31 c.2): within its
 * financial year (its number belongs to that year), not before the movement just before it and not
 * after the movement just after it, so the order of the movements never changes. Same days are fine.
 */
export interface DateWindow {
  originalDate: string;
  /** The date of the school's movement just before this one, the voucher itself left out. */
  previousDate: string | null;
  /** The date of the school's movement just after this one. */
  nextDate: string | null;
}

export type EditDateRefusal = 'movementYearChanged' | 'movementDateBeforeLast' | 'movementDateAfterNext';

export function checkEditDate(
  date: string,
  window: DateWindow,
): { ok: true } | { ok: false; code: EditDateRefusal } {
  if (yearOf(date) !== yearOf(window.originalDate)) return { ok: false, code: 'movementYearChanged' };
  if (window.previousDate && date < window.previousDate) return { ok: false, code: 'movementDateBeforeLast' };
  if (window.nextDate && date > window.nextDate) return { ok: false, code: 'movementDateAfterNext' };
  return { ok: true };
}
