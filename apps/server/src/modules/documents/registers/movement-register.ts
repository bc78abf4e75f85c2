import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import type { LedgerHead } from '@inventario/shared/contracts/ledger';
import { DOCUMENT_TYPES } from '@inventario/shared/domain/documents/document-types';
import { MOVEMENT_TYPE, type MovementType } from '@inventario/shared/domain/movements/movement-types';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import { fillTemplate } from '../pdf/fill-template.ts';
import type { TableDocument, TableRow } from '../pdf/table-document.ts';
import { headingText, type PrintSchool, schoolHeadingLines } from '../print-school.ts';
import { ledgerFooter } from './ledger-footer.ts';

/** The registers that list a register's movements line by line between two dates. */
export const MOVEMENT_REGISTER_TYPES = [
  DOCUMENT_TYPE.analyticIncrease,
  DOCUMENT_TYPE.analyticDecrease,
  DOCUMENT_TYPE.durableIncrease,
  DOCUMENT_TYPE.durableDecrease,
] as const;
export type MovementRegisterType = (typeof MOVEMENT_REGISTER_TYPES)[number];

/** The movement a line belongs to. */
export interface RegisterMovement {
  type: MovementType;
  /** The value voucher's type ('DEP' for depreciation); null for charges and discharges. */
  voucherType: string | null;
  number: number;
  year: number;
  /** ISO date. */
  date: string;
}

/** One asset of a movement as the register prints it. */
export interface MovementRegisterLine {
  movement: RegisterMovement;
  /** The inventory number, or the durable number in the durable registers. */
  assetNumber: number | null;
  description: string;
  /** A charge's or discharge's line value, a voucher's variation: always positive. */
  amountCents: number;
}

export interface MovementRegisterInput {
  documentType: MovementRegisterType;
  school: PrintSchool;
  register: { description: string };
  fromDate: string;
  toDate: string;
  /** The number of the first page: the school's register book goes on from its last printed page. */
  startPage: number;
  lines: readonly MovementRegisterLine[];
  /** The head of the school's ledger of movements when printed, for the footer (none in samples). */
  ledgerHead?: LedgerHead | null;
}

export interface MovementRegisterTotals {
  movements: number;
  lines: number;
  amountCents: number;
}

const HEADING = {
  title: '{TITOLO} — {REGISTRO}',
  dates: 'Movimenti dal {DATADAL} al {DATAAL}',
};

const COLUMN = { date: 0, movement: 1, number: 2, description: 3, amount: 4 } as const;

const MOVEMENT_NAMES: Record<MovementType, string> = {
  [MOVEMENT_TYPE.charge]: 'Carico',
  [MOVEMENT_TYPE.discharge]: 'Scarico',
  [MOVEMENT_TYPE.proposal]: 'Proposta di scarico',
  [MOVEMENT_TYPE.increase]: 'Aumento di valore',
  [MOVEMENT_TYPE.decrease]: 'Diminuzione di valore',
};

export const DEPRECIATION_VOUCHER = 'DEP';

const isDurable = (type: MovementRegisterType) =>
  type === DOCUMENT_TYPE.durableIncrease || type === DOCUMENT_TYPE.durableDecrease;

/** The document's Italian title, as the Prints menu names it. */
export function movementRegisterTitle(type: MovementRegisterType): string {
  return DOCUMENT_TYPES.find((documentType) => documentType.id === type)?.description ?? '';
}

/** "Carico n. 3/2026", "Ammortamento n. 1/2026": the voucher a line comes from. */
export function movementLabel(movement: RegisterMovement): string {
  const name = movement.voucherType === DEPRECIATION_VOUCHER ? 'Ammortamento' : MOVEMENT_NAMES[movement.type];
  return `${name} n. ${movement.number}/${movement.year}`;
}

const movementKey = (m: RegisterMovement) => `${m.type}/${m.year}/${m.number}`;

/** A count with the thousands grouped as amounts are (`10.000`). */
function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

const assetsCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'bene' : 'beni'}`;

/** The lines in register order: by date, then movement type and number, each movement's lines as given. */
function inRegisterOrder(lines: readonly MovementRegisterLine[]): MovementRegisterLine[] {
  return lines.toSorted(
    (a, b) =>
      a.movement.date.localeCompare(b.movement.date) ||
      a.movement.type - b.movement.type ||
      a.movement.year - b.movement.year ||
      a.movement.number - b.movement.number,
  );
}

/** The lines grouped by movement, in register order. */
export function movementsOf(lines: readonly MovementRegisterLine[]): MovementRegisterLine[][] {
  const groups = new Map<string, MovementRegisterLine[]>();
  for (const line of inRegisterOrder(lines)) {
    const key = movementKey(line.movement);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.values()];
}

const sumCents = (lines: readonly MovementRegisterLine[]) =>
  lines.reduce((total, line) => total + line.amountCents, 0);

/** The register's totals, in integer cents: they equal the sum of its lines exactly. */
export function movementRegisterTotals(lines: readonly MovementRegisterLine[]): MovementRegisterTotals {
  return { movements: movementsOf(lines).length, lines: lines.length, amountCents: sumCents(lines) };
}

function lineRow(line: MovementRegisterLine): TableRow {
  return {
    cells: [
      formatDate(line.movement.date),
      movementLabel(line.movement),
      line.assetNumber == null ? '' : String(line.assetNumber),
      line.description,
      formatCents(line.amountCents),
    ],
    carried: [line.amountCents],
  };
}

function movementRows(lines: readonly MovementRegisterLine[]): TableRow[] {
  const [first] = lines;
  if (!first) return [];
  const label = `Totale ${movementLabel(first.movement)} (${assetsCount(lines.length)})`;
  const subtotal: TableRow = { cells: ['', '', '', label, formatCents(sumCents(lines))], kind: 'subtotal' };
  return [...lines.map(lineRow), subtotal];
}

function totalsRow(totals: MovementRegisterTotals): TableRow {
  const movements = `${formatCount(totals.movements)} ${totals.movements === 1 ? 'movimento' : 'movimenti'}`;
  const label = `Totale generale (${movements}, ${assetsCount(totals.lines)})`;
  return { cells: ['', '', '', label, formatCents(totals.amountCents)], kind: 'total' };
}

/** The print templates' variables of this register (spec 01 §3). */
export function movementRegisterVariables(input: MovementRegisterInput): Record<string, string> {
  return {
    SCUOLA: headingText(input.school),
    TITOLO: movementRegisterTitle(input.documentType),
    REGISTRO: input.register.description,
    DATADAL: formatDate(input.fromDate),
    DATAAL: formatDate(input.toDate),
    PAGINA: String(input.startPage),
  };
}

/**
 * The analytic registers of increases (8) and decreases (9) and the durable assets' ones (19, 20) as a
 * table document: the movements between the dates line by line, a subtotal under each movement, the
 * page totals carried forward and the grand total at the end. Pages are numbered from `startPage`,
 * going on from the school's register book. Pure: the PDF is drawn by `renderMovementRegister`.
 */
export function buildMovementRegister(input: MovementRegisterInput): TableDocument {
  const variables = movementRegisterVariables(input);
  const rows = movementsOf(input.lines).flatMap(movementRows);
  if (rows.length > 0) rows.push(totalsRow(movementRegisterTotals(input.lines)));
  return {
    page: { size: 'A4', orientation: 'portrait', margins: { top: 28, right: 28, bottom: 22, left: 28 } },
    heading: [
      ...schoolHeadingLines(input.school),
      { text: fillTemplate(HEADING.title, variables), style: 'bold', size: 12, align: 'center' },
      { text: fillTemplate(HEADING.dates, variables), size: 9, align: 'center' },
    ],
    columns: [
      { title: 'Data', width: 50, align: 'center' },
      { title: 'Movimento', width: 130 },
      { title: isDurable(input.documentType) ? 'N. dur.' : 'N. inv.', width: 40, align: 'right' },
      { title: 'Descrizione', width: { share: 1 } },
      { title: 'Importo', width: 72, align: 'right' },
    ],
    rows,
    emptyMessage: `Nessun movimento dal ${variables.DATADAL} al ${variables.DATAAL}.`,
    footer: ledgerFooter(input.ledgerHead, (page) => `Pagina ${input.startPage + page - 1}`),
    carryForward: {
      columns: [COLUMN.amount],
      labelColumn: COLUMN.description,
      broughtForwardLabel: 'Riporto',
      carriedForwardLabel: 'A riportare',
      format: formatCents,
    },
  };
}
