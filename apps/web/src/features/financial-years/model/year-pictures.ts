import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { RegisterPicture } from '@inventario/shared/contracts/value-vouchers';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { centsToEuros, eurosToCents } from '@inventario/shared/format/currency';

/**
 * The historical pictures (DOMAIN §5): every close takes one per register and class, so a closed year
 * has them; an open year has none, and an imported one was never closed here.
 */
export function hasPictures(year: Pick<FinancialYear, 'status'>): boolean {
  return year.status.code === YEAR_STATUS.closed || year.status.code === YEAR_STATUS.closedWithDepreciation;
}

export interface PictureFigures {
  assetCount: number;
  historicalValue: number;
  actualValue: number;
}

export interface PicturesView {
  /** By register in the school's order, inventory before durable within a register. */
  rows: RegisterPicture[];
  /** Totals of each class and of all, summed in cents. */
  totals: { inventory: PictureFigures; durable: PictureFigures; all: PictureFigures };
  /** When the pictures were taken (the close); all are taken at once. */
  takenAt: string | undefined;
}

const CLASS_ORDER = { inventory: 0, durable: 1 } as const;

function sum(rows: readonly RegisterPicture[]): PictureFigures {
  let assetCount = 0;
  let historicalCents = 0;
  let actualCents = 0;
  for (const row of rows) {
    assetCount += row.assetCount;
    historicalCents += eurosToCents(row.historicalValue);
    actualCents += eurosToCents(row.actualValue);
  }
  return {
    assetCount,
    historicalValue: centsToEuros(historicalCents),
    actualValue: centsToEuros(actualCents),
  };
}

/** The pictures of a closed year as one table: ordered rows, totals per class and the taking time. */
export function picturesView(pictures: readonly RegisterPicture[]): PicturesView {
  const rows = [...pictures].sort(
    (a, b) => a.registerId - b.registerId || CLASS_ORDER[a.assetClass] - CLASS_ORDER[b.assetClass],
  );
  const takenAt = rows.map((row) => row.takenAt).sort()[0];
  return {
    rows,
    totals: {
      inventory: sum(rows.filter((row) => row.assetClass === 'inventory')),
      durable: sum(rows.filter((row) => row.assetClass === 'durable')),
      all: sum(rows),
    },
    takenAt,
  };
}
