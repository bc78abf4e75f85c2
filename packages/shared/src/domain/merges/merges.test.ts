import { describe, expect, it } from 'vitest';
import type { PlannedAsset } from '../imports/import-plan.ts';
import { mergeBlockers } from './merge-blockers.ts';
import { mergeChargeDate, mergeDischargeDate } from './merge-dates.ts';
import { MERGE_CAUSAL, receiptPlan } from './receipt-plan.ts';

describe('merge dates', () => {
  it('discharges the seller on 31 August', () => {
    expect(mergeDischargeDate(2026)).toBe('2026-08-31');
  });

  it('charges the receiver on 1 September, or on its last movement when later', () => {
    expect(mergeChargeDate(2026, null)).toBe('2026-09-01');
    expect(mergeChargeDate(2026, '2026-06-30')).toBe('2026-09-01');
    expect(mergeChargeDate(2026, '2026-09-01')).toBe('2026-09-01');
    expect(mergeChargeDate(2026, '2026-10-15')).toBe('2026-10-15');
    expect(mergeChargeDate(2026, '2026-10-15T09:30:00.000Z')).toBe('2026-10-15');
  });
});

describe('mergeBlockers', () => {
  it('names every kind of pending good at once, and none when nothing is pending', () => {
    expect(mergeBlockers({ waitingAssets: 0, warehouseMovements: 0, assetsInProposals: 0 })).toEqual([]);
    expect(mergeBlockers({ waitingAssets: 3, warehouseMovements: 1, assetsInProposals: 2 })).toEqual([
      'mergeWaitingAssets',
      'mergeWarehouseMovements',
      'mergeAssetsInProposals',
    ]);
    expect(mergeBlockers({ waitingAssets: 0, warehouseMovements: 0, assetsInProposals: 1 })).toEqual([
      'mergeAssetsInProposals',
    ]);
  });
});

describe('receiptPlan', () => {
  const good = (code: string, overrides: Partial<PlannedAsset> = {}): PlannedAsset => ({
    row: 0,
    code,
    register: 'movable',
    assetClass: 'inventory',
    inventoryNumber: Number(code),
    durableNumber: null,
    description: `Bene ${code}`,
    categoryCode: '03',
    subcategoryCode: '01',
    siteCode: 'MI01',
    locationCode: 'L01',
    quantity: 1,
    historicalCents: 100_000,
    actualCents: 80_000,
    originalCents: null,
    purchaseDate: null,
    chargeDate: '2020-03-01',
    state: 'charged',
    universalityCode: null,
    serialNumber: null,
    brand: null,
    chassis: null,
    licensePlate: null,
    editor: null,
    author: null,
    barcode: null,
    originalInventoryNumber: null,
    notes: null,
    ...overrides,
  });
  const content = {
    sites: [],
    locations: [],
    subConsignees: [],
    subcategories: [],
    creditors: [],
    universalities: [
      { row: 0, code: '7', description: 'Laboratorio', register: 'movable' as const, inventoryNumber: 3 },
    ],
    assets: [
      good('12', { register: 'books', inventoryNumber: 1 }),
      good('11', { assetClass: 'durable', inventoryNumber: null, durableNumber: 4 }),
      good('10', { inventoryNumber: 3, universalityCode: '7' }),
      good('9', { inventoryNumber: 2 }),
    ],
  };

  it('charges every good anew in the seller’s order, its number kept as the original one, at its value', () => {
    const plan = receiptPlan(content, { date: '2026-09-01', sellerName: 'IT Volta' });
    expect(
      plan.assets.map((a) => [a.code, a.originalInventoryNumber, a.inventoryNumber, a.durableNumber]),
    ).toEqual([
      ['9', 'BM 2', null, null],
      ['10', 'BM 3', null, null],
      ['11', 'BM 4', null, null],
      ['12', 'LB 1', null, null],
    ]);
    expect(plan.assets.every((a) => a.chargeDate === '2026-09-01' && a.state === 'charged')).toBe(true);
    expect(plan.universalities).toEqual([expect.objectContaining({ code: '7', inventoryNumber: null })]);
    expect(plan.movements).toEqual([
      expect.objectContaining({
        kind: 'charge',
        year: 2026,
        number: null,
        date: '2026-09-01',
        causal: MERGE_CAUSAL,
        notes: 'Accorpamento: beni ceduti da IT Volta',
      }),
    ]);
    expect(plan.movements[0]?.lines.map((l) => [l.assetCode, l.valueCents])).toEqual([
      ['9', 80_000],
      ['10', 80_000],
      ['11', 80_000],
      ['12', 80_000],
    ]);
  });
});
