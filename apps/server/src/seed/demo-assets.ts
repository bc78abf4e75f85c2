import type { NewAsset } from '@inventario/shared/contracts/charges';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { toIsoDate } from '@inventario/shared/format/date';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sameSchool } from '../db/same-school.ts';
import { creditors, locations, sites, subcategories } from '../db/schema/index.ts';
import { inTenantTransaction } from '../db/tenant.ts';
import type { RequestContext } from '../http/request-context.ts';
import { createWaitingAsset } from '../modules/assets/assets.service.ts';
import { createCharge } from '../modules/charges/charges.service.ts';
import { closeYear, createYear } from '../modules/financial-years/financial-years.service.ts';
import { createUniversality } from '../modules/universalities/universalities.service.ts';
import { createVoucher } from '../modules/value-vouchers/value-vouchers.service.ts';
import {
  currentYearCharges,
  type DemoCharge,
  goodOf,
  incompleteUniversality,
  type Place,
  previousYearCharges,
  waitingGoods,
} from './demo-assets-data.ts';

/** Who a school's demo movements are made by: its DSGA, as if she had typed them. */
export interface DemoActor {
  username: string;
  fullName: string;
}

/** What the demo's movements of a school are made as. */
export function demoContext(customerCode: string, actor: DemoActor): RequestContext {
  return {
    subject: actor.username,
    username: actor.username,
    fullName: actor.fullName,
    roles: ['inv.default'],
    licenses: ['INV'],
    homeCustomerCode: customerCode,
    customerCode,
    sessionId: null,
    idempotency: undefined,
  };
}

/** The ids the demo's goods refer to by name: subcategories, places and creditors. */
async function lookups(db: Db, customerCode: string) {
  return inTenantTransaction(db, customerCode, async (tx) => {
    const subcategoryRows = await tx
      .select({ id: subcategories.id, code: subcategories.defaultCode })
      .from(subcategories)
      .where(and(eq(subcategories.customerCode, customerCode), isNotNull(subcategories.defaultCode)));
    const placeRows = await tx
      .select({ id: locations.id, site: sites.code, code: locations.code })
      .from(locations)
      .innerJoin(sites, sameSchool(sites, locations, eq(sites.id, locations.siteId)))
      .where(eq(locations.customerCode, customerCode));
    const creditorRows = await tx
      .select({ id: creditors.id, name: creditors.displayName })
      .from(creditors)
      .where(eq(creditors.customerCode, customerCode));
    const find = <T>(rows: T[], key: (row: T) => string, name: string) => {
      const row = rows.find((r) => key(r) === name);
      if (!row) throw new Error(`demo data: no ${name}`);
      return row as T & { id: number };
    };
    return {
      subcategory: (code: string) => find(subcategoryRows, (r) => r.code ?? '', code).id,
      place: (place: Place) => find(placeRows, (r) => `${r.site}/${r.code}`, place).id,
      creditor: (name: string) => find(creditorRows, (r) => r.name, name).id,
    };
  });
}

type Lookups = Awaited<ReturnType<typeof lookups>>;

function assetsOf(charge: DemoCharge, ids: Lookups, year: number, serials: Map<string, number>): NewAsset[] {
  return charge.lines.flatMap(([key, quantity, place]) => {
    const good = goodOf(key);
    return Array.from({ length: quantity }, () => {
      const serial = good.serial ? (serials.get(good.serial) ?? 0) + 1 : 0;
      if (good.serial) serials.set(good.serial, serial);
      return {
        description: good.description,
        subcategoryId: ids.subcategory(good.subcategory),
        historicalPrice: good.price,
        locationId: ids.place(place),
        brand: good.brand ?? null,
        serialNumber: good.serial ? `${good.serial}${year % 100}${String(serial).padStart(5, '0')}` : null,
      };
    });
  });
}

const DAY = 86_400_000;

/**
 * The current year's charges, evenly from mid-January to two weeks ago, so that users can still
 * charge with a recent date (registers are chronological); early in the year, up to today.
 */
function currentYearDates(count: number, today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  const january = Date.UTC(Number(today.slice(0, 4)), 0, 1);
  const [first, last] =
    end - 14 * DAY >= january + 11 * DAY ? [january + 11 * DAY, end - 14 * DAY] : [january, end];
  return Array.from({ length: count }, (_, i) =>
    new Date(first + Math.round(((last - first) * i) / Math.max(1, count - 1) / DAY) * DAY)
      .toISOString()
      .slice(0, 10),
  );
}

