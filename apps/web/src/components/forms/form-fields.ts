import { z } from 'zod';

/** An ISO date or null; an unreadable date (the date field stores 'invalid') is "not valid". */
export const optionalDate = z.iso.date({ error: 'rules.notValid' }).nullable();

/** A mandatory ISO date: empty is "mandatory", unreadable "not valid". */
export const requiredDate = optionalDate.refine((date) => date !== null, 'rules.mandatory');

/** A choice from a list, stored as its id or null; nothing chosen gets `message`. */
export function requiredChoice(message = 'rules.mandatory') {
  return z
    .number()
    .int()
    .positive()
    .nullable()
    .refine((id) => id !== null, message);
}

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

const WHOLE_NUMBER = /^\d+$/;

/** A positive whole number typed in a filter (a voucher's number, a progressive); '' is no filter. */
export const wholeNumberFilter = z
  .string()
  .trim()
  .refine((text) => text === '' || (WHOLE_NUMBER.test(text) && Number(text) > 0), 'rules.notValid');

/**
 * Spec 02 §5: a date range needs both its ends ("both fields must be specified for a range") and its
 * start cannot follow its end; an unreadable end has its own message already.
 */
export function checkDateRange(
  { fromDate, toDate }: { fromDate: string | null; toDate: string | null },
  context: z.RefinementCtx,
) {
  if (fromDate && !toDate)
    context.addIssue({ code: 'custom', path: ['toDate'], message: 'rules.bothRangeFields' });
  if (toDate && !fromDate)
    context.addIssue({ code: 'custom', path: ['fromDate'], message: 'rules.bothRangeFields' });
  if (isIsoDate(fromDate) && isIsoDate(toDate) && fromDate > toDate)
    context.addIssue({ code: 'custom', path: ['toDate'], message: 'rules.notValid' });
}
