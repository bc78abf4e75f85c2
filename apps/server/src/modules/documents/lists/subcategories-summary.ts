import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { ColumnSpec, TableDocument, TableRow } from '../pdf/table-document.ts';
import { formatCount, type ListSchool, listDocument, sparseRow } from './list-document.ts';

/** A subcategory of the register with its category, as the summary names them. */
export interface SummarySubcategory {
  categoryCode: string;
  categoryDescription: string;
  subcategoryCode: string;
  subcategoryDescription: string;
}

/** What the summary reads of an asset of the inventory register at the date. */
export interface SummaryAsset {
  categoryCode: string;
  subcategoryCode: string;
  quantity: number;
  historicalValueCents: number;
  actualValueCents: number;
}

export interface SubcategoriesSummaryInput {
  school: ListSchool;
  register: { description: string };
  atDate: string;
  /** The register's subcategories (their names). */
  subcategories: readonly SummarySubcategory[];
  /** The assets of the inventory register at the date (`registerAssetsAt`). */
  assets: readonly SummaryAsset[];
}

export interface SummaryFigures {
  assets: number;
  quantity: number;
  historicalValueCents: number;
  actualValueCents: number;
}

export interface SummaryLine extends SummaryFigures {
  subcategory: SummarySubcategory;
}

const zero = (): SummaryFigures => ({ assets: 0, quantity: 0, historicalValueCents: 0, actualValueCents: 0 });

function add(figures: SummaryFigures, asset: SummaryAsset | SummaryFigures): void {
  figures.assets += 'assets' in asset ? asset.assets : 1;
  figures.quantity += asset.quantity;
  figures.historicalValueCents += asset.historicalValueCents;
  figures.actualValueCents += asset.actualValueCents;
}

const byCode = (a: string, b: string) => a.localeCompare(b, 'it', { numeric: true });

/**
 * One line per subcategory that holds assets, in category and subcategory code order, with the count,
 * the quantity and the values summed in integer cents.
 */
export function summaryLines(
  input: Pick<SubcategoriesSummaryInput, 'subcategories' | 'assets'>,
): SummaryLine[] {
  const names = new Map(input.subcategories.map((s) => [`${s.categoryCode}\u001f${s.subcategoryCode}`, s]));
  const lines = new Map<string, SummaryLine>();
  for (const asset of input.assets) {
    const key = `${asset.categoryCode}\u001f${asset.subcategoryCode}`;
    let line = lines.get(key);
    if (!line) {
      const subcategory = names.get(key) ?? {
        categoryCode: asset.categoryCode,
        categoryDescription: '',
        subcategoryCode: asset.subcategoryCode,
        subcategoryDescription: '',
      };
      line = { subcategory, ...zero() };
      lines.set(key, line);
    }
    add(line, asset);
  }
  return [...lines.values()].sort(
    (a, b) =>
      byCode(a.subcategory.categoryCode, b.subcategory.categoryCode) ||
      byCode(a.subcategory.subcategoryCode, b.subcategory.subcategoryCode),
  );
}

function columns(atDate: string): ColumnSpec[] {
  return [
    { title: 'Cat.', width: 34, align: 'center' },
    { title: 'Sottocat.', width: 44, align: 'center' },
    { title: 'Descrizione', width: { share: 1 } },
    { title: 'N. beni', width: 44, align: 'right' },
    { title: 'Q.tà', width: 44, align: 'right' },
    { title: 'Valore storico', width: 80, align: 'right' },
    { title: `Valore attuale al ${formatDate(atDate)}`, width: 80, align: 'right' },
  ];
}

function figureCells(figures: SummaryFigures): Record<number, string> {
  return {
    3: formatCount(figures.assets),
    4: formatCount(figures.quantity),
    5: formatCents(figures.historicalValueCents),
    6: formatCents(figures.actualValueCents),
  };
}

function lineRow(line: SummaryLine): TableRow {
  const cells = {
    0: line.subcategory.categoryCode,
    1: line.subcategory.subcategoryCode,
    2: line.subcategory.subcategoryDescription,
  };
  return sparseRow(7, { ...cells, ...figureCells(line) }, 'data');
}

function categoryRows(lines: readonly SummaryLine[]): TableRow[] {
  const category = lines[0]?.subcategory;
  if (!category) return [];
  const total = zero();
  for (const line of lines) add(total, line);
  return [
    sparseRow(7, { 0: category.categoryCode, 2: category.categoryDescription }, 'subtotal'),
    ...lines.map(lineRow),
    sparseRow(7, { 2: `Totale categoria ${category.categoryCode}`, ...figureCells(total) }, 'subtotal'),
  ];
}

/** The summary's grand totals: the inventory register's totals at the same date. */
export function summaryTotals(lines: readonly SummaryLine[]): SummaryFigures {
  const total = zero();
  for (const line of lines) add(total, line);
  return total;
}

/**
 * The summary by subcategory (document type 27): the inventory register at the date summed per
 * subcategory, category by category with subtotals, and totals equal to the register's.
 */
export function buildSubcategoriesSummary(input: SubcategoriesSummaryInput): TableDocument {
  const lines = summaryLines(input);
  const categories = new Map<string, SummaryLine[]>();
  for (const line of lines) {
    const group = categories.get(line.subcategory.categoryCode);
    if (group) group.push(line);
    else categories.set(line.subcategory.categoryCode, [line]);
  }
  const rows = [...categories.values()].flatMap(categoryRows);
  if (lines.length > 0)
    rows.push(sparseRow(7, { 2: 'Totale generale', ...figureCells(summaryTotals(lines)) }, 'total'));
  const date = formatDate(input.atDate);
  return listDocument({
    school: input.school,
    documentType: DOCUMENT_TYPE.subcategoriesSummary,
    subtitle: [`Registro: ${input.register.description}`, `Situazione al ${date}`],
    columns: columns(input.atDate),
    rows,
    emptyMessage: `Nessun bene iscritto nel registro alla data del ${date}.`,
    orientation: 'portrait',
  });
}
