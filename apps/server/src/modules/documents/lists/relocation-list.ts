import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { formatDate } from '@inventario/shared/format/date';
import type { ColumnSpec, TableDocument, TableRow } from '../pdf/table-document.ts';
import { classLabel } from './held-assets.ts';
import { formatCount, type ListRegister, type ListSchool, listDocument, sparseRow } from './list-document.ts';

/** One move of an asset from a location to another, as the asset's history recorded it. */
export interface Relocation {
  /** The date the move took effect (the one given with it, else the day it was recorded). */
  date: string;
  assetClass: 'inventory' | 'durable';
  number: number | null;
  description: string;
  /** "SC/A1 Aula 1"; null when the asset had no location (or has none after). */
  from: string | null;
  to: string | null;
  /** Who moved it. */
  by: string;
}

export interface RelocationListInput {
  school: ListSchool;
  fromDate: string;
  toDate: string;
  /** The one register listed, when the print is limited to one. */
  register?: ListRegister;
  /** In date order. */
  relocations: readonly Relocation[];
}

const COLUMNS: ColumnSpec[] = [
  { title: 'Data', width: 52, align: 'center' },
  { title: 'Classe', width: 52 },
  { title: 'Numero', width: 42, align: 'right' },
  { title: 'Descrizione', width: { share: 3 } },
  { title: 'Da ubicazione', width: { share: 2 } },
  { title: 'A ubicazione', width: { share: 2 } },
  { title: 'Operatore', width: 90 },
];

function relocationRow(move: Relocation): TableRow {
  return {
    cells: [
      formatDate(move.date),
      classLabel(move.assetClass),
      move.number == null ? '' : String(move.number),
      move.description,
      move.from ?? 'Senza ubicazione',
      move.to ?? 'Senza ubicazione',
      move.by,
    ],
  };
}

/**
 * The relocation list (document type 42): every move of an asset between locations in the period, in
 * date order, with where from, where to and who moved it.
 */
export function buildRelocationList(input: RelocationListInput): TableDocument {
  const rows = input.relocations.map(relocationRow);
  const count = input.relocations.length;
  if (count > 0) {
    const label = `Totale: ${formatCount(count)} ${count === 1 ? 'spostamento' : 'spostamenti'}`;
    rows.push(sparseRow(COLUMNS.length, { 3: label }, 'total'));
  }
  const period = `dal ${formatDate(input.fromDate)} al ${formatDate(input.toDate)}`;
  return listDocument({
    school: input.school,
    register: input.register,
    documentType: DOCUMENT_TYPE.relocationList,
    subtitle: [`Spostamenti ${period}`],
    columns: COLUMNS,
    rows,
    emptyMessage: `Nessuno spostamento di beni ${period}.`,
  });
}
