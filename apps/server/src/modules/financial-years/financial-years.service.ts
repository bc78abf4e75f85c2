import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import {
  checkCloseYear,
  checkCreateYear,
  checkDeleteYear,
  checkReopenYear,
  YEAR_STATUS,
  type YearStatus,
  yearOf,
} from '@inventario/shared/domain/financial-years/financial-year';
import { asc, desc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { financialYears } from '../../db/schema/index.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import { hasPendingImport } from '../imports/index.ts';
import {
  lastRenewalYear,
  lockSchoolMovements,
  ongoingRenewal,
  refuseReopenAfterMerge,
} from '../movement-ledger/index.ts';
import { pendingConfirmedCount } from '../proposals/index.ts';
import {
  depreciateYear,
  dropYearPictures,
  removeYearDepreciation,
  takeYearPictures,
} from '../value-vouchers/depreciation.service.ts';
import * as repo from './financial-years.repo.ts';

/** Descriptions as the registers print them; the web shows its own translation of the code. */
export const YEAR_STATUS_DESCRIPTIONS: Record<YearStatus, string> = {
  [YEAR_STATUS.open]: 'Aperto',
  [YEAR_STATUS.closed]: 'Chiuso',
  [YEAR_STATUS.closedWithDepreciation]: 'Chiuso con ammortamento',
  [YEAR_STATUS.imported]: 'Importato',
};

function toFinancialYear(row: repo.YearRow & { movementCount: number }): FinancialYear {
  const code = row.status as YearStatus;
  return {
    id: row.id,
    year: row.year,
    startDate: row.startDate,
    endDate: row.endDate,
    status: { code, description: YEAR_STATUS_DESCRIPTIONS[code] },
    toDepreciate: row.toDepreciate,
    movementCount: row.movementCount,
  };
}

/** A year just written, with its movements counted. */
async function counted(tx: Tx, row: repo.YearRow): Promise<FinancialYear> {
  return toFinancialYear({
    ...row,
    movementCount: await repo.countMovementsOfYear(tx, row.customerCode, row.year),
  });
}

function stateOf(row: repo.YearRow) {
  return { year: row.year, status: row.status as YearStatus };
}

export function statusList() {
  return Object.entries(YEAR_STATUS_DESCRIPTIONS).map(([code, description]) => ({
    code: Number(code),
    description,
  }));
}

export async function listOpenYears(db: Db, context: RequestContext): Promise<FinancialYear[]> {
  const rows = await read(db, context, (tx) => repo.listYears(tx, context.customerCode));
  return rows.filter((r) => r.status === YEAR_STATUS.open).map(toFinancialYear);
}

export async function lastYear(db: Db, context: RequestContext): Promise<FinancialYear | null> {
  const [row] = await read(db, context, (tx) =>
    repo.listYears(tx, context.customerCode, [desc(financialYears.year)], { limit: 1, offset: 0 }),
  );
  return row ? toFinancialYear(row) : null;
}

/** Years newest first, as the client's year selectors list them. */
export async function yearList(db: Db, context: RequestContext): Promise<number[]> {
  const rows = await read(db, context, (tx) =>
    repo.listYears(tx, context.customerCode, [desc(financialYears.year)]),
  );
  return rows.map((r) => r.year);
}

export function searchYears(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: { sortDesc?: boolean | undefined },
) {
  const order = [search.sortDesc === false ? asc(financialYears.year) : desc(financialYears.year)];
  return read(db, context, async (tx) => ({
    financialYearList: (
      await repo.listYears(tx, context.customerCode, order, pageWindow(page.page, page.size))
    ).map(toFinancialYear),
    total: await repo.countYears(tx, context.customerCode),
  }));
}

/** While a renewal is ongoing the years stay as they are (spec 01 §8, 02 §4: `errorOngoingRenewal`). */
async function refuseDuringRenewal(tx: Tx, customerCode: string): Promise<void> {
  if (await ongoingRenewal(tx, customerCode))
    throw new AppError('errorOngoingRenewal', 'A renewal is ongoing');
}

/** Opens a new financial year on 1 January (`POST /financialYear`). */
export function createYear(db: Db, context: RequestContext, startDate: string): Promise<FinancialYear> {
  return mutate(db, context, async (tx) => {
    await refuseDuringRenewal(tx, context.customerCode);
    const years = await repo.lockYears(tx, context.customerCode);
    const check = checkCreateYear(years.map(stateOf), startDate);
    if (!check.ok) throw new AppError(check.code);
    // Spec 02 §5: the import may bring years of its own.
    if (await hasPendingImport(tx, context.customerCode)) throw new AppError('importPending');
    const saved = await repo.insertYear(tx, {
      customerCode: context.customerCode,
      year: yearOf(startDate),
      startDate,
      status: YEAR_STATUS.open,
    });
    await recordAudit(tx, context, {
      action: 'financialYear.create',
      entity: 'financialYear',
      entityId: saved.year,
      after: saved,
    });
    return toFinancialYear({ ...saved, movementCount: 0 });
  });
}

/**
 * Closes the older open year at `endDate` (`PUT /financialYear/close`). With `toDepreciate` the
 * year's depreciation is written in the same transaction (one 'DEP' decrease voucher per register,
 * DOMAIN §5) and the year is closed with depreciation (3); either way the registers' historical
 * pictures are taken. The school's movements are locked first, as a charge locks them, then the years.
 */
export function closeYear(
  db: Db,
  context: RequestContext,
  input: { toDepreciate: boolean; endDate: string },
): Promise<FinancialYear> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await lockSchoolMovements(tx, customerCode);
    await refuseDuringRenewal(tx, customerCode);
    const years = await repo.lockYears(tx, customerCode);
    const year = yearOf(input.endDate);
    const check = checkCloseYear({
      years: years.map(stateOf),
      endDate: input.endDate,
      lastMovementDate: await repo.lastMovementDateOfYear(tx, customerCode, year),
      confirmedProposals: await pendingConfirmedCount(tx, customerCode),
    });
    if (!check.ok) throw new AppError(check.code);
    const before = years.find((y) => y.year === year);
    if (!before) throw new AppError('yearNotFound');
    const vouchers = input.toDepreciate
      ? await depreciateYear(tx, context, { year, endDate: input.endDate })
      : [];
    const saved = await repo.updateYear(tx, customerCode, year, {
      status: input.toDepreciate ? YEAR_STATUS.closedWithDepreciation : YEAR_STATUS.closed,
      endDate: input.endDate,
      toDepreciate: input.toDepreciate,
      closedAt: new Date(),
    });
    await takeYearPictures(tx, customerCode, saved.id, input.endDate);
    await recordAudit(tx, context, {
      action: 'financialYear.close',
      entity: 'financialYear',
      entityId: year,
      before,
      after: { ...saved, depreciationVouchers: vouchers },
    });
    return counted(tx, saved);
  });
}

