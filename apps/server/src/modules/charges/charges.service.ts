import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { ChargeCreate, MovementWithAssets, NewAsset } from '@inventario/shared/contracts/charges';
import { classify } from '@inventario/shared/domain/assets/threshold';
import {
  checkMovementYear,
  type YearStatus,
  yearOf,
} from '@inventario/shared/domain/financial-years/financial-year';
import { isChargeCausal } from '@inventario/shared/domain/movements/causals';
import {
  checkChargeSize,
  checkDurableNumbering,
  checkMovementDate,
} from '@inventario/shared/domain/movements/charge-rules';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { centsToEuros, eurosToCents } from '@inventario/shared/format/currency';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import {
  isDurableKind,
  takeDurableRegisterNumbers,
  takeInventoryNumbers,
  takeVoucherNumber,
} from '../numbering/numbering.service.ts';
import * as repo from './charges.repo.ts';

type SubcategoryInfo = Awaited<ReturnType<typeof repo.subcategoriesWithRegister>>[number];

interface PlannedAsset {
  input: NewAsset;
  cents: number;
  assetClass: 'inventory' | 'durable';
  subcategory: SubcategoryInfo;
  inventoryNumber: number | null;
  durableNumber: number | null;
}

async function checkChargeInput(
  tx: Tx,
  customerCode: string,
  input: ChargeCreate,
): Promise<Map<number, SubcategoryInfo>> {
  const size = checkChargeSize(input.assets.length);
  if (!size.ok) throw new AppError(size.code);
  if (!isChargeCausal(input.causal)) throw new AppError('unknownCausal');
  const years = (await repo.shareYears(tx, customerCode)).map((y) => ({
    year: y.year,
    status: y.status as YearStatus,
  }));
  const year = checkMovementYear(years, input.date);
  if (!year.ok) throw new AppError(year.code);
  const date = checkMovementDate(input.date, await repo.lastMovementDate(tx, customerCode));
  if (!date.ok)
    throw new AppError(date.code, undefined, {
      lastMovementDate: await repo.lastMovementDate(tx, customerCode),
    });
  if (input.creditorId && !(await repo.creditorExists(tx, customerCode, input.creditorId))) {
    throw new AppError('notFound', 'No such creditor');
  }
  const subcategoryIds = [...new Set(input.assets.map((a) => a.subcategoryId))];
  const found = new Map(
    (await repo.subcategoriesWithRegister(tx, customerCode, subcategoryIds)).map((s) => [s.id, s]),
  );
  if (found.size !== subcategoryIds.length) throw new AppError('notFound', 'No such subcategory');
  const locationIds = [...new Set(input.assets.flatMap((a) => (a.locationId ? [a.locationId] : [])))];
  if ((await repo.existingLocationIds(tx, customerCode, locationIds)).size !== locationIds.length) {
    throw new AppError('notFound', 'No such active location');
  }
  return found;
}

/**
 * Numbers the assets: inventory assets take consecutive numbers of their register, durable ones of
 * their durable register, in the order the charge lists them (DOMAIN §2–§3).
 */
