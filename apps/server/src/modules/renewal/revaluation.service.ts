import type { Renewal } from '@inventario/shared/contracts/renewal';
import type {
  RenewalRevaluation,
  RevaluationAsset,
  ValueSummaryRowView,
} from '@inventario/shared/contracts/renewal-values';
import { categoryCodeText } from '@inventario/shared/domain/catalogue/register-acronym';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { checkVoucherChange } from '@inventario/shared/domain/movements/value-voucher';
import {
  type RevaluedAsset,
  revaluationSummaries,
  type ValueSummaryRow,
} from '@inventario/shared/domain/renewal/revaluation';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as ledger from '../movement-ledger/index.ts';
import { renewalFor, requireLicence, requireRenewal } from './renewal.service.ts';
import { renewalView, yearOf } from './renewal-view.ts';
import * as repo from './revaluation.repo.ts';

/**
 * The renewal's revaluation (DOMAIN §8, spec 02 §4): every good still in the registers takes its
 * mapped subcategory and its new actual value (the commission's estimate, else today's value after
 * depreciation), through value vouchers dated the renewal date so that Model K balances: per register
 * one increase voucher ('RIV', Rivalutazione) for the goods whose value rises and one decrease voucher
 * ('SVA', Svalutazione) for those whose value falls. The targets' rates from the next year are the
 * mapping's. Taking it back deletes the vouchers as a value voucher's deletion does, and restores
 * values, subcategories and rates exactly.
 */

/** The value voucher types of the revaluation: the list's own 'Rivalutazione' and 'Svalutazione'. */
export const REVALUATION_VOUCHER_TYPE = { increase: 'RIV', decrease: 'SVA' } as const;

/** History actions of the revaluation (`GET /movement/history/fromAsset/{id}`). */
export const REVALUATION_HISTORY_ACTION = {
  revalue: 'renewalRevaluation',
  revert: 'renewalRevaluationReverted',
} as const;

const euros = (row: ValueSummaryRow, label: string): ValueSummaryRowView => ({
  key: row.key,
  label,
  assets: row.assets,
  before: centsToEuros(row.beforeCents),
  after: centsToEuros(row.afterCents),
  variation: centsToEuros(row.variationCents),
});

/** The rule's view of a good: after the revaluation, its recorded new value stands as the estimate. */
function revalued(good: repo.GoodFigures): RevaluedAsset {
  return {
    assetId: good.assetId,
    registerKind: good.registerKind,
    categoryId: good.categoryId,
    subcategoryId: good.subcategoryId,
    beforeCents: good.beforeCents,
    estimateCents: good.afterCents === good.beforeCents ? null : good.afterCents,
    adjustment: good.adjustment,
  };
}

async function revaluationOf(
  tx: Tx,
  customerCode: string,
  row: Awaited<ReturnType<typeof requireRenewal>>,
): Promise<RenewalRevaluation> {
  const done = row.revalued_at !== null;
  const [figures, labels, vouchers] = await Promise.all([
    repo.goodFigures(tx, customerCode, row.id, done),
    repo.subcategoryLabels(tx, customerCode),
    done ? repo.revaluationVouchers(tx, customerCode, row.id) : Promise.resolve([]),
  ]);
  const summaries = revaluationSummaries(figures.map(revalued));
  const subcategories = new Map(labels.map((s) => [s.id, s]));
  const categories = new Map(labels.map((s) => [s.categoryId, s]));
  const registers = new Map(labels.map((s) => [s.registerKind as string, s.registerDescription]));
  const subcategoryLabel = (id: string | number) => {
    const s = subcategories.get(Number(id));
    return s ? `${categoryCodeText(s.registerKind, s.categoryCode)}.${s.code} ${s.description}` : String(id);
  };
  const categoryLabel = (id: string | number) => {
    const c = categories.get(Number(id));
    return c ? `${categoryCodeText(c.registerKind, c.categoryCode)} ${c.categoryDescription}` : String(id);
  };
  return {
    renewalId: row.id,
    renewalDate: row.renewal_date,
    revalued: done,
    revaluedAt: row.revalued_at,
    summaries: {
      bySubcategory: summaries.bySubcategory.map((r) => euros(r, subcategoryLabel(r.key))),
      byCategory: summaries.byCategory.map((r) => euros(r, categoryLabel(r.key))),
      byAdjustment: summaries.byAdjustment.map((r) => euros(r, String(r.key))),
      byRegister: summaries.byRegisterKind.map((r) =>
        euros(r, registers.get(String(r.key)) ?? String(r.key)),
      ),
      total: euros(summaries.total, 'total'),
    },
    vouchers: vouchers.map((v) => ({
      movementId: v.id,
      type: v.type === MOVEMENT_TYPE.increase ? MOVEMENT_TYPE.increase : MOVEMENT_TYPE.decrease,
      year: v.year,
      number: v.number,
      registerKind: v.registerKind,
      assets: v.assets,
      total: centsToEuros(v.totalCents),
    })),
  };
}

