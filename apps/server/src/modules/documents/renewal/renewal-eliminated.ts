import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import type { AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { MinuteBlock, MinuteDocument, MinuteTableRow } from '../minutes/minute-document.ts';
import { goodsCount } from '../minutes/minute-text.ts';
import type { PrintAdjustment, RenewalEliminatedInput } from './renewal-print-data.ts';
import {
  closing,
  countText,
  movementNumberText,
  numberText,
  renewalDocument,
  staffSigners,
} from './renewal-print-text.ts';

/**
 * PV/2, the goods to eliminate (DOMAIN §8; D.I. 129/2018 art. 33): the adjustments that take goods out
 * of the registers (missing, unusable, entered by mistake), kind by kind, each good with its number at
 * the renewal date, its inventory value, the presumed realisation value the commission gave, the reason
 * and the discharge voucher that took it out, dated the renewal date; then the totals. A draft while the
 * adjustments may still change (until the revaluation).
 */

/** The kinds that eliminate goods, and how PV/2 heads each group. */
export const ELIMINATING: readonly { kind: AdjustmentKind; title: string }[] = [
  { kind: 'missing', title: 'Beni mancanti' },
  { kind: 'unusable', title: 'Beni fuori uso' },
  { kind: 'erroneous', title: 'Beni iscritti per errata inventariazione' },
];

const COLUMNS = [
  { title: 'N. inv.', width: 46 },
  { title: 'Descrizione', width: { share: 1 } },
  { title: 'Valore', width: 64, align: 'right' as const },
  { title: 'Presunto realizzo', width: 64, align: 'right' as const },
  { title: 'Motivazione', width: { share: 1 } },
  { title: 'Buono di scarico', width: 100 },
];

const presumedText = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
const sum = (values: readonly (number | null)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

function dischargeText(adjustment: PrintAdjustment): string {
  const movement = adjustment.movement;
  if (!movement) return '—';
  return `${movementNumberText(movement)} del ${formatDate(movement.date)}\nCausale ${movement.causal ?? '—'}`;
}

function row(adjustment: PrintAdjustment): MinuteTableRow {
  return {
    cells: [
      numberText(adjustment.registerKind, adjustment.number),
      adjustment.description,
      formatCents(adjustment.actualCents),
      presumedText(adjustment.presumedCents),
      adjustment.reason,
      dischargeText(adjustment),
    ],
  };
}

function totalRow(label: string, adjustments: readonly PrintAdjustment[]): MinuteTableRow {
  return {
    cells: [
      '',
      label,
      formatCents(sum(adjustments.map((a) => a.actualCents))),
      formatCents(sum(adjustments.map((a) => a.presumedCents))),
      '',
      '',
    ],
    kind: 'total',
  };
}

/** PV/2: the goods to eliminate, kind by kind, and the totals. */
export function buildRenewalEliminated(input: RenewalEliminatedInput): MinuteDocument {
  const eliminated = input.adjustments.filter((a) => ELIMINATING.some((e) => e.kind === a.kind));
  const blocks: MinuteBlock[] = [
    {
      kind: 'paragraph',
      text:
        'Elenco dei beni da eliminare dagli inventari, come accertato dalla commissione con le rettifiche contabili del rinnovo: ' +
        'beni mancanti, beni fuori uso e beni iscritti per errore. Per ciascuno sono indicati il numero di inventario alla data del rinnovo, ' +
        'il valore di inventario, il valore di presumibile realizzo stimato dalla commissione, la motivazione e il buono di scarico ' +
        `con cui è stato discaricato alla data del ${formatDate(input.renewal.renewalDate)} (art. 33 del D.I. 129/2018).`,
    },
  ];
  for (const { kind, title } of ELIMINATING) {
    const group = eliminated.filter((a) => a.kind === kind);
    if (group.length === 0) continue;
    blocks.push(
      { kind: 'subtitle', text: `${title} (${goodsCount(group.length)})` },
      {
        kind: 'table',
        columns: COLUMNS,
        rows: [...group.map(row), totalRow(`Totale ${title.toLowerCase()}`, group)],
        emptyMessage: '',
      },
    );
  }
  if (eliminated.length === 0) {
    blocks.push({
      kind: 'paragraph',
      text: 'Nessun bene da eliminare: il rinnovo non ha rettifiche che scarichino beni.',
    });
  }
  const summary: MinuteTableRow[] = ELIMINATING.map(({ kind, title }) => {
    const group = eliminated.filter((a) => a.kind === kind);
    return {
      cells: [
        title,
        countText(group.length),
        formatCents(sum(group.map((a) => a.actualCents))),
        formatCents(sum(group.map((a) => a.presumedCents))),
      ],
    };
  });
  summary.push({
    cells: [
      'Totale dei beni da eliminare',
      countText(eliminated.length),
      formatCents(sum(eliminated.map((a) => a.actualCents))),
      formatCents(sum(eliminated.map((a) => a.presumedCents))),
    ],
    kind: 'total',
  });
  blocks.push(
    { kind: 'subtitle', text: 'Riepilogo' },
    {
      kind: 'table',
      columns: [
        { title: 'Motivo', width: { share: 1 } },
        { title: 'Beni', width: 40, align: 'right' },
        { title: 'Valore di inventario', width: 90, align: 'right' },
        { title: 'Presunto realizzo', width: 90, align: 'right' },
      ],
      rows: summary,
      emptyMessage: '',
    },
    ...closing(input, [staffSigners(input)]),
  );
  const draft = input.renewal.revaluedAt
    ? null
    : 'le rettifiche contabili si possono ancora cambiare fino alla rivalutazione.';
  return renewalDocument(input, DOCUMENT_TYPE.renewalEliminated, draft, blocks);
}
