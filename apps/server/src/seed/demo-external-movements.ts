import { externalStatusOf } from '@inventario/shared/domain/movements/external-selection';
import { toIsoDate } from '@inventario/shared/format/date';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sameSchool } from '../db/same-school.ts';
import { creditors, externalMovements, locations, sites, subcategories } from '../db/schema/index.ts';
import { inTenantTransaction } from '../db/tenant.ts';
import type { StoredLine } from '../modules/external-movements/external-movements.repo.ts';
import type { Place } from './demo-assets-data.ts';

type Good = [
  description: string,
  quantity: number,
  price: number,
  subcategory: string | null,
  place: Place | null,
];

interface DemoExternal {
  source: 'warehouse' | 'accounting';
  description: string;
  documentNumber: string;
  daysAgo: number;
  supplier: { name: string; vatNumber: string };
  /** Whether the supplier is known as one of the school's creditors (matched on import or completed). */
  matched: boolean;
  goods: Good[];
}

/**
 * What the school's other applications sent and nobody charged yet: two warehouse movements (one
 * completed, one to be completed) and two invoices from the accounting, one of a supplier the school
 * does not have among its creditors.
 */
const demoExternal: DemoExternal[] = [
  {
    source: 'warehouse',
    description: 'Movimento di magazzino n. 14 – monitor e docking station',
    documentNumber: 'MAG-14',
    daysAgo: 9,
    supplier: { name: 'Informatica Roma spa', vatNumber: '12345678903' },
    matched: true,
    goods: [
      ['Monitor 27" Full HD Philips', 2, 229, 'movable.03.01', 'RM01/L02'],
      ['Docking station USB-C', 1, 149, 'movable.03.01', 'RM01/L02'],
    ],
  },
  {
    source: 'warehouse',
    description: 'Movimento di magazzino n. 15 – laboratorio di scienze',
    documentNumber: 'MAG-15',
    daysAgo: 6,
    supplier: { name: 'Scientifica Didattica srl', vatNumber: '04567890126' },
    matched: true,
    goods: [
      ['Microscopio binoculare con illuminazione LED', 1, 385, 'movable.02.02', 'RM02/L01'],
      ['Kit di elettronica per laboratorio', 3, 65, null, null],
    ],
  },
  {
    source: 'accounting',
    description: 'Fattura n. 311/2026 – arredi sala docenti',
    documentNumber: '311/2026',
    daysAgo: 5,
    supplier: { name: 'Arredi Scolastici Lazio srl', vatNumber: '00743110157' },
    matched: true,
    goods: [
      ['Cattedra con cassettiera', 1, 420, 'movable.01.01', 'RM01/A10'],
      ['Sedia ergonomica per docenti', 4, 145, null, null],
    ],
  },
  {
    source: 'accounting',
    description: 'Fattura n. 57/2026 – attrezzi per la palestra',
    documentNumber: '57/2026',
    daysAgo: 3,
    supplier: { name: 'Sport Italia Forniture srl', vatNumber: '07654321096' },
    matched: false,
    goods: [['Tappeto per ginnastica 200x100 cm', 2, 89, null, null]],
  },
];

const DAY = 86_400_000;

/** The demo school's external movements, as an import would leave them (no charge takes them yet). */
export async function seedDemoExternalMovements(db: Db, customerCode: string, today = toIsoDate(new Date())) {
  await inTenantTransaction(db, customerCode, async (tx) => {
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
    const idOf = <T extends { id: number }>(rows: T[], matches: (row: T) => boolean, what: string) => {
      const row = rows.find(matches);
      if (!row) throw new Error(`demo data: no ${what}`);
      return row.id;
    };
    for (const demo of demoExternal) {
      const lines: StoredLine[] = demo.goods.map(([description, quantity, price, subcategory, place]) => ({
        description,
        quantity,
        unitPriceCents: Math.round(price * 100),
        subcategoryId: subcategory ? idOf(subcategoryRows, (r) => r.code === subcategory, subcategory) : null,
        locationId: place ? idOf(placeRows, (r) => `${r.site}/${r.code}` === place, place) : null,
        brand: null,
      }));
      const creditorId = demo.matched
        ? idOf(creditorRows, (r) => r.name === demo.supplier.name, demo.supplier.name)
        : null;
      const totalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
      await tx.insert(externalMovements).values({
        customerCode,
        source: demo.source,
        description: demo.description,
        documentNumber: demo.documentNumber,
        documentDate: toIsoDate(new Date(Date.parse(`${today}T00:00:00Z`) - demo.daysAgo * DAY)),
        supplierName: demo.supplier.name,
        supplierVatNumber: demo.supplier.vatNumber,
        creditorId,
        status: externalStatusOf({ source: demo.source, creditorId, lines }),
        totalValue: (totalCents / 100).toFixed(2),
        payload: { lines },
      });
    }
  });
}
