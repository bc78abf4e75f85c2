import type {
  DepreciationTotal,
  RegisterDepreciation,
  RegisterPicture,
} from '@inventario/shared/contracts/value-vouchers';
import {
  type FirstYearRule,
  firstYearRules,
  rateHalves,
} from '@inventario/shared/domain/depreciation/depreciation';
import { lastDayOf, YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { centsToEuros } from '@inventario/shared/format/currency';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { financialYears } from '../../db/schema/index.ts';
import { read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { subcategoriesWithRate } from '../catalogue/index.ts';
import { giveBackVoucherNumber, voucherNumbersTaken } from '../numbering/numbering.service.ts';
import * as repo from './depreciation.repo.ts';

function ruleOf(value: string): FirstYearRule {
  return (firstYearRules as readonly string[]).includes(value) ? (value as FirstYearRule) : 'none';
}

async function scopeOf(
  tx: Tx,
  customerCode: string,
  year: number,
  endDate: string,
): Promise<repo.DepreciationScope> {
  const rule = ruleOf(await repo.firstYearRule(tx, customerCode));
  return { customerCode, year, endDate, firstYearHalves: rateHalves(rule, true) };
}

async function findYear(tx: Tx, customerCode: string, year: number) {
  const [row] = await tx
    .select()
    .from(financialYears)
    .where(and(eq(financialYears.customerCode, customerCode), eq(financialYears.year, year)));
  if (!row) throw new AppError('yearNotFound');
  return row;
}

/** The date a preview closes at: the year's end date once closed, else its 31 December. */
function previewEnd(row: { year: number; endDate: string | null; status: number }): string {
  return row.status !== YEAR_STATUS.open && row.endDate ? row.endDate : lastDayOf(row.year);
}

function isDone(row: { status: number }): boolean {
  return row.status === YEAR_STATUS.closedWithDepreciation;
}

const money = (figures: repo.RegisterFigures) => ({
  assetCount: figures.assetCount,
  actualValue: centsToEuros(figures.actualCents),
  depreciation: centsToEuros(figures.depreciationCents),
  residualValue: centsToEuros(figures.actualCents - figures.depreciationCents),
});

/**
 * `GET /movement/valueVoucher/depreciation/{year}/total`: by register, what closing the year with
 * depreciation would write (at its 31 December, or at its end date once closed), or, once done, the
 * figures of its vouchers. Totals are sums of the lines' cents.
 */
export function depreciationTotal(db: Db, context: RequestContext, year: number): Promise<DepreciationTotal> {
  return read(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const row = await findYear(tx, customerCode, year);
    const done = isDone(row);
    const figures = done
      ? await repo.doneByRegister(tx, customerCode, year)
      : await repo.previewByRegister(tx, await scopeOf(tx, customerCode, year, previewEnd(row)));
    const byId = new Map(figures.map((f) => [f.registerId, f]));
    const registers = (await repo.schoolRegisters(tx, customerCode)).flatMap((r) => {
      const found = byId.get(r.id);
      if (!found) return [];
      return [
        { registerId: r.id, description: r.description, ...money(found), voucherId: found.voucherId ?? null },
      ];
    });
    const totalCents = figures.reduce((sum, f) => sum + f.depreciationCents, 0);
    return { year, done, registers, total: centsToEuros(totalCents) };
  });
}

/** `GET /movement/valueVoucher/depreciation/{year}/register/{registerId}/total`: one register by subcategory. */
export function registerDepreciation(
  db: Db,
  context: RequestContext,
  year: number,
  registerId: number,
): Promise<RegisterDepreciation> {
  return read(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const row = await findYear(tx, customerCode, year);
    const register = (await repo.schoolRegisters(tx, customerCode)).find((r) => r.id === registerId);
    if (!register) throw new AppError('notFound', 'No such register');
    const figures = isDone(row)
      ? await repo.doneBySubcategory(tx, customerCode, year, registerId)
      : await repo.previewBySubcategory(
          tx,
          await scopeOf(tx, customerCode, year, previewEnd(row)),
          registerId,
        );
    const ids = figures.map((f) => f.subcategoryId);
    const details = await subcategoriesWithRate(tx, customerCode, ids, year);
    const byId = new Map(figures.map((f) => [f.subcategoryId, f]));
    return {
      registerId,
      description: register.description,
      subcategories: details.map((s) => ({
        subcategoryId: s.id,
        code: s.code,
        description: s.description,
        rate: s.percent === null ? 0 : Number(s.percent),
        ...money(byId.get(s.id) as repo.RegisterFigures),
      })),
      total: centsToEuros(figures.reduce((sum, f) => sum + f.depreciationCents, 0)),
    };
  });
}

/**
 * Closing with depreciation (DOMAIN §5), inside the close's transaction, after its checks and with
 * the school's movements locked: one decrease voucher 'DEP' per register with something to
 * depreciate, dated the close date, numbered after the year's last decrease voucher (in the registers'
 * order), with one line per inventory asset whose quota is above zero; the assets' values and history.
 * One statement does it all (`writeDepreciation`). Answers the vouchers.
 */
export async function depreciateYear(
  tx: Tx,
  context: RequestContext,
  close: { year: number; endDate: string },
): Promise<repo.WrittenVoucher[]> {
  const customerCode = context.customerCode;
  const scope = await scopeOf(tx, customerCode, close.year, close.endDate);
  return repo.writeDepreciation(tx, scope, {
    numbersTaken: (count) => voucherNumbersTaken(customerCode, MOVEMENT_TYPE.decrease, close.year, count),
    notes: `Ammortamento ${close.year}`,
    actorUsername: context.username,
  });
}

/** Reopening a year closed with depreciation: its 'DEP' vouchers go, values and numbers come back. */
export async function removeYearDepreciation(
  tx: Tx,
  context: RequestContext,
  year: number,
): Promise<number[]> {
  const customerCode = context.customerCode;
  const vouchers = await repo.depreciationVouchers(tx, customerCode, year);
  await repo.removeDepreciation(
    tx,
    customerCode,
    vouchers.map((v) => v.id),
    context.username,
  );
  for (const voucher of [...vouchers].reverse()) await giveBackVoucherNumber(tx, customerCode, voucher);
  return vouchers.map((v) => v.id);
}

/** The historical pictures are taken at every close. */
export function takeYearPictures(
  tx: Tx,
  customerCode: string,
  yearId: number,
  endDate: string,
): Promise<void> {
  return repo.takePictures(tx, customerCode, yearId, endDate);
}

export function dropYearPictures(tx: Tx, customerCode: string, yearId: number): Promise<void> {
  return repo.deletePictures(tx, customerCode, yearId);
}

/** `GET /financialYear/{id}/pictures`: a closed year's pictures (none for an open year). */
export function yearPictures(db: Db, context: RequestContext, yearId: number): Promise<RegisterPicture[]> {
  return read(db, context, async (tx) => {
    const [row] = await tx
      .select({ id: financialYears.id })
      .from(financialYears)
      .where(and(eq(financialYears.customerCode, context.customerCode), eq(financialYears.id, yearId)));
    if (!row) throw new AppError('yearNotFound');
    const rows = await repo.yearPictures(tx, context.customerCode, yearId);
    return rows.map((r) => ({
      registerId: r.registerId,
      description: r.description,
      assetClass: r.assetClass as 'inventory' | 'durable',
      assetCount: r.assetCount,
      historicalValue: centsToEuros(r.historicalCents),
      actualValue: centsToEuros(r.actualCents),
      takenAt: r.takenAt.toISOString(),
    }));
  });
}
