import {
  type Subcategory,
  type SubcategorySave,
  subcategorySaveSchema,
} from '@inventario/shared/contracts/catalogue';
import { checkRate } from '@inventario/shared/domain/catalogue/rate';
import { z } from 'zod';

/**
 * The add/edit subcategory form. Numbers are kept as typed text (an Italian user writes "12,5"), and
 * become numbers only in `toSubcategorySave`.
 */
export interface SubcategoryFormValues {
  categoryId: number | null;
  code: string;
  description: string;
  aggregationId: number | null;
  ratePercent: string;
  validFromYear: string;
}

/** The years a rate may start from, as the contract bounds them. */
export const RATE_YEAR_BOUNDS = { min: 1900, max: 2200 } as const;

/** A decimal typed with a comma or a dot ("12,5", "12.50"); NaN for anything else. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** The rule message of a typed rate: 0–100 with at most two decimals (spec 02 §5). */
export function rateMessage(text: string): string | undefined {
  if (text.trim() === '') return 'rules.mandatory';
  switch (checkRate(parseDecimal(text))) {
    case 'valid':
      return undefined;
    case 'outOfRange':
      return 'rules.between0and100';
    case 'tooManyDecimals':
    case 'notANumber':
      return 'rules.notValid';
  }
}

function yearMessage(text: string): string | undefined {
  if (text.trim() === '') return 'rules.mandatory';
  const year = Number(text.trim());
  const inBounds = year >= RATE_YEAR_BOUNDS.min && year <= RATE_YEAR_BOUNDS.max;
  return /^\d{4}$/.test(text.trim()) && inBounds ? undefined : 'rules.notValid';
}

const { code, description } = subcategorySaveSchema.shape;

export const subcategoryFormSchema = z.object({
  categoryId: z
    .number()
    .int()
    .positive()
    .nullable()
    .refine((id) => id !== null, 'rules.mandatory'),
  code,
  description,
  aggregationId: z.number().int().positive().nullable(),
  ratePercent: z.string().superRefine((text, context) => {
    const message = rateMessage(text);
    if (message) context.addIssue({ code: 'custom', message });
  }),
  validFromYear: z.string().superRefine((text, context) => {
    const message = yearMessage(text);
    if (message) context.addIssue({ code: 'custom', message });
  }),
});

/** The form's fields, for placing the server's field issues. */
export const subcategoryFormFields = [
  'categoryId',
  'code',
  'description',
  'aggregationId',
  'ratePercent',
  'validFromYear',
] as const;

/** The form's starting values: a subcategory's own, or blanks; the rate starts from the current year. */
export function subcategoryFormDefaults(
  subcategory: Subcategory | undefined,
  currentYear: number,
  categoryId: number | null = null,
): SubcategoryFormValues {
  return {
    categoryId: subcategory?.category.id ?? categoryId,
    code: subcategory?.code ?? '',
    description: subcategory?.description ?? '',
    aggregationId: subcategory?.aggregation?.id ?? null,
    ratePercent: subcategory?.rate ? formatRateInput(subcategory.rate.percent) : '',
    validFromYear: String(currentYear),
  };
}

/** A rate as the form shows it: Italian decimal comma, no trailing zeros ("12,5"). */
export function formatRateInput(percent: number): string {
  return String(Number(percent.toFixed(2))).replace('.', ',');
}

/**
 * The body of `POST /subcategory`. Saving an unchanged rate keeps the year it already applies from:
 * editing a description must not add a new version of the same rate.
 */
export function toSubcategorySave(
  values: SubcategoryFormValues,
  original: Subcategory | undefined,
): SubcategorySave {
  const percent = parseDecimal(values.ratePercent);
  const unchangedRate = original?.rate && original.rate.percent === percent;
  const validFromYear = unchangedRate ? original.rate?.validFromYear : Number(values.validFromYear);
  return {
    ...(original ? { id: original.id } : {}),
    categoryId: values.categoryId ?? 0,
    code: values.code.trim(),
    description: values.description.trim(),
    aggregationId: values.aggregationId,
    rate: { percent, ...(validFromYear === undefined ? {} : { validFromYear }) },
  };
}
