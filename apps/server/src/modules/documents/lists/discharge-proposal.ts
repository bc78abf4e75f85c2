import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { DISCHARGE_CAUSALS } from '@inventario/shared/domain/movements/discharge-causals';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { ColumnSpec, TableDocument, TableRow } from '../pdf/table-document.ts';
import { classLabel } from './held-assets.ts';
import { assetCount, formatCount, type ListSchool, listDocument, sparseRow } from './list-document.ts';
import { signatureRow } from './model-24.ts';

/** One line of the proposal: the asset and the value the proposal gives it. */
export interface ProposalLine {
  assetClass: 'inventory' | 'durable';
  number: number | null;
  register: string;
  description: string;
  quantity: number;
  /** The value the proposal holds for the asset (its actual value when proposed or confirmed). */
  valueCents: number;
}

export interface DischargeProposalInput {
  school: ListSchool;
  proposal: {
    progressive: number | null;
    year: number;
    date: string;
    causal: string | null;
    confirmed: boolean;
    protocolNumber: string | null;
    protocolDate: string | null;
    notes: string | null;
  };
  officials: { manager: string | null; consignee: string | null };
  lines: readonly ProposalLine[];
}

const COLUMNS: ColumnSpec[] = [
  { title: 'Classe', width: 50 },
  { title: 'Numero', width: 40, align: 'right' },
  { title: 'Descrizione', width: { share: 3 } },
  { title: 'Registro', width: { share: 1 } },
  { title: 'Q.tà', width: 30, align: 'right' },
  { title: 'Valore', width: 72, align: 'right' },
];
const WIDTH = 6;
const LABEL = 2;

function lineRow(line: ProposalLine): TableRow {
  return {
    cells: [
      classLabel(line.assetClass),
      line.number == null ? '' : String(line.number),
      line.description,
      line.register,
      formatCount(line.quantity),
      formatCents(line.valueCents),
    ],
  };
}

function causalText(code: string | null): string {
  if (!code) return 'non indicata';
  return DISCHARGE_CAUSALS.find((causal) => causal.code === code)?.description ?? code;
}

/** The lines under the title: number and date, status, causal, protocol of the DS's measure. */
function subtitle(proposal: DischargeProposalInput['proposal']): string[] {
  const number = proposal.progressive === null ? '' : ` n. ${proposal.progressive}/${proposal.year}`;
  const lines = [
    `Proposta${number} del ${formatDate(proposal.date)} — ${proposal.confirmed ? 'confermata' : 'da confermare'}`,
    `Causale: ${causalText(proposal.causal)}`,
  ];
  if (proposal.protocolNumber || proposal.protocolDate) {
    const on = proposal.protocolDate ? ` del ${formatDate(proposal.protocolDate)}` : '';
    lines.push(`Protocollo n. ${proposal.protocolNumber ?? ''}${on}`);
  }
  if (proposal.notes?.trim()) lines.push(`Note: ${proposal.notes.trim()}`);
  return lines;
}

/**
 * A discharge proposal (spec 02 §2, D.I. 129/2018 art. 33) as the DSGA proposes it and the DS signs
 * it: the goods with the values the proposal holds, their total, and the two signatures. It is the
 * document the proposal's detail offers, printed again after a confirmation that took new values.
 */
export function buildDischargeProposal(input: DischargeProposalInput): TableDocument {
  const rows = input.lines.map(lineRow);
  const total = input.lines.reduce((sum, line) => sum + line.valueCents, 0);
  const quantity = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  rows.push(
    sparseRow(
      WIDTH,
      {
        [LABEL]: `Totale proposto per lo scarico (${assetCount(input.lines.length)})`,
        4: formatCount(quantity),
        5: formatCents(total),
      },
      'total',
    ),
    signatureRow('Il Direttore dei servizi generali e amministrativi', input.officials.consignee),
    signatureRow('Il Dirigente scolastico', input.officials.manager),
  );
  return listDocument({
    school: input.school,
    documentType: DOCUMENT_TYPE.dischargeProposal,
    subtitle: subtitle(input.proposal),
    columns: COLUMNS,
    rows,
    emptyMessage: 'Nessun bene nella proposta.',
    orientation: 'portrait',
  });
}