interface Seeding {
  db: Db;
  context: RequestContext;
  ids: Lookups;
  /** The last serial number given per serial prefix. */
  serials: Map<string, number>;
}

async function charge({ db, context, ids, serials }: Seeding, demo: DemoCharge, date: string, n: number) {
  return createCharge(db, context, {
    date,
    causal: demo.causal,
    creditorId: ids.creditor(demo.creditor),
    documentType: demo.causal === 'ACQ' ? 'Fattura' : 'Atto di donazione',
    documentDate: date,
    documentNumber: demo.causal === 'ACQ' ? `${n}/${date.slice(0, 4)}` : null,
    deliveryDate: date,
    assets: assetsOf(demo, ids, Number(date.slice(0, 4)), serials),
    waitingAssetIds: [],
  });
}

/**
 * A decrease (a damaged item, 15 % of its value) and an increase (an extraordinary maintenance of
 * 120 euro) of the current year's inventory assets, on the day of the last charge, through the value
 * voucher service: the value voucher screens and the assets' history show them.
 */
async function seedValueVouchers(
  db: Db,
  context: RequestContext,
  charged: readonly MovementWithAssets[],
  date: string,
) {
  const inventory = charged
    .flatMap((c) => c.assets)
    .filter((a) => a.assetClass === 'inventory' && !a.universalityId);
  const damaged = inventory.find((a) => a.actualPrice >= 400);
  const improved = inventory.find((a) => a.id !== damaged?.id && a.actualPrice >= 200);
  if (!damaged || !improved) return;
  await createVoucher(db, context, {
    type: MOVEMENT_TYPE.decrease,
    date,
    voucherType: 'DAN',
    notes: 'Danneggiamento accertato dal verbale della commissione',
    lines: [{ assetId: damaged.id, variation: Math.round(damaged.actualPrice * 15) / 100 }],
  });
  await createVoucher(db, context, {
    type: MOVEMENT_TYPE.increase,
    date,
    voucherType: 'MST',
    notes: 'Ampliamento della memoria e sostituzione del disco',
    lines: [{ assetId: improved.id, variation: 120 }],
  });
}

/**
 * The demo school's inventory: a previous year of charges, closed without depreciation, the current
 * year's charges, a few waiting assets and an incomplete universality, all made through the same
 * services as the API, so vouchers, inventory and durable numbers are real and gapless.
 */
export async function seedDemoAssets(db: Db, context: RequestContext, today = toIsoDate(new Date())) {
  const { customerCode } = context;
  const ids = await lookups(db, customerCode);
  const seeding = { db, context, ids, serials: new Map<string, number>() };
  const year = Number(today.slice(0, 4));
  await createYear(db, context, `${year - 1}-01-01`);
  await createYear(db, context, `${year}-01-01`);
  for (const [i, demo] of previousYearCharges.entries()) {
    await charge(seeding, demo, `${year - 1}-${demo.day}`, 100 + i * 7);
  }
  await closeYear(db, context, { toDepreciate: false, endDate: `${year - 1}-12-31` });
  const dates = currentYearDates(currentYearCharges.length, today);
  const charged: MovementWithAssets[] = [];
  for (const [i, demo] of currentYearCharges.entries()) {
    charged.push(await charge(seeding, demo, dates[i] ?? today, 10 + i * 9));
  }
  await seedValueVouchers(db, context, charged, dates.at(-1) ?? today);
  for (const [description, subcategory, price, place] of waitingGoods) {
    await createWaitingAsset(db, context, {
      description,
      subcategoryId: ids.subcategory(subcategory),
      historicalPrice: price,
      locationId: ids.place(place),
    });
  }
  const universality = await createUniversality(db, context, {
    description: incompleteUniversality.description,
  });
  for (const [description, subcategory, price] of incompleteUniversality.components) {
    await createWaitingAsset(db, context, {
      description,
      subcategoryId: ids.subcategory(subcategory),
      historicalPrice: price,
      locationId: ids.place(incompleteUniversality.place),
      universalityId: universality.id,
    });
  }
}
