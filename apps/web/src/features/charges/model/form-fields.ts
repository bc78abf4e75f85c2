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
