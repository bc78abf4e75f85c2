import type {
  ExternalMovement,
  ExternalMovementDetail,
} from '@inventario/shared/contracts/external-movements';
import { centsToEuros } from '@inventario/shared/format/currency';
import { z } from '@inventario/shared/zod';
import type { ExternalRow, FoundExternal, lineLabels, StoredLine } from './external-movements.repo.ts';

/**
 * `payload.lines` as stored, read leniently: an import of another shape gives no goods rather than a
 * failure, and a good's missing fields are its blanks (which the completion fills in).
 */
const storedLineSchema = z.object({
  description: z.string().catch(''),
  quantity: z.number().int().min(1).catch(1),
  unitPriceCents: z.number().int().min(0).catch(0),
  subcategoryId: z.number().int().positive().nullable().catch(null),
  locationId: z.number().int().positive().nullable().catch(null),
  brand: z.string().nullable().catch(null),
});
const payloadSchema = z.object({ lines: z.array(storedLineSchema).catch([]) }).catch({ lines: [] });

export function storedLines(payload: unknown): StoredLine[] {
  return payloadSchema.parse(payload ?? {}).lines;
}

const isoTimestamp = (value: Date | string) => new Date(value).toISOString();

/** The list's row of an external movement. */
export function toExternalMovement(row: ExternalRow): ExternalMovement {
  return {
    id: row.id,
    source: row.source,
    description: row.description,
    documentNumber: row.documentNumber,
    documentDate: row.documentDate,
    supplier: { name: row.supplierName, vatNumber: row.supplierVatNumber },
    creditor:
      row.creditorId === null ? null : { id: row.creditorId, description: row.creditorDescription ?? '' },
    totalValue: Number(row.totalValue ?? 0),
    lineCount: row.lineCount,
    assetCount: row.assetCount,
    status: row.status,
    importedAt: isoTimestamp(row.importedAt),
    charge:
      row.chargeMovementId === null
        ? null
        : {
            id: row.chargeMovementId,
            year: row.chargeYear ?? 0,
            number: row.chargeNumber ?? 0,
            date: row.chargeDate ?? '',
          },
  };
}

/** A row read with its payload, as the list's row (its counts from its goods). */
export function rowOfFound(found: FoundExternal): ExternalRow {
  const r = found.row;
  const lines = storedLines(r.payload);
  return {
    id: r.id,
    source: r.source,
    description: r.description,
    documentNumber: r.documentNumber,
    documentDate: r.documentDate,
    supplierName: r.supplierName,
    supplierVatNumber: r.supplierVatNumber,
    creditorId: r.creditorId,
    creditorDescription: found.creditorDescription,
    totalValue: r.totalValue,
    status: r.status,
    importedAt: r.importedAt,
    chargeMovementId: r.chargeMovementId,
    chargeYear: found.chargeYear,
    chargeNumber: found.chargeNumber,
    chargeDate: found.chargeDate,
    lineCount: lines.length,
    assetCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

type Labels = Awaited<ReturnType<typeof lineLabels>>;

/** The detail: the row and each good with its subcategory (and register) and location named. */
export function toDetail(found: FoundExternal, labels: Labels): ExternalMovementDetail {
  return {
    ...toExternalMovement(rowOfFound(found)),
    lines: storedLines(found.row.payload).map((line) => {
      const subcategory =
        line.subcategoryId === null ? undefined : labels.subcategories.get(line.subcategoryId);
      const location = line.locationId === null ? undefined : labels.locations.get(line.locationId);
      return {
        description: line.description,
        quantity: line.quantity,
        unitPrice: centsToEuros(line.unitPriceCents),
        brand: line.brand,
        subcategory: subcategory
          ? {
              id: subcategory.id,
              code: subcategory.code,
              description: subcategory.description,
              register: { id: subcategory.registerId, description: subcategory.registerDescription },
            }
          : null,
        location: location
          ? {
              id: location.id,
              code: location.code,
              description: location.description,
              siteCode: location.siteCode,
            }
          : null,
      };
    }),
  };
}
