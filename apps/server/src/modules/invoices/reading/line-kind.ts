import type { InvoiceLine } from '@inventario/shared/contracts/invoices';
import { type Decimal, ZERO } from './decimal.ts';

/**
 * `TipoCessionePrestazione` (2.2.1.2): SC sconto, PR premio, AB abbuono, AC spesa accessoria. Sconti,
 * premi and abbuoni are the reductions of art. 15 DPR 633/72 (a premio is a rebate granted to the
 * buyer, such as a volume bonus), so they lower what the goods are worth; an accessory expense
 * (transport, installation) raises it.
 */
const LOWERING_TYPES = new Set(['SC', 'PR', 'AB']);
const RAISING_TYPES = new Set(['AC']);

/**
 * What a line is: its declared type first; otherwise a line with no amount describes, and a negative
 * price is a discount written as a line.
 */
export function lineKind(
  serviceType: string | null,
  unitPrice: Decimal | null,
  total: Decimal | null,
): InvoiceLine['kind'] {
  if (serviceType && LOWERING_TYPES.has(serviceType)) return 'discount';
  if (serviceType && RAISING_TYPES.has(serviceType)) return 'surcharge';
  const amount = unitPrice !== null && unitPrice !== ZERO ? unitPrice : (total ?? ZERO);
  if (amount === ZERO) return 'descriptive';
  return amount < ZERO ? 'discount' : 'goods';
}
