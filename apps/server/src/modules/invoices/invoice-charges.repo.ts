import type { ChargeInvoiceIdentity } from '@inventario/shared/contracts/invoices';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { invoiceUploads, movements } from '../../db/schema/index.ts';

/** The school's charges made from the invoice of this identity, oldest first. */
export function chargesOfInvoice(tx: Tx, customerCode: string, identity: ChargeInvoiceIdentity) {
  return tx
    .select({ chargeId: movements.id, number: movements.number, year: movements.year, date: movements.date })
    .from(movements)
    .where(
      and(
        eq(movements.customerCode, customerCode),
        eq(movements.type, MOVEMENT_TYPE.charge),
        eq(movements.invoiceSupplierId, identity.supplierId),
        eq(movements.invoiceNumber, identity.number),
        eq(movements.invoiceDate, identity.date),
      ),
    )
    .orderBy(asc(movements.id));
}

/** The stored file a charge of the school was made from, if any. */
export async function findChargeInvoiceFile(
  tx: Tx,
  customerCode: string,
  chargeId: number,
): Promise<{ storageKey: string; fileName: string } | undefined> {
  const [row] = await tx
    .select({ storageKey: invoiceUploads.storageKey, fileName: invoiceUploads.fileName })
    .from(movements)
    .innerJoin(
      invoiceUploads,
      sameSchool(invoiceUploads, movements, eq(invoiceUploads.id, movements.invoiceUploadId)),
    )
    .where(
      and(
        eq(movements.customerCode, customerCode),
        eq(movements.id, chargeId),
        eq(movements.type, MOVEMENT_TYPE.charge),
      ),
    );
  return row;
}
