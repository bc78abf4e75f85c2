import { invoicePaths, invoiceReadingSchema } from '@inventario/shared/contracts/invoices';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `POST /movement/charge/mapFromInvoice`: the invoices of an uploaded file, priced and matched. */
export function mapFromInvoice(api: ApiClient, uploadId: string) {
  return api.post(invoicePaths.map, { uploadId }, { parser: invoiceReadingSchema });
}

export function useMapFromInvoice() {
  const { inventory } = useBackendClients();
  return useMutation({ mutationFn: (uploadId: string) => mapFromInvoice(inventory, uploadId) });
}
