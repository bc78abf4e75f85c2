import { invoiceFileUrlSchema, invoicePaths } from '@inventario/shared/contracts/invoices';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `GET /movement/charge/{id}/invoiceFile`: a signed, short-lived link to the invoice file of a charge. */
export function getInvoiceFile(api: ApiClient, chargeId: number) {
  return api.get(fillPath(invoicePaths.chargeFile, { id: chargeId }), { parser: invoiceFileUrlSchema });
}

export function useInvoiceFile() {
  const { inventory } = useBackendClients();
  return useMutation({ mutationFn: (chargeId: number) => getInvoiceFile(inventory, chargeId) });
}
