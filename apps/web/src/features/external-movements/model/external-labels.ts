import { externalSources } from '@inventario/shared/contracts/external-movements';
import { EXTERNAL_STATUS } from '@inventario/shared/domain/movements/external-selection';

/** The i18n key of a source the web names (`warehouse`, `accounting`), or undefined for another. */
export function sourceKey(source: string): string | undefined {
  return (externalSources as readonly string[]).includes(source)
    ? `externalMovements.sources.${source}`
    : undefined;
}

/** The i18n key of a warehouse movement's status, or undefined for other sources. */
export function statusKey(status: number | null): string | undefined {
  if (status === EXTERNAL_STATUS.toComplete) return 'externalMovements.status.toComplete';
  if (status === EXTERNAL_STATUS.completed) return 'externalMovements.status.completed';
  return undefined;
}

/** The supplier as the list shows it: the school's creditor once known, else as the import wrote it. */
export function supplierText(movement: {
  creditor: { description: string } | null;
  supplier: { name: string | null; vatNumber: string | null };
}): string {
  if (movement.creditor) return movement.creditor.description;
  const { name, vatNumber } = movement.supplier;
  if (name && vatNumber) return `${name} (${vatNumber})`;
  return name ?? vatNumber ?? '';
}
