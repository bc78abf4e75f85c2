import type { MissingProposal } from '@inventario/shared/contracts/recognition';
import { yearOf } from '@inventario/shared/domain/financial-years/financial-year';
import { z } from 'zod';
import {
  isIsoDate,
  optionalDate,
  optionalText,
  requiredDate,
  textOrNull,
} from '@/components/forms/form-fields.ts';

/** The proposal for missing goods (causal SMA): its day, progressive, the measure's protocol, notes. */
export interface MissingValues {
  date: string | null;
  /** Prefilled with the next progressive of the date's year; null while unknown. */
  progressive: number | null;
  protocolDate: string | null;
  protocolNumber: string | null;
  notes: string | null;
}

export const MISSING_FIELDS = ['date', 'progressive', 'protocolDate', 'protocolNumber', 'notes'] as const;

export function missingDefaults(today: string): MissingValues {
  return { date: today, progressive: null, protocolDate: null, protocolNumber: null, notes: null };
}

export const missingFormSchema = z.object({
  date: requiredDate,
  progressive: z
    .number({ error: 'rules.notValid' })
    .int('rules.notValid')
    .positive('rules.notValid')
    .nullable()
    .refine((value) => value !== null, 'rules.mandatory'),
  protocolDate: optionalDate,
  protocolNumber: optionalText(50),
  notes: optionalText(2000),
});

/** The year whose next progressive the form offers: the date's, once the date is whole. */
export function progressiveYearOf(date: string | null | undefined): number | undefined {
  return isIsoDate(date) ? yearOf(date) : undefined;
}

/** The validated form and the chosen goods as `POST /recognition/{id}/missingProposal`. */
export function toMissingProposal(values: MissingValues, assetIds: readonly number[]): MissingProposal {
  return {
    assetIds: [...assetIds],
    date: values.date ?? '',
    progressive: values.progressive ?? 0,
    protocolDate: values.protocolDate,
    protocolNumber: textOrNull(values.protocolNumber),
    notes: textOrNull(values.notes),
  };
}