/**
 * `GET /renewal/{id}/revaluation`: before the revaluation what it would do, after it what it did;
 * the summaries whole, the goods through `revaluationAssets`.
 */
export function getRevaluation(db: Db, context: RequestContext, id: number): Promise<RenewalRevaluation> {
  requireLicence(context);
  return read(db, context, async (tx) =>
    revaluationOf(tx, context.customerCode, await requireRenewal(tx, context.customerCode, id)),
  );
}

/** `GET /renewal/{id}/revaluation/assets/{page}/{size}`: a page of the goods, in register and number order. */
export function revaluationAssets(
  db: Db,
  context: RequestContext,
  params: { id: number; page: number; size: number },
): Promise<{ assets: RevaluationAsset[]; total: number }> {
  requireLicence(context);
  return read(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const row = await requireRenewal(tx, customerCode, params.id);
    const [page, labels] = await Promise.all([
      repo.goodsPage(
        tx,
        customerCode,
        row.id,
        row.revalued_at !== null,
        pageWindow(params.page, params.size),
      ),
      repo.subcategoryLabels(tx, customerCode),
    ]);
    const subcategories = new Map(labels.map((s) => [s.id, s]));
    const ref = (id: number) => {
      const s = subcategories.get(id);
      return { id, code: s?.code ?? '', description: s?.description ?? '' };
    };
    return {
      total: page.total,
      assets: page.rows.map((good) => {
        const target = subcategories.get(good.subcategoryId);
        return {
          assetId: good.assetId,
          description: good.description,
          registerKind: good.registerKind,
          inventoryNumber: good.inventoryNumber,
          category: {
            id: good.categoryId,
            code: target?.categoryCode ?? '',
            description: target?.categoryDescription ?? '',
          },
          subcategoryBefore: ref(good.subcategoryBefore),
          subcategoryAfter: ref(good.subcategoryId),
          before: centsToEuros(good.beforeCents),
          after: centsToEuros(good.afterCents),
          variation: centsToEuros(good.afterCents - good.beforeCents),
          adjustment: good.adjustment,
        };
      }),
    };
  });
}

/** The school's movements first, then the renewal (the order charges take them in), refused by the rule. */
async function lockedFor(tx: Tx, customerCode: string, id: number, action: 'revalue' | 'revertRevaluation') {
  await ledger.lockSchoolMovements(tx, customerCode);
  return renewalFor(tx, customerCode, id, action);
}

/**
 * `PUT /renewal/{id}/revaluation`: after the mapping is confirmed, once. In one transaction, a few
 * statements whatever the number of goods: the goods' values and subcategories recorded, the
 * vouchers (dated the renewal date, in an open year, not before the last movement), their lines, the
 * goods' values and history, the targets' rates from the next year, the audit event.
 */
