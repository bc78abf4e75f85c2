import { MOVEMENTS_AREA } from '@/features/movements';

/**
 * Query keys of the depreciation figures. They live under the movements' prefix: every voucher saved
 * or deleted, and closing or reopening a year (which write and remove the 'DEP' vouchers), changes them.
 */
export const depreciationKeys = {
  total: (year: number) => [MOVEMENTS_AREA, 'depreciation', year] as const,
  register: (year: number, registerId: number) =>
    [MOVEMENTS_AREA, 'depreciation', year, 'register', registerId] as const,
  vouchers: (year: number, closeDate: string | null) =>
    [MOVEMENTS_AREA, 'depreciation', year, 'vouchers', closeDate] as const,
  pendingProposals: () => [MOVEMENTS_AREA, 'depreciation', 'pendingProposals'] as const,
};
