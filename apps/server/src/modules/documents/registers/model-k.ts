import type { LedgerHead } from '@inventario/shared/contracts/ledger';
import { formatCents } from '@inventario/shared/format/currency';
import { fillTemplate } from '../pdf/fill-template.ts';
import type { TableDocument, TableRow } from '../pdf/table-document.ts';
import { headingText, type PrintSchool, schoolHeadingLines } from '../print-school.ts';
import { ledgerFooter } from './ledger-footer.ts';

/** The year's figures of one subcategory's inventory assets, in cents (DOMAIN §6). */
export interface ModelKFigures {
  /** The value of the assets held at 1 January (as they stood at 31 December of the year before). */
  openingCents: number;
  chargesCents: number;
  /** The goods charged from a merged school (DOMAIN §6, §9). */
  mergeChargesCents: number;
  increaseVouchersCents: number;
  dischargesCents: number;
  /** The goods handed over to the school a merge made. */
  mergeDischargesCents: number;
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
  /** The head of the school's ledger of movements when printed, for the footer (none in samples). */
  ledgerHead?: LedgerHead | null;
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
  'mergeChargesCents',
  'increaseVouchersCents',
  'dischargesCents',
  'mergeDischargesCents',
  'depreciationCents',
  'decreaseVouchersCents',
] as const;
type Figure = (typeof FIGURES)[number];

const MERGE_FIGURES: readonly Figure[] = ['mergeChargesCents', 'mergeDischargesCents'];

/** The figures a year's Model K shows: the merge's columns only in a year a merge moved goods. */
function shownFigures(subcategories: readonly ModelKFigures[]): readonly Figure[] {
  const merged = subcategories.some((row) => MERGE_FIGURES.some((figure) => row[figure] !== 0));
  return merged ? FIGURES : FIGURES.filter((figure) => !MERGE_FIGURES.includes(figure));
}

/** The sums of the figures, in integer cents, with the closing value they come to. */
export function modelKTotals(rows: readonly ModelKFigures[]): ModelKTotals {
  const totals = Object.fromEntries(FIGURES.map((figure) => [figure, 0])) as Record<
    (typeof FIGURES)[number],
    number
  >;
  for (const row of rows) for (const figure of FIGURES) totals[figure] += row[figure];
  const increases = totals.chargesCents + totals.mergeChargesCents + totals.increaseVouchersCents;
  const decreases =
    totals.dischargesCents +
    totals.mergeDischargesCents +
    totals.depreciationCents +
    totals.decreaseVouchersCents;
  return { ...totals, closingCents: totals.openingCents + increases - decreases };
}

function amounts(totals: ModelKTotals, figures: readonly Figure[]): string[] {
  return [...figures.map((figure) => totals[figure]), totals.closingCents].map(formatCents);
}

function subcategoryRow(row: ModelKSubcategory, figures: readonly Figure[]): TableRow {
  const code = `${row.category.code}.${row.subcategory.code}`;
  const description = `${row.register} · ${row.category.description} — ${row.subcategory.description}`;
  return { cells: [code, description, ...amounts(modelKTotals([row]), figures)] };
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

function lineRows(line: readonly ModelKSubcategory[], figures: readonly Figure[]): TableRow[] {
  const [first] = line;
  if (!first) return [];
  const label = `Totale ${first.aggregation.code} — ${first.aggregation.description}`;
  return [
    ...line.map((row) => subcategoryRow(row, figures)),
    { cells: [first.aggregation.code, label, ...amounts(modelKTotals(line), figures)], kind: 'subtotal' },
  ];
}

const COLUMN_TITLES: Record<Exclude<Figure, 'openingCents'>, string> = {
  chargesCents: 'Aumenti: carichi',
  mergeChargesCents: 'Aumenti: da accorpamento',
  increaseVouchersCents: 'Aumenti: buoni di aumento',
  dischargesCents: 'Diminuzioni: scarichi',
  mergeDischargesCents: 'Diminuzioni: per accorpamento',
  depreciationCents: 'Diminuzioni: ammortamento',
  decreaseVouchersCents: 'Diminuzioni: buoni di diminuzione',
};

/**
 * Model K (document type 10), the inventory feed of the year's Conto del patrimonio (DOMAIN §6): for
 * each aggregation line and each of its subcategories, the value at 1 January, the increases (charges,
 * charges from a merged school, increase vouchers), the decreases (discharges, goods handed over in a
 * merge, depreciation, decrease vouchers; the merge's columns only in a year with one) and the value at
 * 31 December they come to; the line totals and the grand total. Pure: drawn by `renderModelK`.
 */
export function buildModelK(input: ModelKInput): TableDocument {
  const variables = {
    SCUOLA: headingText(input.school),
    ANNO: String(input.year),
  };
  const figures = shownFigures(input.subcategories);
  const rows = modelKLines(input.subcategories).flatMap((line) => lineRows(line, figures));
  if (rows.length > 0) {
    rows.push({
      cells: ['', 'Totale generale', ...amounts(modelKTotals(input.subcategories), figures)],
      kind: 'total',
    });
  }
  // A year with a merge has two more columns: each amount gives up some width to keep the description's.
  const width = figures.length === FIGURES.length ? 64 : 74;
  const amount = (title: string) => ({ title, width, align: 'right' as const });
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
      ...figures.flatMap((figure) => (figure === 'openingCents' ? [] : [amount(COLUMN_TITLES[figure])])),
      amount(`Consistenza al 31/12/${input.year}`),
    ],
    rows,
    emptyMessage: `Nessun bene inventariato nell'esercizio ${input.year}.`,
    footer: ledgerFooter(input.ledgerHead),
  };
}
