import { movementKeys } from '@/features/movements';

/**
 * Query keys of the proposal screens. Those that change with the proposals (next progressive,
 * related discharges) live under `movements`, so saving or deleting any voucher reloads them.
 */
export const proposalKeys = {
  causals: () => ['proposals', 'causals'] as const,
  statuses: () => ['proposals', 'statuses'] as const,
  nextProgressive: (year: number) => [...movementKeys.all, 'out', 'nextProgressive', year] as const,
  related: (id: number) => [...movementKeys.all, 'out', 'related', id] as const,
};
