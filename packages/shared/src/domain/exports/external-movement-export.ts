import type { ExternalMovement } from '../../contracts/external-movements.ts';
import { EXTERNAL_STATUS } from '../movements/external-selection.ts';
import type { ExportCatalog } from './export-columns.ts';

/** A movement's state as its chip says it: charged (with its voucher), or a warehouse movement's status. */
function stateOf(movement: ExternalMovement): string | null {
  if (movement.charge) return 'charged';
  if (movement.status === EXTERNAL_STATUS.toComplete) return 'toComplete';
  if (movement.status === EXTERNAL_STATUS.completed) return 'completed';
  return null;
}

/** The supplier as the list shows it: the school's creditor once known, else as the other application wrote it. */
function supplierOf(movement: ExternalMovement): string | null {
  if (movement.creditor) return movement.creditor.description;
  const { name, vatNumber } = movement.supplier;
  if (name && vatNumber) return `${name} (${vatNumber})`;
  return name ?? vatNumber;
}

/** The external movements' columns, by the keys of their grid. */
export const EXTERNAL_MOVEMENT_EXPORT_COLUMNS: ExportCatalog<ExternalMovement> = {
  documentDate: { kind: 'date', value: (m) => m.documentDate },
  description: { kind: 'text', value: (m) => m.description },
  source: { kind: 'text', value: (m) => m.source, coded: true },
  supplier: { kind: 'text', value: supplierOf },
  assetCount: { kind: 'integer', value: (m) => m.assetCount },
  totalValue: { kind: 'euro', value: (m) => m.totalValue },
  status: {
    kind: 'text',
    value: stateOf,
    coded: true,
    suffix: (m) => (m.charge ? `${m.charge.number}/${m.charge.year}` : null),
  },
};
