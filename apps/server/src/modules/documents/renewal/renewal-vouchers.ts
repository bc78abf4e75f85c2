import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { isValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type {
  MinuteBlock,
  MinuteColumn,
  MinuteDocument,
  MinuteTableRow,
} from '../minutes/minute-document.ts';
import { goodsCount } from '../minutes/minute-text.ts';
import type { PrintVoucher, RenewalVouchersInput } from './renewal-print-data.ts';
import {
  causalText,
  closing,
  movementText,
  numberText,
  renewalDocument,
  staffSigners,
} from './renewal-print-text.ts';

/**
 * The movement vouchers of the renewal (DOMAIN §8): one section per movement it wrote, its adjustments'
 * first (the charges of the goods found, the discharges of those missing, unusable or entered by
 * mistake, the value vouchers of the commission's estimates), then the revaluation's value vouchers:
 * number and year, kind, causal, date, notes, the lines with their goods and amounts, the total.
 */

const ORIGIN_TEXT: Record<PrintVoucher['origin'], string> = {
  adjustment: 'rettifica contabile del rinnovo',
  revaluation: 'rivalutazione del rinnovo',
};

function columnsOf(valueVoucher: boolean): MinuteColumn[] {
  const base: MinuteColumn[] = [
    { title: 'N.', width: 24, align: 'right' },
    { title: 'N. inv.', width: 50 },
    { title: 'Descrizione', width: { share: 1 } },
  ];
  return valueVoucher
    ? [
        ...base,
        { title: 'Nuovo valore', width: 80, align: 'right' },
        { title: 'Variazione', width: 80, align: 'right' },
      ]
    : [...base, { title: 'Valore', width: 90, align: 'right' }];
}

function voucherBlocks(voucher: PrintVoucher): MinuteBlock[] {
  const valueVoucher = isValueVoucherKind(voucher.type);
  const sign = voucher.type === MOVEMENT_TYPE.decrease ? '-' : '+';
  const rows: MinuteTableRow[] = voucher.lines.map((line, index) => {
    const cells = [String(index + 1), numberText(line.registerKind, line.number), line.description];
    return {
      cells: valueVoucher
        ? [...cells, formatCents(line.valueCents), `${sign}${formatCents(line.variationCents ?? 0)}`]
        : [...cells, formatCents(line.valueCents)],
    };
  });
  const label = `Totale del buono (${goodsCount(voucher.lines.length)})`;
  rows.push({
    cells: valueVoucher
      ? ['', '', label, '', `${sign}${formatCents(voucher.totalCents)}`]
      : ['', '', label, formatCents(voucher.totalCents)],
    kind: 'total',
  });
  const facts = [`Causale: ${causalText(voucher)}`, `Origine: ${ORIGIN_TEXT[voucher.origin]}`];
  if (voucher.notes?.trim()) facts.push(`Note: ${voucher.notes.trim()}`);
  return [
    { kind: 'subtitle', text: movementText(voucher) },
    { kind: 'paragraph', text: facts.join(' — ') },
    { kind: 'table', columns: columnsOf(valueVoucher), rows, emptyMessage: 'Il buono non ha righe.' },
  ];
}

/** The movement vouchers of the renewal. */
export function buildRenewalVouchers(input: RenewalVouchersInput): MinuteDocument {
  const blocks: MinuteBlock[] = [
    {
      kind: 'paragraph',
      text:
        `I movimenti che il rinnovo ha registrato alla data del ${formatDate(input.renewal.renewalDate)}: ` +
        'prima quelli delle rettifiche contabili (carichi dei beni rinvenuti, scarichi dei beni mancanti, fuori uso o iscritti per errore, ' +
        'buoni di variazione delle stime prudenziali), poi i buoni di variazione della rivalutazione.',
    },
  ];
  if (!input.renewal.revaluedAt) {
    blocks.push({
      kind: 'paragraph',
      text: 'La rivalutazione non è ancora stata eseguita: i suoi buoni non sono ancora registrati.',
    });
  }
  if (input.vouchers.length === 0) {
    blocks.push({ kind: 'paragraph', text: 'Il rinnovo non ha ancora registrato movimenti.' });
  }
  blocks.push(...input.vouchers.flatMap(voucherBlocks), ...closing(input, [staffSigners(input)]));
  return renewalDocument(input, DOCUMENT_TYPE.renewalVouchers, null, blocks);
}
