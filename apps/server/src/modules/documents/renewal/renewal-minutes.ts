import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { ADJUSTMENT_KINDS } from '@inventario/shared/domain/renewal/adjustments';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { MinuteBlock, MinuteDocument, MinuteTableRow, Signer } from '../minutes/minute-document.ts';
import { figureColumns, figureRow, figuresBy, figuresOf, NO_FIGURES } from './renewal-figures.ts';
import type { RenewalMinutesInput } from './renewal-print-data.ts';
import {
  ADJUSTMENT_TEXT,
  beforeRevaluationText,
  closing,
  countText,
  managerText,
  recognitionText,
  renewalDocument,
  signedCents,
  staffSigners,
} from './renewal-print-text.ts';

/**
 * PV/Base, the renewal's minutes (DOMAIN §8; D.I. 129/2018 art. 31, Nota M.I. 4083/2021): the renewal's
 * date, period and status, the recognition it rests on, the commission, the operations done (mapping,
 * adjustments, revaluation, renumbering), each register's goods and value before the revaluation and
 * after it, the adjustments by kind, the signatures of the commission, the DSGA and the DS.
 *
 * **Decision**: the commission is given when the print is asked for (up to ten members, name and role);
 * without it the minutes leave three lines to write the members on and three signature lines
 * (a president and two members), as the recognition's report does. The minutes are a draft ("BOZZA")
 * until the renumbering, the last operation whose figures they report, is done.
 */

/** Lines for the members when the commission was not given: a president and two members. */
const BLANK_MEMBERS = 3;
const BLANK_LINE = '________________________________________';

/** The operations of the renewal and what became of each. */
function operationsTable(input: RenewalMinutesInput): MinuteBlock {
  const { renewal } = input;
  const done = (at: string | null, yes: string, no: string) => (at ? `${yes} il ${formatDate(at)}` : no);
  const adjustments = input.adjustments.length;
  const rows: MinuteTableRow[] = [
    {
      cells: [
        'Mappatura delle sottocategorie',
        done(renewal.mappingConfirmedAt, 'Confermata', 'Non ancora confermata'),
      ],
    },
    {
      cells: [
        'Rettifiche contabili',
        adjustments === 0
          ? 'Nessuna rettifica'
          : `${countText(adjustments)} ${adjustments === 1 ? 'rettifica' : 'rettifiche'} (riepilogo qui sotto, dettaglio in PV/1 e PV/2)`,
      ],
    },
    {
      cells: [
        'Rivalutazione dei beni',
        done(renewal.revaluedAt, 'Eseguita', 'Non ancora eseguita: valori in anteprima'),
      ],
    },
    {
      cells: ['Rinumerazione dei registri', done(renewal.renumberedAt, 'Eseguita', 'Non ancora eseguita')],
    },
    {
      cells: [
        'Chiusura del rinnovo',
        renewal.endDate ? `Concluso il ${formatDate(renewal.endDate)}` : 'In corso',
      ],
    },
  ];
  return {
    kind: 'table',
    columns: [
      { title: 'Operazione', width: 170 },
      { title: 'Esito', width: { share: 1 } },
    ],
    rows,
    emptyMessage: '',
  };
}

/** Each register's goods and values before and after, its new numbers, and the total. */
function registersTable(input: RenewalMinutesInput): MinuteBlock {
  const byRegister = figuresBy(input.goods, (good) => good.registerId);
  const lastNumber = (registerId: number) =>
    input.goods
      .filter((good) => good.registerId === registerId)
      .reduce((last, good) => Math.max(last, good.newNumber ?? 0), 0);
  const numbering = (registerId: number) => {
    if (!input.renewal.renumberedAt) return '—';
    const last = lastNumber(registerId);
    return last > 0 ? `1–${countText(last)}` : '—';
  };
  const columns = [
    ...figureColumns('Registro'),
    { title: 'Nuova numerazione', width: 60, align: 'right' as const },
  ];
  const rows: MinuteTableRow[] = input.registers.map((register) => {
    const row = figureRow(register.description, byRegister.get(register.id) ?? NO_FIGURES);
    return { cells: [...row.cells, numbering(register.id)] };
  });
  const total = figureRow('Totale degli inventari', figuresOf(input.goods), 'total');
  rows.push({ ...total, cells: [...total.cells, ''] });
  return { kind: 'table', columns, rows, emptyMessage: 'La scuola non ha registri.' };
}

/** The adjustments by kind: how many, the values before and after, the variation. */
function adjustmentsTable(input: RenewalMinutesInput): MinuteBlock {
  const values = input.adjustments.map((adjustment) => ({
    kind: adjustment.kind,
    beforeCents: adjustment.actualCents,
    afterCents: adjustment.newActualCents,
  }));
  const byKind = figuresBy(values, (value) => value.kind);
  const rows = ADJUSTMENT_KINDS.flatMap((kind) => {
    const figures = byKind.get(kind);
    return figures ? [figureRow(ADJUSTMENT_TEXT[kind], figures)] : [];
  });
  if (rows.length > 0) rows.push(figureRow('Totale delle rettifiche', figuresOf(values), 'total'));
  return {
    kind: 'table',
    columns: figureColumns('Rettifica'),
    rows,
    emptyMessage: 'Nessuna rettifica contabile.',
  };
}

