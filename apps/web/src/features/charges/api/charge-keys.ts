/** Query keys of the charge screens' reference lists (the vouchers themselves use `movementKeys`). */
export const chargeKeys = {
  causals: () => ['charges', 'causals'] as const,
  waitingAsset: (id: number) => ['charges', 'waitingAsset', id] as const,
  waitingAssets: () => ['charges', 'waitingAssets'] as const,
  universality: (id: number) => ['charges', 'universality', id] as const,
  universalityComponents: (id: number) => ['charges', 'universalityComponents', id] as const,
  chargeableUniversalities: () => ['charges', 'chargeableUniversalities'] as const,
};
