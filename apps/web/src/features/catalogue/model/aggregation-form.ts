import { type Aggregation, aggregationSaveSchema } from '@inventario/shared/contracts/catalogue';
import type { z } from 'zod';
import type { AggregationSave } from '../api/save-aggregation.ts';

/** The add/edit aggregation form (a Model K line): a code unique in the school and a description. */
export const aggregationFormSchema = aggregationSaveSchema.pick({ code: true, description: true });
export type AggregationFormValues = z.input<typeof aggregationFormSchema>;

export const aggregationFormFields = ['code', 'description'] as const;

export function aggregationFormDefaults(aggregation: Aggregation | undefined): AggregationFormValues {
  return { code: aggregation?.code ?? '', description: aggregation?.description ?? '' };
}

export function toAggregationSave(
  values: AggregationFormValues,
  original: Aggregation | undefined,
): AggregationSave {
  return {
    ...(original ? { id: original.id } : {}),
    code: values.code.trim(),
    description: values.description.trim(),
  };
}
