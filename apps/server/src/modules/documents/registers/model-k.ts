import { formatCents } from '@inventario/shared/format/currency';
import { fillTemplate } from '../pdf/fill-template.ts';
import type { TableDocument, TableRow } from '../pdf/table-document.ts';
import { headingText, type PrintSchool, schoolHeadingLines } from '../print-school.ts';

/** The year's figures of one subcategory's inventory assets, in cents (DOMAIN §6). */
export interface ModelKFigures {
  /** The value of the assets held at 1 January (as they stood at 31 December of the year before). */
  openingCents: number;
  chargesCents: number;
  increaseVouchersCents: number;
  dischargesCents: number;
  depreciationCents: number;
  decreaseVouchersCents: number;
}

/** One subcategory with inventory assets, under the Model K line (aggregation) it feeds. */
export interface ModelKSubcategory extends ModelKFigures {
  aggregation: { code: string; description: string };
  register: string;
  category: { code: string; description: string };
  subcategory: { code: string; description: string };
}

export interface ModelKInput {
  school: PrintSchool;
  year: number;
  subcategories: readonly ModelKSubcategory[];
}

export interface ModelKTotals extends ModelKFigures {
  /** Opening value + increases − decreases: the value at 31 December. */
  closingCents: number;
}

const HEADING = {
  title: 'Modello K — Consistenza dei beni inventariati, esercizio {ANNO}',
  note: 'Beni inventariati per aggregazione, categoria e sottocategoria (esclusi i beni durevoli)',
};

const FIGURES = [
  'openingCents',
  'chargesCents',
  'increaseVouchersCents',
  'dischargesCents',
  'depreciationCents',
  'decreaseVouchersCents',
] as const;

/** The sums of the figures, in integer cents, with the closing value they come to. */
export function modelKTotals(rows: readonly ModelKFigures[]): ModelKTotals {
  const totals = Object.fromEntries(FIGURES.map((figure) => [figure, 0])) as Record<
    (typeof FIGURES)[number],
    number
  >;
  for (const row of rows) for (const figure of FIGURES) totals[figure] += row[figure];
  const increases = totals.chargesCents + totals.increaseVouchersCents;
  const decreases = totals.dischargesCents + totals.depreciationCents + totals.decreaseVouchersCents;
  return { ...totals, closingCents: totals.openingCents + increases - decreases };
}

function amounts(totals: ModelKTotals): string[] {
  return [...FIGURES.map((figure) => totals[figure]), totals.closingCents].map(formatCents);
}

function subcategoryRow(row: ModelKSubcategory): TableRow {
  const code = `${row.category.code}.${row.subcategory.code}`;
  const description = `${row.register} · ${row.category.description} — ${row.subcategory.description}`;
  return { cells: [code, description, ...amounts(modelKTotals([row]))] };
}

const byCode = (a: ModelKSubcategory, b: ModelKSubcategory) =>
  a.aggregation.code.localeCompare(b.aggregation.code) ||
  a.register.localeCompare(b.register) ||
  a.category.code.localeCompare(b.category.code) ||
  a.subcategory.code.localeCompare(b.subcategory.code);

/** The subcategories grouped by their Model K line, in code order. */
export function modelKLines(subcategories: readonly ModelKSubcategory[]): ModelKSubcategory[][] {
  const lines = new Map<string, ModelKSubcategory[]>();
  for (const row of subcategories.toSorted(byCode)) {
    const line = lines.get(row.aggregation.code);
    if (line) line.push(row);
    else lines.set(row.aggregation.code, [row]);
  }
  return [...lines.values()];
}

function lineRows(line: readonly ModelKSubcategory[]): TableRow[] {
  const [first] = line;
  if (!first) return [];
  const label = `Totale ${first.aggregation.code} — ${first.aggregation.description}`;
  return [
    ...line.map(subcategoryRow),
    { cells: [first.aggregation.code, label, ...amounts(modelKTotals(line))], kind: 'subtotal' },
  ];
}

/**
 * Model K (document type 10), the inventory feed of the year's Conto del patrimonio (DOMAIN §6): for
 * each aggregation line and each of its subcategories, the value at 1 January, the increases (charges,
 * increase vouchers), the decreases (discharges, depreciation, decrease vouchers) and the value at
 * 31 December they come to; the line totals and the grand total. Pure: drawn by `renderModelK`.
 */
export function buildModelK(input: ModelKInput): TableDocument {
  const variables = {
    SCUOLA: headingText(input.school),
    ANNO: String(input.year),
  };
  const rows = modelKLines(input.subcategories).flatMap(lineRows);
  if (rows.length > 0) {
    rows.push({
      cells: ['', 'Totale generale', ...amounts(modelKTotals(input.subcategories))],
      kind: 'total',
    });
  }
  const amount = (title: string) => ({ title, width: 74, align: 'right' as const });
  return {
    page: { size: 'A4', orientation: 'landscape', margins: { top: 28, right: 28, bottom: 22, left: 28 } },
    heading: [
      ...schoolHeadingLines(input.school),
      { text: fillTemplate(HEADING.title, variables), style: 'bold', size: 12, align: 'center' },
      { text: HEADING.note, size: 9, align: 'center' },
    ],
    columns: [
      { title: 'Codice', width: 40, align: 'center' },
      { title: 'Aggregazione / sottocategoria', width: { share: 1 } },
      amount(`Consistenza al 01/01/${input.year}`),
      amount('Aumenti: carichi'),
      amount('Aumenti: buoni di aumento'),
      amount('Diminuzioni: scarichi'),
      amount('Diminuzioni: ammortamento'),
      amount('Diminuzioni: buoni di diminuzione'),
      amount(`Consistenza al 31/12/${input.year}`),
    ],
    rows,
    emptyMessage: `Nessun bene inventariato nell'esercizio ${input.year}.`,
    footer: (page, pages) => `Pagina ${page} di ${pages}`,
  };
}
