import type { NewAsset } from '@inventario/shared/contracts/charges';
import { partyDisplayName } from '@inventario/shared/domain/parties/parties';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditors, locations, sites, subConsignees, subcategories } from '../db/schema/index.ts';
import { inTenantTransaction } from '../db/tenant.ts';
import type { RequestContext } from '../http/request-context.ts';
import { createCharge } from '../modules/charges/charges.service.ts';
import { createYear } from '../modules/financial-years/financial-years.service.ts';

/**
 * The inventory of the school that merges into the first one (DOMAIN §9): a technical institute in
 * Milano with one site, its own sub-consignee and two purchases of the merge's year, made before 31
 * August so that its DSGA can hand them over (`/merged`) and the first school can charge them (`/merger`).
 */

const SITE = { code: 'MI01', description: 'Sede "A. Volta"', address: 'Via Ventura 3', city: 'Milano' };
const LOCATIONS: [code: string, description: string, withSubConsignee: boolean][] = [
  ['A01', 'Segreteria', false],
  ['L01', 'Laboratorio di elettronica', true],
  ['L02', 'Laboratorio di informatica', false],
];
const SUB_CONSIGNEE = 'Prof. Andrea Colombo (laboratorio di elettronica)';
const CREDITOR = {
  vendorType: 'G',
  businessName: 'Elettronica Lombarda srl',
  vatNumber: '07643520159',
} as const;

/** Description, default subcategory, price, location code, how many. */
type Good = [string, string, number, string, number];
const PURCHASES: { day: string; goods: Good[] }[] = [
  {
    day: '02-10',
    goods: [
      ['Oscilloscopio digitale 100 MHz', 'movable.03.02', 640, 'L01', 2],
      ['Alimentatore da banco', 'movable.03.02', 185, 'L01', 4],
      ['Banco da laboratorio', 'movable.01.01', 420, 'L01', 2],
      ['Sgabello da laboratorio', 'movable.01.01', 38, 'L01', 6],
    ],
  },
  {
    day: '05-20',
    goods: [
      ['Personal computer desktop', 'movable.03.01', 720, 'L02', 3],
      ['Monitor 24 pollici', 'movable.03.01', 160, 'L02', 3],
      ['Stampante multifunzione', 'movable.03.01', 390, 'A01', 1],
      ['Armadio metallico', 'movable.01.01', 280, 'A01', 1],
    ],
  },
];

async function seedLists(db: Db, customerCode: string) {
  return inTenantTransaction(db, customerCode, async (tx) => {
    const [person] = await tx
      .insert(subConsignees)
      .values({ customerCode, description: SUB_CONSIGNEE })
      .returning({ id: subConsignees.id });
    const [site] = await tx
      .insert(sites)
      .values({ customerCode, ...SITE })
      .returning({ id: sites.id });
    if (!site || !person) throw new Error('demo: the merged school’s lists were not saved');
    const rooms = await tx
      .insert(locations)
      .values(
        LOCATIONS.map(([code, description, withSubConsignee]) => ({
          customerCode,
          siteId: site.id,
          code,
          description,
          subConsigneeId: withSubConsignee ? person.id : null,
        })),
      )
      .returning({ id: locations.id, code: locations.code });
    const [creditor] = await tx
      .insert(creditors)
      .values({ customerCode, ...CREDITOR, displayName: partyDisplayName(CREDITOR) })
      .returning({ id: creditors.id });
    const defaults = await tx
      .select({ id: subcategories.id, code: subcategories.defaultCode })
      .from(subcategories)
      .where(and(eq(subcategories.customerCode, customerCode), isNotNull(subcategories.defaultCode)));
    return {
      creditorId: creditor?.id ?? null,
      room: new Map(rooms.map((r) => [r.code, r.id])),
      subcategory: new Map(defaults.map((s) => [s.code ?? '', s.id])),
    };
  });
}

/** The merged school's year of the merge, open, with its two purchases. */
export async function seedMergedSchool(db: Db, context: RequestContext, mergeYear: number): Promise<void> {
  const ids = await seedLists(db, context.customerCode);
  await createYear(db, context, `${mergeYear}-01-01`);
  for (const [i, purchase] of PURCHASES.entries()) {
    const date = `${mergeYear}-${purchase.day}`;
    const assets: NewAsset[] = purchase.goods.flatMap(([description, subcategory, price, room, count]) =>
      Array.from({ length: count }, () => ({
        description,
        subcategoryId: ids.subcategory.get(subcategory) ?? 0,
        historicalPrice: price,
        locationId: ids.room.get(room) ?? null,
      })),
    );
    await createCharge(db, context, {
      date,
      causal: 'ACQ',
      creditorId: ids.creditorId,
      documentType: 'Fattura',
      documentDate: date,
      documentNumber: `${40 + i * 13}/${mergeYear}`,
      deliveryDate: date,
      assets,
      waitingAssetIds: [],
    });
  }
}
