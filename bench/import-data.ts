import type {
  WorkbookRow,
  WorkbookSheet,
} from '../apps/server/src/modules/imports/templates/workbook-writer.ts';
import { WHOLE_INVENTORY_SHEETS } from '../packages/shared/src/domain/imports/import-format.ts';

/**
 * A school's whole inventory in the type-1 format, as large as issue 16's benchmark asks: `assets`
 * goods charged by `charges` vouchers over three years, the first two closed with their depreciation
 * (one voucher each, a line per inventory good), the rest of `movements` discharge proposals and
 * discharges of a few goods each. Rows are what the workbook writer takes (amounts in cents, ISO dates).
 */
export interface ImportSize {
  assets: number;
  movements: number;
}

const YEARS = [2024, 2025, 2026];
const SUBCATEGORIES = [
  ['01', '01', 'Mobili e arredi per ufficio', 10],
  ['01', '02', 'Mobili e arredi per aule', 10],
  ['03', '01', 'Macchine per ufficio', 20],
  ['03', '02', 'Hardware', 25],
  ['05', '01', 'Attrezzature di laboratorio', 15],
] as const;

const definition = (key: string) => {
  const sheet = WHOLE_INVENTORY_SHEETS.find((s) => s.key === key);
  if (!sheet) throw new Error(key);
  return sheet;
};

const dateOf = (year: number, dayOfYear: number) =>
  new Date(Date.UTC(year, 0, 1 + (dayOfYear % 360))).toISOString().slice(0, 10);

function lists() {
  const sites = Array.from({ length: 10 }, (_, i) => ({
    code: `S${i + 1}`,
    description: `Plesso ${i + 1}`,
    city: 'Lodi',
  }));
  const locations = sites.flatMap((site) =>
    Array.from({ length: 20 }, (_, j) => ({
      siteCode: site.code,
      code: `L${j + 1}`,
      description: `Aula ${j + 1}`,
      active: true,
    })),
  );
  const subcategories = SUBCATEGORIES.map(([category, code, description, rate]) => ({
    register: 'movable',
    categoryCode: category,
    code,
    description,
    rate,
  }));
  const creditors = Array.from({ length: 300 }, (_, i) => ({
    code: `F${i + 1}`,
    vendorType: 'G',
    businessName: `Fornitore ${i + 1} srl`,
    vatNumber: '00743110157',
  }));
  const years = YEARS.map((year, i) => ({
    year,
    startDate: `${year}-01-01`,
    endDate: i < 2 ? `${year}-12-31` : null,
    state: i < 2 ? 'closedWithDepreciation' : 'open',
  }));
  return { sites, locations, subcategories, creditors, years };
}

export function largeSchoolSheets(size: ImportSize): WorkbookSheet[] {
  const { sites, locations, subcategories, creditors, years } = lists();
  const charges = Math.max(1, Math.floor(size.movements * 0.8));
  // Every charge gets its share of the goods, the first ones one more: no voucher without lines.
  const shareOf = (c: number) => Math.floor(size.assets / charges) + (c < size.assets % charges ? 1 : 0);
  const assets: WorkbookRow[] = [];
  const movements: WorkbookRow[] = [];
  const lines: WorkbookRow[] = [];
  const numbers = new Map<number, number>();
  for (let c = 0; c < charges; c++) {
    const year = YEARS[Math.floor((c * YEARS.length) / charges)] as number;
    const date = dateOf(year, c);
    const number = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, number);
    movements.push({
      kind: 'charge',
      year,
      number,
      date,
      causal: 'ACQ',
      creditorCode: `F${(c % 300) + 1}`,
      documentNumber: `FT ${c + 1}`,
      documentDate: date,
    });
    for (let k = 0; k < shareOf(c); k++) {
      const n = assets.length + 1;
      const [category, code] = SUBCATEGORIES[n % SUBCATEGORIES.length] as readonly [
        string,
        string,
        string,
        number,
      ];
      const cents = 25_000 + (n % 400) * 100;
      const location = locations[n % locations.length] as (typeof locations)[number];
      assets.push({
        code: `B${n}`,
        register: 'movable',
        inventoryNumber: n,
        description: `Bene numero ${n}, descrizione di prova`,
        categoryCode: category,
        subcategoryCode: code,
        siteCode: location.siteCode,
        locationCode: location.code,
        historicalValue: cents,
        actualValue: cents,
        chargeDate: date,
        state: 'charged',
        serialNumber: `SN${n}`,
      });
      lines.push({ kind: 'charge', year, number, assetCode: `B${n}`, value: cents });
    }
  }
  const others = size.movements - charges;
  for (let p = 0; p < others; p++) {
    const assetIndex = p * 3;
    const asset = assets[assetIndex];
    if (!asset) break;
    movements.push({
      kind: 'proposal',
      year: 2026,
      number: p + 1,
      date: '2026-11-01',
      causal: 'FUO',
      proposalState: 'toConfirm',
    });
    lines.push({
      kind: 'proposal',
      year: 2026,
      number: p + 1,
      assetCode: asset.code as string,
      value: asset.actualValue as number,
    });
    assets[assetIndex] = { ...asset, state: 'inProposal' };
  }
  return [
    { definition: definition('sites'), rows: sites },
    { definition: definition('locations'), rows: locations },
    { definition: definition('subcategories'), rows: subcategories },
    { definition: definition('creditors'), rows: creditors },
    { definition: definition('years'), rows: years },
    { definition: definition('assets'), rows: assets },
    { definition: definition('movements'), rows: movements },
    { definition: definition('lines'), rows: lines },
  ];
}
