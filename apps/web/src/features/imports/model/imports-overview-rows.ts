import type { ImportFailureCode, ImportOverviewRow, ImportState } from '@inventario/shared/contracts/imports';
import { failureCodeOf, RESULT_SECTIONS } from './import-result.ts';

export type OverviewStateColor = 'default' | 'info' | 'success' | 'warning' | 'error';

/**
 * The colour of an import's state chip: imported is done, failed and with errors went wrong, being
 * checked or imported is under way, ready and columns wait for someone, discarded is over.
 */
const STATE_COLORS: Record<ImportState, OverviewStateColor> = {
  validating: 'info',
  columns: 'warning',
  invalid: 'error',
  ready: 'warning',
  importing: 'info',
  imported: 'success',
  failed: 'error',
  discarded: 'default',
};

export function overviewStateColor(state: ImportState): OverviewStateColor {
  return STATE_COLORS[state];
}

/** The goods and the vouchers of an import: of its result once imported, else of the file as checked. */
export interface OverviewCounts {
  goods: number;
  vouchers: number;
}

/** The result's voucher kinds (its `lines` are the vouchers' lines, not vouchers). */
const VOUCHER_KINDS = RESULT_SECTIONS.vouchers.filter((key) => key !== 'lines');

/**
 * What the import holds, as the list shows it ("7 beni · 6 buoni"): the result's goods and vouchers
 * (every kind) once written, else the file's goods and movements as the check counted them; nothing
 * while the file is not read yet, or when it held none of them.
 */
export function overviewCounts(row: Pick<ImportOverviewRow, 'counts' | 'result'>): OverviewCounts | null {
  if (row.result) {
    const { result } = row;
    if (!('assets' in result) && !VOUCHER_KINDS.some((kind) => kind in result)) return null;
    return {
      goods: result.assets ?? 0,
      vouchers: VOUCHER_KINDS.reduce((sum, kind) => sum + (result[kind] ?? 0), 0),
    };
  }
  const { counts } = row;
  if (!('assets' in counts) && !('movements' in counts)) return null;
  return { goods: counts.assets ?? 0, vouchers: counts.movements ?? 0 };
}

/** What the details column says of an import, as a text key and its values; nothing for the others. */
export type OverviewDetail =
  | { kind: 'failure'; code: ImportFailureCode }
  | { kind: 'issues'; errors: number; warnings: number };

export function overviewDetail(
  row: Pick<ImportOverviewRow, 'state' | 'failureCode' | 'errorCount' | 'warningCount'>,
): OverviewDetail | null {
  if (row.state === 'failed') return { kind: 'failure', code: failureCodeOf(row.failureCode) };
  if (row.state === 'invalid' || (row.state === 'ready' && row.warningCount > 0))
    return { kind: 'issues', errors: row.errorCount, warnings: row.warningCount };
  return null;
}
