import type { Renewal } from '@inventario/shared/contracts/renewal';

/** A renewal of 2025 whose mapping is confirmed, at its accounting adjustments, for the screen's tests. */
export function renewalAtAdjustments(over: Partial<Renewal> = {}): Renewal {
  return {
    id: 3,
    recognitionId: 5,
    year: 2025,
    renewalDate: '2025-12-31',
    status: 'ongoing',
    startDate: '2026-03-01',
    endDate: null,
    notes: null,
    startedBy: 'demo.dsga',
    mappingConfirmedAt: '2026-03-02T09:00:00.000Z',
    revaluedAt: null,
    renumberedAt: null,
    step: 'adjustments',
    blockers: [],
    ...over,
  };
}
