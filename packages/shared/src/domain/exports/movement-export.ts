import type { MovementSummary } from '../../contracts/movements.ts';
import type { ExportCatalog } from './export-columns.ts';

/** "12 – 05/03/2026": the DS's measure of a proposal or a discharge, number and date. */
function protocolOf(movement: MovementSummary): string | null {
  const date = movement.protocolDate?.replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$3/$2/$1') ?? null;
  const parts = [movement.protocolNumber, date].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' – ') : null;
}

/**
 * The columns of the movement lists (charges, discharge proposals, discharges, value vouchers), by
 * the keys their grids give them: the causal, a proposal's status, a value voucher's kind and reason
 * are codes the client names.
 */
export const MOVEMENT_EXPORT_COLUMNS: ExportCatalog<MovementSummary> = {
  number: { kind: 'text', value: (m) => `${m.number}/${m.year}` },
  progressive: { kind: 'integer', value: (m) => m.progressive },
  date: { kind: 'date', value: (m) => m.date },
  kind: { kind: 'text', value: (m) => String(m.type), coded: true },
  causal: { kind: 'text', value: (m) => m.causal, coded: true },
  voucherType: { kind: 'text', value: (m) => m.voucherType, coded: true },
  status: { kind: 'text', value: (m) => (m.status === null ? null : String(m.status)), coded: true },
  creditor: { kind: 'text', value: (m) => m.creditor?.description ?? null },
  debtor: { kind: 'text', value: (m) => m.debtor?.description ?? null },
  documentNumber: { kind: 'text', value: (m) => m.documentNumber },
  protocol: { kind: 'text', value: protocolOf },
  assetCount: { kind: 'integer', value: (m) => m.assetCount },
  worth: { kind: 'euro', value: (m) => Math.round((m.inventoryValue + m.durableValue) * 100) / 100 },
  totalValue: { kind: 'euro', value: (m) => m.totalValue },
};
