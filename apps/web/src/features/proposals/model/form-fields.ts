import { z } from 'zod';

/** An ISO date or null; an unreadable date (the date fields store 'invalid') is "not valid". */
export const optionalDate = z.iso.date({ error: 'rules.notValid' }).nullable();

/** A mandatory ISO date: empty is "mandatory", unreadable "not valid". */
export const requiredDate = optionalDate.refine((date) => date !== null, 'rules.mandatory');

/** An optional text as the form holds it (text or null), with the contract's length. */
export function optionalText(max: number) {
  return z.string().trim().max(max, 'rules.tooLongText').nullable();
}

/** Text as the contracts send it: trimmed, and null when blank. */
export function textOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a form's date holds a whole ISO date (not null, not the 'invalid' marker). */
export function isIsoDate(value: string | null | undefined): value is string {
  return Boolean(value && ISO_DATE.test(value));
}

/** A positive whole number typed in a filter ('' is no filter). */
export const WHOLE_NUMBER = /^\d+$/;