function commissionBlocks(input: RenewalMinutesInput): MinuteBlock[] {
  const intro: MinuteBlock = {
    kind: 'paragraph',
    text: `La commissione incaricata dal Dirigente scolastico ${managerText(input)} per la ricognizione e il rinnovo degli inventari è composta da:`,
  };
  if (input.commission.length === 0) {
    return [
      intro,
      ...Array.from(
        { length: BLANK_MEMBERS },
        (_, index): MinuteBlock => ({
          kind: 'paragraph',
          text: `${index + 1}. ${BLANK_LINE} in qualità di ____________________`,
        }),
      ),
    ];
  }
  return [
    intro,
    {
      kind: 'table',
      columns: [
        { title: 'N.', width: 24, align: 'right' },
        { title: 'Componente', width: { share: 3 } },
        { title: 'Ruolo', width: { share: 2 } },
      ],
      rows: input.commission.map((member, index) => ({
        cells: [String(index + 1), member.name, member.role || 'Componente'],
      })),
      emptyMessage: '',
    },
  ];
}

function commissionSigners(input: RenewalMinutesInput): Signer[] {
  if (input.commission.length === 0) {
    return [
      { role: 'Il presidente della commissione', name: null },
      { role: 'Componente della commissione', name: null },
      { role: 'Componente della commissione', name: null },
    ];
  }
  return input.commission.map((member) => ({
    role: member.role || 'Componente della commissione',
    name: member.name,
  }));
}

function opening(input: RenewalMinutesInput): MinuteBlock[] {
  const blocks: MinuteBlock[] = [
    {
      kind: 'paragraph',
      text:
        `Presso ${input.school.name}, ai sensi dell'art. 31 del D.I. 28 agosto 2018 n. 129, che prevede il rinnovo degli inventari e la rivalutazione dei beni almeno ogni dieci anni, e delle Linee guida per la gestione del patrimonio e degli inventari (Nota M.I. prot. 4083 del 23/02/2021), si procede al rinnovo degli inventari alla data del ${formatDate(input.renewal.renewalDate)}, sulla base della ${recognitionText(input)}. ` +
        'Il presente verbale riporta la commissione, le operazioni svolte e la consistenza di ciascun registro prima e dopo la rivalutazione. ' +
        'Ne sono parte gli allegati PV/1 (beni rinvenuti e mantenuti), PV/2 (beni da eliminare), PV/3 (rivalutazione per registro), la tabella di mappatura delle sottocategorie, il Modello K e i buoni dei movimenti del rinnovo.',
    },
  ];
  if (input.renewal.notes?.trim())
    blocks.push({ kind: 'paragraph', text: `Note: ${input.renewal.notes.trim()}` });
  return blocks;
}

/** Why the minutes are a draft, or null once every figure they report is final. */
function draftOf(input: RenewalMinutesInput): string | null {
  if (!input.renewal.revaluedAt) return `il rinnovo è in corso e ${beforeRevaluationText(input)}`;
  if (!input.renewal.renumberedAt)
    return 'il rinnovo è in corso: la rinumerazione dei registri non è ancora stata eseguita.';
  return null;
}

/** PV/Base: the renewal's minutes. */
export function buildRenewalMinutes(input: RenewalMinutesInput): MinuteDocument {
  const totals = figuresOf(input.goods);
  const blocks: MinuteBlock[] = [
    ...opening(input),
    { kind: 'subtitle', text: 'Commissione' },
    ...commissionBlocks(input),
    { kind: 'subtitle', text: 'Operazioni svolte' },
    operationsTable(input),
    { kind: 'subtitle', text: `Consistenza dei registri al ${formatDate(input.renewal.renewalDate)}` },
    registersTable(input),
    {
      kind: 'paragraph',
      text:
        `I valori sono quelli dei beni inventariati presenti nei registri dopo le rettifiche: ${formatCents(totals.beforeCents)} prima della rivalutazione, ${formatCents(totals.afterCents)} dopo (variazione ${signedCents(totals.afterCents - totals.beforeCents)}). ` +
        'I beni durevoli, esclusi dai totali degli inventari, assumono la sottocategoria della mappatura senza variazioni di valore.',
    },
    { kind: 'subtitle', text: 'Rettifiche contabili' },
    adjustmentsTable(input),
    ...closing(input, [commissionSigners(input), staffSigners(input)]),
  ];
  return renewalDocument(input, DOCUMENT_TYPE.renewalMinutes, draftOf(input), blocks);
}
