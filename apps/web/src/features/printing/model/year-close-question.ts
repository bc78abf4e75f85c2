import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import type { YearFacts } from './print-form.ts';

/** Which question the print flow asks before a register print (spec 01 §4 "Print flow" step 2). */
export type YearCloseQuestion = 'depreciation' | 'dimensioning';

/**
 * An inventory register dated the last day of the latest open year's December asks whether to close
 * the year with its depreciation; dated 31 August, whether the school's dimensioning closes it there.
 */
export function yearCloseQuestion(
  documentType: number | null,
  date: string | null,
  years: readonly YearFacts[],
): YearCloseQuestion | null {
  if (documentType !== DOCUMENT_TYPE.inventoryRegister || date === null) return null;
  const latestOpen = Math.max(
    ...years.filter((year) => year.status === YEAR_STATUS.open).map((year) => year.year),
  );
  if (!date.startsWith(`${latestOpen}-`)) return null;
  if (date.endsWith('-12-31')) return 'depreciation';
  if (date.endsWith('-08-31')) return 'dimensioning';
  return null;
}

/** Spec 01 §4: answering yes closes the year at the chosen date, sending toDepreciate true. */
export function closeRequestOf(date: string) {
  return { endDate: date, toDepreciate: true };
}
