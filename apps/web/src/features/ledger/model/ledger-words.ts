import type {
  LedgerBreak,
  LedgerCheck,
  LedgerProblem,
  LedgerVerdict,
} from '@inventario/shared/contracts/ledger';
import { formatSchoolDateTime } from '@inventario/shared/format/date';
import type { ParseKeys, TFunction } from 'i18next';

/**
 * The ledger check in words (issue 21): what broke a school's chain, the record it broke at ("Voce 12 ·
 * Carico n. 12/2026"), the head as the printed registers carry it, how long the check took, and the
 * summary of a run.
 */

/** The text of each problem of the shared contract, `ledger.problems.<problem>`. */
export const PROBLEM_TEXT_KEYS = {
  entryAltered: 'ledger.problems.entryAltered',
  chainBroken: 'ledger.problems.chainBroken',
  headMismatch: 'ledger.problems.headMismatch',
  voucherChanged: 'ledger.problems.voucherChanged',
  voucherUnrecorded: 'ledger.problems.voucherUnrecorded',
  voucherRemoved: 'ledger.problems.voucherRemoved',
} as const satisfies Record<LedgerProblem, ParseKeys>;

export function problemTextKey(problem: LedgerProblem): (typeof PROBLEM_TEXT_KEYS)[LedgerProblem] {
  return PROBLEM_TEXT_KEYS[problem];
}

const MISSING = '\u0000';

/** A voucher as users know it: "Carico n. 12/2026"; by its id when the ledger has no number for it. */
export function voucherLabel(t: TFunction, broken: Pick<LedgerBreak, 'voucher' | 'movementId'>): string {
  const { voucher } = broken;
  if (!voucher) return broken.movementId > 0 ? t('ledger.voucherId', { id: broken.movementId }) : '';
  const known = t(`movements.types.${voucher.type}` as ParseKeys, { defaultValue: MISSING });
  const type = typeof known === 'string' && known !== MISSING ? known : t('ledger.voucherKind');
  return t('ledger.voucher', { type, number: voucher.number, year: voucher.year });
}

/** Where a chain broke: the entry, when the voucher has one, and the voucher, when there is one. */
export function brokenRecordText(t: TFunction, broken: LedgerBreak): string {
  const parts = [broken.seq === null ? t('ledger.noEntry') : t('ledger.entry', { seq: broken.seq })];
  const voucher = voucherLabel(t, broken);
  if (voucher) parts.push(voucher);
  return parts.join(' · ');
}

/** The head's time in Italy, as the registers' footer prints it: `27/11/2026 19:07:44`. */
export function headTime(recordedAt: string): string {
  return formatSchoolDateTime(recordedAt);
}

/** How long a check took: milliseconds under a second, else seconds with one decimal. */
export function durationText(ms: number, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'it-IT';
  if (Math.round(ms) < 1000) return `${Math.round(ms)} ms`;
  const seconds = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${seconds.format(ms / 1000)} s`;
}

/** A run's outcome: how many schools were checked, and how many of them have an altered ledger. */
export function ledgerSummary(verdicts: readonly LedgerVerdict[]): { checked: number; altered: number } {
  return { checked: verdicts.length, altered: verdicts.filter((verdict) => !verdict.intact).length };
}

export function summaryText(t: TFunction, verdicts: readonly LedgerVerdict[]): string {
  const { checked, altered } = ledgerSummary(verdicts);
  return t('ledger.summary', {
    checked: t('ledger.checked', { count: checked }),
    altered: t('ledger.altered', { count: altered }),
  });
}

/** A verdict with the school's name, as the grid shows it. */
export interface LedgerRow extends LedgerVerdict {
  schoolName: string;
}

/**
 * The grid's rows: each verdict with its school's name (its code when the list does not name it), the
 * altered ledgers first, the others in the order the server checked them.
 */
export function ledgerRows(
  verdicts: readonly LedgerVerdict[],
  schools: readonly { customerCode: string; name: string }[],
): LedgerRow[] {
  const names = new Map(schools.map((school) => [school.customerCode, school.name]));
  const rows = verdicts.map((verdict) => ({
    ...verdict,
    schoolName: names.get(verdict.customerCode) ?? verdict.customerCode,
  }));
  return [...rows.filter((row) => !row.intact), ...rows.filter((row) => row.intact)];
}

/**
 * The nightly check's latest run in a line: when it ended, in Italy, how many schools it checked and how
 * many chains it found broken; before the first run, that none ran yet.
 */
export function nightlyCheckText(
  t: TFunction,
  run: Pick<LedgerCheck, 'finishedAt' | 'schools' | 'broken'> | null,
): string {
  if (!run) return t('ledger.nightly.none');
  return t('ledger.nightly.latest', {
    at: formatSchoolDateTime(run.finishedAt),
    schools: t('ledger.nightly.schools', { count: run.schools }),
    broken: t('ledger.nightly.broken', { count: run.broken }),
  });
}
