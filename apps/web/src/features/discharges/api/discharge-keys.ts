import { movementKeys } from '@/features/movements';

/**
 * Query keys of the discharge screens. The confirmed proposals, the related movements and the
 * proposals' lines live under the movements area, so saving or deleting any voucher reloads them.
 */
export const dischargeKeys = {
  causals: () => ['discharges', 'causals'] as const,
  confirmedProposals: () => [...movementKeys.all, 'confirmedForDischarge'] as const,
  related: (id: number) => [...movementKeys.all, 'related', 'discharge', id] as const,
  withAssetsList: (ids: readonly number[]) => [...movementKeys.all, 'listWithAssets', ...ids] as const,
};
