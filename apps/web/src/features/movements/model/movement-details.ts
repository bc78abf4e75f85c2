import {
  checkMovementYear,
  lastDayOf,
  openYears,
  type Refusal,
  type YearState,
  yearOf,
} from '@inventario/shared/domain/financial-years/financial-year';
import { z } from 'zod';
import { isIsoDate } from '@/components/forms/form-fields.ts';

/** A movement's code field chosen from a list (causal, value voucher type): mandatory, 20 characters. */
export const requiredCode = z
  .string()
  .max(20, 'rules.tooLongText')
  .nullable()
  .refine((code) => Boolean(code?.trim()), 'rules.mandatory');

export interface MovementDateRule {
  /** The school's years, once known: until then only the edited voucher's year is checked. */
  years: readonly YearState[] | undefined;
  /** An edited voucher's saved date: the date stays in its year (its number belongs to it). */
  originalDate?: string | undefined;
  /** The year rule of the movement type: existing and open unless said otherwise. */
  checkYear?: (years: readonly YearState[], date: string) => Refusal<string>;
  /** False where an edited voucher's year is not checked again (a proposal's). */
  recheckEdited?: boolean;
}

/**
 * The message key refusing a movement's date on its details form, so it is refused before the server
 * does, or undefined when the date is fine. An unreadable date has its own message already.
 */
export function movementDateProblem(date: string | null, rule: MovementDateRule): string | undefined {
  if (!isIsoDate(date)) return undefined;
  if (rule.originalDate) {
    if (yearOf(date) !== yearOf(rule.originalDate)) return 'errors.movementYearChanged';
    if (rule.recheckEdited === false) return undefined;
  }
  const year = rule.years ? (rule.checkYear ?? checkMovementYear)(rule.years, date) : { ok: true as const };
  return year.ok ? undefined : `errors.${year.code}`;
}

/**
 * The date a new voucher proposes: today when its year is open, else the last day of the latest open
 * year before today (a school still closing last year), else today, which the form then refuses.
 */
export function defaultMovementDate(today: string, years: readonly YearState[]): string {
  const open = openYears(years);
  if (open.some((year) => year.year === yearOf(today))) return today;
  const earlier = open.filter((year) => year.year < yearOf(today)).at(-1);
  return earlier ? lastDayOf(earlier.year) : today;
}