export function revalue(db: Db, context: RequestContext, id: number): Promise<Renewal> {
  requireLicence(context);
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const row = await lockedFor(tx, customerCode, id, 'revalue');
    const date = row.renewal_date;
    await ledger.checkYearOpen(tx, customerCode, date);
    await ledger.checkAfterLastMovement(tx, customerCode, date);
    const needs = await repo.voucherNeeds(tx, customerCode, id);
    const vouchers: { registerId: number; direction: 1 | -1; movementId: number; number: number }[] = [];
    for (const need of needs) {
      const increase = need.direction > 0;
      const voucher = await ledger.insertVoucher(tx, context, {
        type: increase ? MOVEMENT_TYPE.increase : MOVEMENT_TYPE.decrease,
        date,
        voucherType: increase ? REVALUATION_VOUCHER_TYPE.increase : REVALUATION_VOUCHER_TYPE.decrease,
        notes: `Rinnovo inventariale ${yearOf(row)}: ${increase ? 'rivalutazione' : 'svalutazione'}`,
        totalCents: need.totalCents,
      });
      vouchers.push({ ...need, movementId: voucher.id, number: voucher.number });
    }
    const goods = await repo.revalueGoods(
      tx,
      customerCode,
      id,
      vouchers,
      REVALUATION_HISTORY_ACTION.revalue,
      context.username,
    );
    await repo.setTargetRates(tx, customerCode, id, yearOf(row) + 1);
    await repo.setRevaluedAt(tx, customerCode, id, true);
    await recordAudit(tx, context, {
      action: 'renewal.revalue',
      entity: 'renewal',
      entityId: id,
      after: {
        goods,
        vouchers: vouchers.map((v) => ({
          movementId: v.movementId,
          number: v.number,
          registerId: v.registerId,
        })),
      },
    });
    return renewalView(tx, customerCode, await requireRenewal(tx, customerCode, id));
  });
}

/**
 * `DELETE /renewal/{id}/revaluation`: before the renumbering. Each voucher goes as a value voucher's
 * deletion takes it (`value-vouchers` `deleteVoucher`'s rule: in an open year, the latest of its type,
 * no later movement holding its goods; its number back to the counter), here for all the goods at
 * once; values, subcategories and the targets' rates come back as they were.
 */
export function revertRevaluation(db: Db, context: RequestContext, id: number): Promise<Renewal> {
  requireLicence(context);
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await lockedFor(tx, customerCode, id, 'revertRevaluation');
    const vouchers = await repo.revaluationVouchers(tx, customerCode, id);
    const belowZero = await repo.belowZeroOnRevert(tx, customerCode, id);
    if (belowZero.length > 0) throw new AppError('variationBelowZero', undefined, { assetIds: belowZero });
    await repo.restoreValues(tx, customerCode, id, REVALUATION_HISTORY_ACTION.revert, context.username);
    await repo.deleteValues(tx, customerCode, id);
    // The latest number of each type first, so that each voucher is the latest when it goes.
    const latestFirst = [...vouchers].sort((a, b) => a.type - b.type || b.number - a.number);
    for (const voucher of latestFirst) {
      const facts = await ledger.voucherFacts(tx, customerCode, voucher);
      ledger.refuse(checkVoucherChange({ isDepreciation: false, ...facts }, 'delete'), {
        movementId: voucher.id,
      });
      await ledger.removeVoucher(tx, customerCode, voucher);
    }
    await repo.restoreTargetRates(tx, customerCode, id);
    await repo.setRevaluedAt(tx, customerCode, id, false);
    await recordAudit(tx, context, {
      action: 'renewal.revaluation.revert',
      entity: 'renewal',
      entityId: id,
      before: { vouchers: vouchers.map((v) => ({ movementId: v.id, type: v.type, number: v.number })) },
    });
    return renewalView(tx, customerCode, await requireRenewal(tx, customerCode, id));
  });
}
