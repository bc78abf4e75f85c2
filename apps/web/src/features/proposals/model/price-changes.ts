import { type ProposalPriceChange, proposalPriceChangeSchema } from '@inventario/shared/contracts/out';
import { formatEuros } from '@inventario/shared/format/currency';
import { z } from 'zod';
import { isApiError } from '@/lib/api/api-error.ts';

const detailsSchema = z.object({ assets: z.array(proposalPriceChangeSchema) });

/**
 * The assets whose value changed since the proposal was printed, when a confirm was refused with
 * `proposalPricesChanged`; undefined for any other failure.
 */
export function priceChangesOf(error: unknown): ProposalPriceChange[] | undefined {
  if (!isApiError(error) || error.code !== 'proposalPricesChanged') return undefined;
  const parsed = detailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.assets : [];
}

/** One changed asset as the confirm dialog lists it. */
export interface PriceChangeView {
  key: number;
  description: string;
  /** Its inventory number, or its durable number. */
  number: number | null;
  register: 'inventory' | 'durable';
  printed: string;
  current: string;
}

export function priceChangeView(change: ProposalPriceChange): PriceChangeView {
  return {
    key: change.id,
    description: change.description,
    number: change.inventoryNumber ?? change.durableNumber,
    register: change.inventoryNumber === null && change.durableNumber !== null ? 'durable' : 'inventory',
    printed: formatEuros(change.value),
    current: formatEuros(change.actualPrice),
  };
}
