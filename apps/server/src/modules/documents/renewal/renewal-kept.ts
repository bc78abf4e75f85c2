import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import type { AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { MinuteBlock, MinuteDocument, MinuteTableRow } from '../minutes/minute-document.ts';
import { goodsCount } from '../minutes/minute-text.ts';
import { figureColumns, figureRow, figuresOf } from './renewal-figures.ts';
import type { PrintGood, PrintSubcategory, RenewalKeptInput } from './renewal-print-data.ts';
import {
  beforeRevaluationText,
  closing,
  numberText,
  recognitionText,
  renewalDocument,
  staffSigners,
  subcategoryText,
} from './renewal-print-text.ts';

/**
 * PV/1, the goods found and kept (DOMAIN §8): every inventory good still in the registers after the
 * adjustments, register by register in the order of their numbers at the renewal date, with the number
 * the renumbering gave it, its subcategory from the mapping, and its value before the revaluation and
 * after; the goods the adjustments charged as found, and those the commission valued again, are marked.
 * A draft until the renumbering (before the revaluation its values are a preview).
 */

/** What the "Note" column says of a good an adjustment touched. */
const MARK: Partial<Record<AdjustmentKind, string>> = {
  found: 'Rinvenuto',
  estimateUp: 'Stima in aumento',
  estimateDown: 'Stima in diminuzione',
};

const COLUMNS = [
  { title: 'N. inv.', width: 46 },
  { title: 'Nuovo n.', width: 40, align: 'right' as const },
  { title: 'Descrizione', width: { share: 1 } },
  { title: 'Sottocategoria', width: 112 },
  { title: 'Valore precedente', width: 66, align: 'right' as const },
  { title: 'Nuovo valore', width: 66, align: 'right' as const },
  { title: 'Note', width: 54 },
];

function goodRow(good: PrintGood, subcategoryOf: (id: number) => string): MinuteTableRow {
  return {
    cells: [
      numberText(good.registerKind, good.oldNumber),
      good.newNumber === null ? '—' : String(good.newNumber),
      good.description,
      subcategoryOf(good.subcategoryAfter),
      formatCents(good.beforeCents),
      formatCents(good.afterCents),
      (good.adjustment && MARK[good.adjustment]) ?? '',
    ],
  };
}

function draftOf(input: RenewalKeptInput): string | null {
  if (!input.renewal.revaluedAt) return beforeRevaluationText(input);
  if (!input.renewal.renumberedAt)
    return 'la rinumerazione dei registri non è ancora stata eseguita: manca il nuovo numero dei beni.';
  return null;
}

/** PV/1: the goods found and kept, register by register, and the totals. */
export function buildRenewalKept(input: RenewalKeptInput): MinuteDocument {
  const subcategories = new Map<number, PrintSubcategory>(input.subcategories.map((s) => [s.id, s]));
  const subcategoryOf = (id: number) => {
    const found = subcategories.get(id);
    return found ? subcategoryText(found) : String(id);
  };
  const found = input.goods.filter((good) => good.adjustment === 'found').length;
  const blocks: MinuteBlock[] = [
    {
      kind: 'paragraph',
      text:
        `Elenco dei beni inventariati rinvenuti con la ${recognitionText(input)} e mantenuti negli inventari rinnovati al ${formatDate(input.renewal.renewalDate)}, registro per registro: ` +
        'il numero di inventario alla data del rinnovo e quello della nuova numerazione, la sottocategoria assegnata dalla mappatura, il valore precedente e il nuovo valore. ' +
        `I beni non iscritti e rinvenuti, caricati con le rettifiche contabili, sono segnati "Rinvenuto" (${found}).`,
    },
  ];
  for (const register of input.registers) {
    const goods = input.goods.filter((good) => good.registerId === register.id);
    if (goods.length === 0) continue;
    const totals = figuresOf(goods);
    blocks.push(
      { kind: 'subtitle', text: `Registro: ${register.description} (${goodsCount(goods.length)})` },
      {
        kind: 'table',
        columns: COLUMNS,
        rows: [
          ...goods.map((good) => goodRow(good, subcategoryOf)),
          {
            cells: [
              '',
              '',
              `Totale ${register.description} (${goodsCount(goods.length)})`,
              '',
              formatCents(totals.beforeCents),
              formatCents(totals.afterCents),
              '',
            ],
            kind: 'total',
          },
        ],
        emptyMessage: '',
      },
    );
  }
  if (input.goods.length === 0) {
    blocks.push({ kind: 'paragraph', text: 'Nessun bene inventariato presente nei registri.' });
  }
  const summary: MinuteTableRow[] = input.registers.flatMap((register) => {
    const goods = input.goods.filter((good) => good.registerId === register.id);
    return goods.length ? [figureRow(register.description, figuresOf(goods))] : [];
  });
  summary.push(figureRow('Totale dei beni mantenuti', figuresOf(input.goods), 'total'));
  blocks.push(
    { kind: 'subtitle', text: 'Riepilogo per registro' },
    { kind: 'table', columns: figureColumns('Registro'), rows: summary, emptyMessage: '' },
    ...closing(input, [staffSigners(input)]),
  );
  return renewalDocument(input, DOCUMENT_TYPE.renewalKept, draftOf(input), blocks);
}
