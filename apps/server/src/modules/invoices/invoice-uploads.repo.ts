import { and, eq, gt, isNull, lt, notExists } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { invoiceUploads, movements } from '../../db/schema/index.ts';

export type InvoiceUploadRow = typeof invoiceUploads.$inferSelect;

/** `invoice_uploads.status`. */
export const UPLOAD_STATUS = { waiting: 1, uploaded: 2 } as const;

export async function insertUpload(
  tx: Tx,
  row: Pick<
    InvoiceUploadRow,
    | 'id'
    | 'customerCode'
    | 'fileName'
    | 'contentType'
    | 'sizeBytes'
    | 'storageKey'
    | 'expiresAt'
    | 'createdBy'
    | 'createdAt'
  >,
): Promise<void> {
  await tx.insert(invoiceUploads).values({ ...row, status: UPLOAD_STATUS.waiting });
}

export async function findUpload(
  tx: Tx,
  customerCode: string,
  id: string,
): Promise<InvoiceUploadRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoiceUploads)
    .where(and(eq(invoiceUploads.customerCode, customerCode), eq(invoiceUploads.id, id)));
  return row;
}

/**
 * Marks a waiting upload uploaded, with what was received; false when it was not waiting (a twin PUT
 * won) or, given `unexpiredAt`, its URL had expired then. One conditional statement: of two PUTs of
 * the same URL, the second waits on the first's row lock and finds it uploaded.
 */
export async function markUploaded(
  tx: Tx,
  customerCode: string,
  id: string,
  received: { sizeBytes: number; md5: string; sha256: string; uploadedAt: Date },
  unexpiredAt?: Date,
): Promise<boolean> {
  const updated = await tx
    .update(invoiceUploads)
    .set({ ...received, status: UPLOAD_STATUS.uploaded })
    .where(
      and(
        eq(invoiceUploads.customerCode, customerCode),
        eq(invoiceUploads.id, id),
        eq(invoiceUploads.status, UPLOAD_STATUS.waiting),
        unexpiredAt ? gt(invoiceUploads.expiresAt, unexpiredAt) : undefined,
      ),
    )
    .returning({ id: invoiceUploads.id });
  return updated.length === 1;
}

/** Deletes the school's uploads created before `cutoff` that no charge took or was made from; their storage keys. */
export async function deleteUnusedBefore(tx: Tx, customerCode: string, cutoff: Date): Promise<string[]> {
  const deleted = await tx
    .delete(invoiceUploads)
    .where(
      and(
        eq(invoiceUploads.customerCode, customerCode),
        isNull(invoiceUploads.chargeId),
        lt(invoiceUploads.createdAt, cutoff),
        // `charge_id` names one charge; the other invoices of a zip may have made others, which keep it.
        notExists(
          tx
            .select({ id: movements.id })
            .from(movements)
            .where(sameSchool(movements, invoiceUploads, eq(movements.invoiceUploadId, invoiceUploads.id))),
        ),
      ),
    )
    .returning({ storageKey: invoiceUploads.storageKey });
  return deleted.map((row) => row.storageKey);
}

/** Links an uploaded file to the charge made from it; false when it is not an upload of the school's. */
export async function setCharge(
  tx: Tx,
  customerCode: string,
  id: string,
  chargeId: number,
): Promise<boolean> {
  const updated = await tx
    .update(invoiceUploads)
    .set({ chargeId })
    .where(
      and(
        eq(invoiceUploads.customerCode, customerCode),
        eq(invoiceUploads.id, id),
        eq(invoiceUploads.status, UPLOAD_STATUS.uploaded),
      ),
    )
    .returning({ id: invoiceUploads.id });
  return updated.length === 1;
}