/**
 * Reopens the latest closed year (`PUT /financialYear/reopen`): its depreciation vouchers go, giving
 * the assets their values and the counter its numbers back, and so do its historical pictures.
 */
export function reopenYear(db: Db, context: RequestContext, year: number): Promise<FinancialYear> {
  return mutate(db, context, async (tx) => {
    await lockSchoolMovements(tx, context.customerCode);
    const years = await repo.lockYears(tx, context.customerCode);
    const check = checkReopenYear(years.map(stateOf), year);
    if (!check.ok) throw new AppError(check.code);
    const before = years.find((y) => y.year === year);
    if (!before) throw new AppError('yearNotFound');
    await refuseReopenAfterMerge(tx, context.customerCode, year);
    const removedVouchers = await removeYearDepreciation(tx, context, year);
    await dropYearPictures(tx, context.customerCode, before.id);
    const saved = await repo.updateYear(tx, context.customerCode, year, {
      status: YEAR_STATUS.open,
      endDate: null,
      toDepreciate: false,
      closedAt: null,
    });
    await recordAudit(tx, context, {
      action: 'financialYear.reopen',
      entity: 'financialYear',
      entityId: year,
      before,
      after: { ...saved, removedDepreciationVouchers: removedVouchers },
    });
    return counted(tx, saved);
  });
}

export function deleteYear(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const years = await repo.lockYears(tx, context.customerCode);
    const target = years.find((y) => y.id === id);
    if (!target) throw new AppError('yearNotFound');
    const movementCount = await repo.countMovementsOfYear(tx, context.customerCode, target.year);
    const check = checkDeleteYear(
      years.map(stateOf),
      target.year,
      movementCount,
      await lastRenewalYear(tx, context.customerCode),
    );
    if (!check.ok) throw new AppError(check.code);
    await repo.deleteYear(tx, context.customerCode, id);
    await recordAudit(tx, context, {
      action: 'financialYear.delete',
      entity: 'financialYear',
      entityId: target.year,
      before: target,
    });
  });
}
