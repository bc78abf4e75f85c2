import type { RecognitionStart } from '@inventario/shared/contracts/recognition';
import { yearOf } from '@inventario/shared/domain/financial-years/financial-year';
import { z } from 'zod';
import { optionalText, requiredDate, textOrNull } from '@/components/forms/form-fields.ts';

/** The "new recognition" form (spec 02 §2): its day, whether it prepares the renewal and of which year. */
export interface StartValues {
  date: string | null;
  forRenewal: boolean;
  /** Used only for a recognition for the renewal of the registers at 31/12 of this year. */
  renewalYear: number | null;
  includeDurable: boolean;
  notes: string | null;
}

export const START_FIELDS = ['date', 'forRenewal', 'renewalYear', 'includeDurable', 'notes'] as const;

/** Today; for a renewal, the year just ended (registers are renewed at 31/12 of the year before). */
export function startDefaults(today: string): StartValues {
  return {
    date: today,
    forRenewal: false,
    renewalYear: yearOf(today) - 1,
    includeDurable: false,
    notes: null,
  };
}

export const startFormSchema = z
  .object({
    date: requiredDate,
    forRenewal: z.boolean(),
    renewalYear: z.number({ error: 'rules.notValid' }).int('rules.notValid').nullable(),
    includeDurable: z.boolean(),
    notes: optionalText(2000),
  })
  .superRefine((values, context) => {
    if (!values.forRenewal) return;
    if (values.renewalYear === null) {
      context.addIssue({ code: 'custom', path: ['renewalYear'], message: 'rules.mandatory' });
    } else if (values.renewalYear < 2000 || values.renewalYear > 2200) {
      context.addIssue({ code: 'custom', path: ['renewalYear'], message: 'rules.notValid' });
    }
  });

/** The validated form as `POST /recognition`: the renewal year only for a recognition for renewal. */
export function toRecognitionStart(values: StartValues): RecognitionStart {
  return {
    date: values.date ?? '',
    forRenewal: values.forRenewal,
    renewalYear: values.forRenewal ? values.renewalYear : null,
    includeDurable: values.includeDurable,
    notes: textOrNull(values.notes),
  };
}
