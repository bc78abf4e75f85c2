import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { MovementAsset, MovementWithAssets } from '@inventario/shared/contracts/movements';
import { describe, expect, it } from 'vitest';
import type { DischargeHeader } from './discharge-details-form.ts';
import {
  addDirectLines,
  dischargeLineView,
  lineFromChargedAsset,
  linesOfProposal,
  splitDischargeLines,
  toDischargeCreate,
  toDischargeUpdate,
} from './discharge-lines.ts';

function charged(id: number, description: string, actualPrice: number): AssetSummary {
  return {
    id,
    description,
    assetClass: actualPrice >= 200 ? 'inventory' : 'durable',
    status: 2,
    register: { id: 1, description: 'Beni mobili', kind: 'movable' as const },
    proposalStatus: null,
    subcategory: { id: 4, code: '03.01', description: 'Personal computer' },
    inventoryNumber: actualPrice >= 200 ? id * 10 : null,
    durableNumber: actualPrice >= 200 ? null : id,
    originalInventoryNumber: null,
    historicalPrice: actualPrice + 100,
    actualPrice,
    chargeDate: '2026-02-01',
    location: { id: 2, code: 'L02', description: 'Laboratorio', siteCode: 'RM01' },
    serialNumber: null,
    brand: null,
    universalityId: null,
  };
}

function movementAsset(id: number, status: number, value: number, actualPrice = value): MovementAsset {
  const { proposalStatus: _proposalStatus, ...asset } = charged(id, `Bene ${id}`, actualPrice);
  return {
    ...asset,
    originalPrice: null,
    barcode: null,
    status,
    value,
    location: null,
    quantity: 1,
    purchaseDate: null,
    chassis: null,
    licensePlate: null,
    editor: null,
    author: null,
    notes: null,
    origin: 'charge',
  };
}

function movement(id: number, assets: MovementAsset[]): MovementWithAssets {
  return { id, assets } as MovementWithAssets;
}

const header: DischargeHeader = {
  date: '2026-04-10',
  causal: 'FUO',
  debtorId: 3,
  protocolDate: null,
  protocolNumber: null,
  liability: 'nobody',
  liableParty: null,
  notes: null,
};

describe('the discharge lines', () => {
  it('discharge a charged asset at its actual value', () => {
    expect(lineFromChargedAsset(charged(5, 'Notebook', 850.5))).toEqual({
      key: 'asset-5',
      assetId: 5,
      proposalId: null,
      description: 'Notebook',
      subcategory: '03.01 Personal computer',
      register: 'Beni mobili',
      assetClass: 'inventory',
      valueCents: 85_050,
      location: 'RM01 · L02 Laboratorio',
      inventoryNumber: 50,
      durableNumber: null,
      registerKind: 'movable',
    });
  });

  it("take a proposal's assets still to discharge, at their actual values", () => {
    const proposal = movement(40, [
      movementAsset(1, 3, 300, 280),
      movementAsset(2, 4, 150),
      movementAsset(3, 3, 90),
    ]);
    const lines = linesOfProposal(proposal);
    expect(lines.map((line) => [line.assetId, line.proposalId, line.valueCents])).toEqual([
      [1, 40, 28_000],
      [3, 40, 9_000],
    ]);
  });

  it('editing, also take the assets the discharge holds, at the values it recorded', () => {
    const proposal = movement(40, [movementAsset(1, 4, 300), movementAsset(2, 4, 150)]);
    const discharge = movement(90, [movementAsset(1, 4, 275)]);
    expect(linesOfProposal(proposal, discharge).map((line) => [line.assetId, line.valueCents])).toEqual([
      [1, 27_500],
    ]);
  });

  it("split a saved discharge's lines between its proposals and the assets chosen directly", () => {
    const discharge = movement(90, [movementAsset(1, 4, 300), movementAsset(7, 4, 50)]);
    const proposal = movement(40, [movementAsset(1, 4, 300)]);
    const { proposalLines, directLines } = splitDischargeLines(discharge, [proposal]);
    expect(proposalLines.map((line) => [line.assetId, line.proposalId])).toEqual([[1, 40]]);
    expect(directLines.map((line) => [line.assetId, line.proposalId])).toEqual([[7, null]]);
  });

  it('add charged assets once, skipping those already among the lines', () => {
    const start = [lineFromChargedAsset(charged(5, 'Notebook', 850))];
    const next = addDirectLines(start, new Set([5, 9]), [
      charged(5, 'Notebook', 850),
      charged(6, 'Mouse', 15),
      charged(9, 'Stampante', 300),
      charged(6, 'Mouse', 15),
    ]);
    expect(next.added).toBe(1);
    expect(next.lines.map((line) => line.assetId)).toEqual([5, 6]);
  });

  it('show every line as an existing asset, with its problem if any', () => {
    const line = { ...lineFromChargedAsset(charged(6, 'Mouse', 15)), proposalId: 40 };
    expect(dischargeLineView(line, 'errors.assetDischarged')).toMatchObject({
      key: 'asset-6',
      source: 'existing',
      assetClass: 'durable',
      valueCents: 1_500,
      problem: 'errors.assetDischarged',
    });
    expect(dischargeLineView(line)).not.toHaveProperty('problem');
  });

  it('send the proposals and, as assetIds, only the assets chosen directly', () => {
    const fromProposal = { ...lineFromChargedAsset(charged(1, 'Stampante', 300)), proposalId: 40 };
    const direct = lineFromChargedAsset(charged(6, 'Mouse', 15));
    const create = toDischargeCreate(header, [40], [fromProposal, direct]);
    expect(create.body).toEqual({ ...header, proposalIds: [40], assetIds: [6] });
    expect([...create.lineKeys]).toEqual([
      [1, 'asset-1'],
      [6, 'asset-6'],
    ]);
    expect(toDischargeUpdate(90, header, [], [direct]).body).toEqual({
      id: 90,
      ...header,
      proposalIds: [],
      assetIds: [6],
    });
  });
});
