import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { MovementAsset } from '@inventario/shared/contracts/movements';
import { describe, expect, it } from 'vitest';
import {
  addChargedLines,
  assetIdsOf,
  lineFromChargedAsset,
  lineFromProposalAsset,
  proposalLineView,
} from './proposal-lines.ts';

function charged(id: number, overrides: Partial<AssetSummary> = {}): AssetSummary {
  return {
    id,
    description: `Bene ${id}`,
    assetClass: 'inventory',
    status: 2,
    register: { id: 1, description: 'Beni mobili', kind: 'movable' as const },
    proposalStatus: null,
    subcategory: { id: 3, code: '03.01', description: 'Personal computer' },
    inventoryNumber: 100 + id,
    durableNumber: null,
    originalInventoryNumber: null,
    historicalPrice: 900,
    actualPrice: 612.35,
    chargeDate: '2025-03-01',
    location: { id: 8, code: 'L02', description: 'Laboratorio', siteCode: 'RM01' },
    serialNumber: null,
    brand: null,
    universalityId: null,
    ...overrides,
  };
}

describe('the proposal lines', () => {
  it('propose a charged asset at its actual value', () => {
    expect(lineFromChargedAsset(charged(4))).toEqual({
      key: 'asset-4',
      assetId: 4,
      description: 'Bene 4',
      subcategory: '03.01 Personal computer',
      register: 'Beni mobili',
      assetClass: 'inventory',
      valueCents: 61_235,
      location: 'RM01 · L02 Laboratorio',
      inventoryNumber: 104,
      durableNumber: null,
      registerKind: 'movable',
      universalityId: null,
    });
  });

  it('keep the value a saved proposal printed, and its asset’s status', () => {
    const asset = {
      id: 9,
      description: 'Notebook',
      assetClass: 'durable',
      register: { id: 1, description: 'Beni mobili', kind: 'movable' as const },
      subcategory: { id: 3, code: '03.01', description: 'Personal computer' },
      inventoryNumber: null,
      durableNumber: 14,
      historicalPrice: 180,
      actualPrice: 90,
      value: 120.5,
      location: null,
      status: 3,
      universalityId: 5,
    } as MovementAsset;
    expect(lineFromProposalAsset(asset)).toMatchObject({
      key: 'asset-9',
      valueCents: 12_050,
      durableNumber: 14,
      location: null,
      status: 3,
      universalityId: 5,
    });
  });

  it('add only the chosen assets not among the lines yet', () => {
    const first = addChargedLines([], [charged(1), charged(2)]);
    expect(first.added).toBe(2);
    const again = addChargedLines(first.lines, [charged(2), charged(3), charged(3)]);
    expect(again.added).toBe(1);
    expect(assetIdsOf(again.lines)).toEqual([1, 2, 3]);
  });

  it('show a line in the movement grid, marked when the server refused it', () => {
    const line = lineFromChargedAsset(charged(1, { universalityId: 7 }));
    expect(proposalLineView(line, 'errors.assetInProposal')).toMatchObject({
      key: 'asset-1',
      source: 'existing',
      valueCents: 61_235,
      inUniversality: true,
      problem: 'errors.assetInProposal',
    });
    expect(proposalLineView(lineFromChargedAsset(charged(2)))).not.toHaveProperty('problem');
  });
});
