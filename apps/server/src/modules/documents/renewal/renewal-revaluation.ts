import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { ADJUSTMENT_KINDS } from '@inventario/shared/domain/renewal/adjustments';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { MinuteBlock, MinuteDocument, MinuteTableRow } from '../minutes/minute-document.ts';
import { figureColumns, figureRow, figuresBy, figuresOf } from './renewal-figures.ts';
import type { PrintGood, PrintSubcategory, RenewalRevaluationInput } from './renewal-print-data.ts';
import {
  ADJUSTMENT_TEXT,
  beforeRevaluationText,
  categoryText,
  causalText,
  closing,
  countText,
  movementNumberText,
  registerNames,
  renewalDocument,
  staffSigners,
  subcategoryText,
} from './renewal-print-text.ts';

/**
 * PV/3, the revaluation by register (DOMAIN §8): for each register, its goods' values before the
 * revaluation and after it by category and subcategory (the mapping's targets) and by adjustment kind,
 * with the variation; the registers' summary and total; the value vouchers the revaluation wrote (RIV
 * for the rises, SVA for the falls). Before the revaluation it prints its preview as a draft.
 */

/** A register's goods by target category, each category followed by its subcategories. */
function categoryRows(goods: readonly PrintGood[], subcategories: ReadonlyMap<number, PrintSubcategory>) {
  const subcategoryOf = (good: PrintGood) => subcategories.get(good.subcategoryAfter);
  const ordered = [...goods].sort((a, b) => {
    const [sa, sb] = [subcategoryOf(a), subcategoryOf(b)];
    const key = (s: PrintSubcategory | undefined) => (s ? `${s.categoryCode}\u0000${s.code}` : '\uffff');
    return key(sa) < key(sb) ? -1 : key(sa) > key(sb) ? 1 : 0;
  });
  const byCategory = figuresBy(ordered, (good) => subcategoryOf(good)?.categoryId ?? 0);
  const bySubcategory = figuresBy(ordered, (good) => good.subcategoryAfter);
  const rows: MinuteTableRow[] = [];
  for (const [categoryId, figures] of byCategory) {
    const first = ordered.find((good) => (subcategoryOf(good)?.categoryId ?? 0) === categoryId);
    const category = first ? subcategoryOf(first) : undefined;
    rows.push(figureRow(category ? categoryText(category) : 'Senza categoria', figures, 'total'));
    for (const [subcategoryId, subFigures] of bySubcategory) {
      const subcategory = subcategories.get(subcategoryId);
      if ((subcategory?.categoryId ?? 0) !== categoryId) continue;
      rows.push(figureRow(subcategory ? subcategoryText(subcategory) : String(subcategoryId), subFigures));
    }
  }
  return rows;
}

function adjustmentRows(goods: readonly PrintGood[]): MinuteTableRow[] {
  const byKind = figuresBy(goods, (good) => good.adjustment ?? 'none');
  const rows: MinuteTableRow[] = [];
  const none = byKind.get('none');
  if (none) rows.push(figureRow('Senza rettifica', none));
  for (const kind of ADJUSTMENT_KINDS) {
    const figures = byKind.get(kind);
    if (figures) rows.push(figureRow(ADJUSTMENT_TEXT[kind], figures));
  }
  return rows;
}

function vouchersBlock(input: RenewalRevaluationInput): MinuteBlock[] {
  const vouchers = input.vouchers.filter((voucher) => voucher.origin === 'revaluation');
  if (!input.renewal.revaluedAt) {
    return [
      {
        kind: 'paragraph',
        text: 'La rivalutazione non è ancora stata eseguita: non ha ancora registrato buoni.',
      },
    ];
  }
  if (vouchers.length === 0) {
    return [
      { kind: 'paragraph', text: 'La rivalutazione non ha variato alcun valore: nessun buono registrato.' },
    ];
  }
  const registerOf = registerNames(input.registers);
  const rows: MinuteTableRow[] = vouchers.map((voucher) => ({
    cells: [
      movementNumberText(voucher),
      voucher.type === MOVEMENT_TYPE.decrease ? 'Variazione in diminuzione' : 'Variazione in aumento',
      formatDate(voucher.date),
      causalText(voucher),
      voucher.lines[0] ? registerOf(voucher.lines[0].registerKind) : '—',
      countText(voucher.lines.length),
      `${voucher.type === MOVEMENT_TYPE.decrease ? '-' : '+'}${formatCents(voucher.totalCents)}`,
    ],
  }));
  return [
    {
      kind: 'table',
      columns: [
        { title: 'Buono', width: 52 },
        { title: 'Tipo', width: { share: 1 } },
        { title: 'Data', width: 52 },
        { title: 'Causale', width: 80 },
        { title: 'Registro', width: { share: 1 } },
        { title: 'Beni', width: 34, align: 'right' },
        { title: 'Importo', width: 74, align: 'right' },
      ],
      rows,
      emptyMessage: '',
    },
  ];
}

/** PV/3: the revaluation by register, and its vouchers. */
export function buildRenewalRevaluation(input: RenewalRevaluationInput): MinuteDocument {
  const subcategories = new Map(input.subcategories.map((s) => [s.id, s]));
  const blocks: MinuteBlock[] = [
    {
      kind: 'paragraph',
      text:
        'La rivalutazione assegna a ciascun bene inventariato presente nei registri la sottocategoria della mappatura e il nuovo valore: ' +
        "la stima prudenziale della commissione dove una rettifica l'ha indicata, altrimenti il valore attuale al netto degli ammortamenti. " +
        `Le variazioni sono registrate con buoni di variazione in aumento (RIV, rivalutazione) e in diminuzione (SVA, svalutazione) datati ${formatDate(input.renewal.renewalDate)}, uno per registro e per verso.`,
    },
  ];
  for (const register of input.registers) {
    const goods = input.goods.filter((good) => good.registerId === register.id);
    if (goods.length === 0) continue;
    blocks.push(
      { kind: 'subtitle', text: `Registro: ${register.description}` },
      {
        kind: 'table',
        columns: figureColumns('Categoria e sottocategoria'),
        rows: [
          ...categoryRows(goods, subcategories),
          figureRow(`Totale ${register.description}`, figuresOf(goods), 'total'),
        ],
        emptyMessage: '',
      },
      {
        kind: 'table',
        columns: figureColumns('Per rettifica contabile'),
        rows: adjustmentRows(goods),
        emptyMessage: '',
      },
    );
  }
  if (input.goods.length === 0) {
    blocks.push({ kind: 'paragraph', text: 'Nessun bene inventariato presente nei registri.' });
  }
  const summary = input.registers.flatMap((register) => {
    const goods = input.goods.filter((good) => good.registerId === register.id);
    return goods.length ? [figureRow(register.description, figuresOf(goods))] : [];
  });
  summary.push(figureRow('Totale degli inventari', figuresOf(input.goods), 'total'));
  blocks.push(
    { kind: 'subtitle', text: 'Riepilogo per registro' },
    { kind: 'table', columns: figureColumns('Registro'), rows: summary, emptyMessage: '' },
    { kind: 'subtitle', text: 'Buoni della rivalutazione' },
    ...vouchersBlock(input),
    ...closing(input, [staffSigners(input)]),
  );
  const draft = input.renewal.revaluedAt ? null : beforeRevaluationText(input);
  return renewalDocument(input, DOCUMENT_TYPE.renewalRevaluation, draft, blocks);
}