async function numberAssets(tx: Tx, customerCode: string, planned: PlannedAsset[]): Promise<void> {
  const groups = new Map<string, PlannedAsset[]>();
  for (const asset of planned) {
    const key = `${asset.assetClass}:${asset.subcategory.registerId}`;
    groups.set(key, [...(groups.get(key) ?? []), asset]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    const register = first.subcategory;
    if (first.assetClass === 'inventory') {
      const start = await takeInventoryNumbers(tx, customerCode, register.registerId, group.length);
      group.forEach((asset, i) => {
        asset.inventoryNumber = start + i;
      });
      continue;
    }
    const durable = checkDurableNumbering(
      register.hasDurableRegister && isDurableKind(register.registerKind),
    );
    if (!durable.ok || !isDurableKind(register.registerKind)) throw new AppError('durableRegisterMissing');
    const start = await takeDurableRegisterNumbers(tx, customerCode, register.registerKind, group.length);
    group.forEach((asset, i) => {
      asset.durableNumber = start + i;
    });
  }
}

/**
 * Charges new assets into the inventory (`POST /movement/charge`): one voucher, numbered per type and
 * year, its assets numbered per register, each asset's history and the audit event, all in one
 * transaction.
 */
export function createCharge(
  db: Db,
  context: RequestContext,
  input: ChargeCreate,
): Promise<MovementWithAssets> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await repo.lockSchoolMovements(tx, customerCode);
    const subcategories = await checkChargeInput(tx, customerCode, input);
    const planned: PlannedAsset[] = input.assets.map((asset) => {
      const cents = eurosToCents(asset.historicalPrice);
      const subcategory = subcategories.get(asset.subcategoryId);
      if (!subcategory) throw new AppError('notFound', 'No such subcategory');
      return {
        input: asset,
        cents,
        assetClass: classify(cents),
        subcategory,
        inventoryNumber: null,
        durableNumber: null,
      };
    });
    await numberAssets(tx, customerCode, planned);

    const year = yearOf(input.date);
    const number = await takeVoucherNumber(tx, customerCode, MOVEMENT_TYPE.charge, year);
    const totalCents = planned
      .filter((a) => a.assetClass === 'inventory')
      .reduce((sum, a) => sum + a.cents, 0);
    const { assets: _assets, ...voucher } = input;
    const movementId = await repo.insertMovement(tx, {
      ...voucher,
      customerCode,
      type: MOVEMENT_TYPE.charge,
      year,
      number,
      totalCents,
      createdBy: context.username,
    });
    const saved = await repo.insertAssets(
      tx,
      planned.map((a) => ({
        customerCode,
        description: a.input.description,
        registerId: a.subcategory.registerId,
        subcategoryId: a.subcategory.id,
        assetClass: a.assetClass,
        inventoryNumber: a.inventoryNumber,
        durableNumber: a.durableNumber,
        originalInventoryNumber: a.input.originalInventoryNumber ?? null,
        historicalPriceCents: a.cents,
        actualPriceCents: a.cents,
        purchaseDate: a.input.purchaseDate ?? null,
        chargeDate: input.date,
        locationId: a.input.locationId ?? null,
        serialNumber: a.input.serialNumber ?? null,
        brand: a.input.brand ?? null,
        chassis: a.input.chassis ?? null,
        licensePlate: a.input.licensePlate ?? null,
        editor: a.input.editor ?? null,
        author: a.input.author ?? null,
        notes: a.input.notes ?? null,
        status: ASSET_STATUS.charged,
        chargeMovementId: movementId,
      })),
    );
    await repo.insertLines(
      tx,
      saved.map((asset, position) => ({
        customerCode,
        movementId,
        assetId: asset.id,
        position,
        valueCents: asset.historicalPriceCents,
      })),
    );
    await repo.insertHistory(
      tx,
      saved.map((asset) => ({
        customerCode,
        assetId: asset.id,
        actorUsername: context.username,
        action: 'charge',
        movementId,
      })),
    );
    const result = await getMovementWithAssets(tx, customerCode, movementId);
    await recordAudit(tx, context, {
      action: 'charge.create',
      entity: 'movement',
      entityId: movementId,
      after: { ...voucher, number, year, assets: saved.length },
    });
    return result;
  });
}

async function getMovementWithAssets(tx: Tx, customerCode: string, id: number): Promise<MovementWithAssets> {
  const found = await repo.findMovement(tx, customerCode, id);
  if (!found) throw new AppError('notFound', 'No such movement');
  const m = found.movement;
  const lines = await repo.findMovementLines(tx, customerCode, id);
  return {
    id: m.id,
    type: m.type,
    year: m.year,
    number: m.number,
    date: m.date,
    causal: m.causal,
    creditor:
      m.creditorId === null ? null : { id: m.creditorId, description: found.creditorDescription ?? '' },
    documentType: m.documentType,
    documentDate: m.documentDate,
    documentNumber: m.documentNumber,
    deliveryDate: m.deliveryDate,
    deliveryNumber: m.deliveryNumber,
    orderDate: m.orderDate,
    orderNumber: m.orderNumber,
    notes: m.notes,
    status: m.status,
    totalValue: centsToEuros(m.totalCents),
    assets: lines.map(
      ({
        historicalPriceCents,
        actualPriceCents,
        valueCents,
        locationId,
        locationCode,
        locationDescription,
        ...l
      }) => ({
        ...l,
        assetClass: l.assetClass as 'inventory' | 'durable',
        origin: l.origin as 'charge' | 'waiting',
        historicalPrice: centsToEuros(historicalPriceCents),
        actualPrice: centsToEuros(actualPriceCents),
        value: centsToEuros(valueCents),
        location:
          locationId === null
            ? null
            : { id: locationId, code: locationCode ?? '', description: locationDescription ?? '' },
      }),
    ),
    // Worked out by the charge edit rules (issue 4, in progress): until then nothing is editable.
    editable: { content: false, assets: false, deletable: false },
  };
}

export function movementWithAssets(db: Db, context: RequestContext, id: number): Promise<MovementWithAssets> {
  return read(db, context, (tx) => getMovementWithAssets(tx, context.customerCode, id));
}
