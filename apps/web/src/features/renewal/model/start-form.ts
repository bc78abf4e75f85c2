import type { RenewalStart } from '@inventario/shared/contracts/renewal';
import { renewalDateOf } from '@inventario/shared/domain/renewal/renewal-date';
import { z } from 'zod';
import { optionalText, requiredChoice, requiredDate, textOrNull } from '@/components/forms/form-fields.ts';

/** An ended recognition for renewal a renewal can start from (`GET /renewal/recognitions`). */
export interface RecognitionChoice {
  id: number;
  startDate: string;
  endDate: string | null;
  renewalYear: number;
}

/**
 * The start form (DOMAIN §8): the ended recognition for renewal it starts from, which gives the year
 * (the renewal is at 31/12 of it), the day it starts and notes.
 */
export interface StartValues {
  recognitionId: number | null;
  startDate: string | null;
  notes: string | null;
}

export const START_FIELDS = ['recognitionId', 'startDate', 'notes'] as const;

/** Today, and the recognition already chosen when there is only one to choose. */
export function startDefaults(today: string, recognitions: readonly RecognitionChoice[]): StartValues {
  return {
    recognitionId: recognitions.length === 1 ? (recognitions[0]?.id ?? null) : null,
    startDate: today,
    notes: null,
  };
}

export const startFormSchema = z.object({
  recognitionId: requiredChoice(),
  startDate: requiredDate,
  notes: optionalText(2000),
});

/** The year and the renewal date the chosen recognition gives; none while none is chosen. */
export function renewalOf(
  recognitions: readonly RecognitionChoice[],
  recognitionId: number | null,
): { year: number; renewalDate: string } | null {
  const chosen = recognitions.find((recognition) => recognition.id === recognitionId);
  return chosen ? { year: chosen.renewalYear, renewalDate: renewalDateOf(chosen.renewalYear) } : null;
}

/** The validated form as `POST /renewal`: the year is the chosen recognition's. */
export function toRenewalStart(
  values: StartValues,
  recognitions: readonly RecognitionChoice[],
): RenewalStart {
  const chosen = recognitions.find((recognition) => recognition.id === values.recognitionId);
  if (!chosen) throw new Error('No recognition chosen');
  return {
    year: chosen.renewalYear,
    recognitionId: chosen.id,
    startDate: values.startDate ?? '',
    notes: textOrNull(values.notes),
  };
}
