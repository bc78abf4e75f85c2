import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { NewAsset } from '@inventario/shared/contracts/charges';
import type { MovementAsset } from '@inventario/shared/contracts/movements';
import { describe, expect, it } from 'vitest';
import {
  addWaitingLines,
  type ChargeHeader,
  lineFromMovementAsset,
  lineFromNewAsset,
  lineFromWaitingAsset,
  lineView,
  toChargeCreate,
  toChargeUpdate,
  withEditedAsset,
} from './charge-lines.ts';

const asset = (description: string, historicalPrice: number): NewAsset => ({
  description,
  subcategoryId: 31,
  historicalPrice,
  purchaseDate: null,
  locationId: null,
});
const labels = { subcategory: '03.01 Personal computer', register: 'Beni mobili', location: null };

const waiting: AssetSummary = {
  id: 90,
  description: 'Sedia',
  assetClass: 'durable',
  status: 1,
  register: { id: 1, description: 'Beni mobili', kind: 'movable' as const },
  proposalStatus: null,
  subcategory: { id: 12, code: '01.02', description: 'Sedie' },
  inventoryNumber: null,
  durableNumber: null,
  originalInventoryNumber: null,
  historicalPrice: 45.5,
  actualPrice: 45.5,
  chargeDate: null,
  location: { id: 7, code: 'A10', description: 'Aula 1A', siteCode: 'RM01' },
  serialNumber: null,
  brand: null,
  universalityId: null,
};

const header: ChargeHeader = { date: '2026-03-02', causal: 'ACQ', creditorId: 4, notes: null };

describe('charge lines', () => {
  it('classifies a new line by its price at the 200-euro threshold', () => {
    expect(lineFromNewAsset('a', asset('PC', 199.99), labels).assetClass).toBe('durable');
    expect(lineFromNewAsset('b', asset('PC', 200), labels)).toMatchObject({
      assetClass: 'inventory',
      valueCents: 20_000,
      source: 'new',
      description: 'PC',
    });
  });

  it('reclassifies an edited line and keeps its id and numbers', () => {
    const saved: MovementAsset = {
      id: 5,
      description: 'Monitor',
      assetClass: 'durable',
      register: { id: 1, description: 'Beni mobili', kind: 'movable' as const },
      subcategory: { id: 31, code: '03.01', description: 'Personal computer' },
      inventoryNumber: null,
      durableNumber: 8,
      historicalPrice: 150,
      actualPrice: 150,
      value: 150,
      location: { id: 7, code: 'A10', description: 'Aula 1A' },
      status: 2,
      quantity: 1,
      purchaseDate: '2026-02-01',
      originalInventoryNumber: null,
      originalPrice: null,
      barcode: null,
      serialNumber: 'X1',
      brand: null,
      chassis: null,
      licensePlate: null,
      editor: null,
      author: null,
      notes: null,
      origin: 'charge',
      universalityId: null,
    };
    const line = lineFromMovementAsset(saved);
    expect(line).toMatchObject({ source: 'existing', id: 5, durableNumber: 8, origin: 'charge' });
    expect(line.asset).toMatchObject({ subcategoryId: 31, locationId: 7, serialNumber: 'X1' });
    const edited = withEditedAsset(line, { ...(line.asset as NewAsset), historicalPrice: 250 }, line.labels);
    expect(edited).toMatchObject({ id: 5, assetClass: 'inventory', valueCents: 25_000, durableNumber: 8 });
  });

  it('shows a waiting asset with its site and location', () => {
    expect(lineView(lineFromWaitingAsset(waiting, 'waiting'), 'errors.assetNotWaiting')).toEqual({
      key: 'asset-90',
      source: 'waiting',
      description: 'Sedia',
      subcategory: '01.02 Sedie',
      register: 'Beni mobili',
      assetClass: 'durable',
      valueCents: 4550,
      location: 'RM01 · A10 Aula 1A',
      inventoryNumber: null,
      durableNumber: null,
      registerKind: 'movable',
      problem: 'errors.assetNotWaiting',
    });
  });

  it('adds each waiting asset once', () => {
    const first = addWaitingLines([], [waiting]);
    expect(first.added).toBe(1);
    const again = addWaitingLines(first.lines, [waiting, { ...waiting, id: 91 }]);
    expect(again.added).toBe(1);
    expect(again.lines.map((line) => line.key)).toEqual(['asset-90', 'asset-91']);
  });
});

describe('charge requests', () => {
  const entered = lineFromNewAsset('n1', asset('PC', 800), labels);
  const durable = lineFromNewAsset('n2', asset('Mouse', 20), labels);
  const taken = lineFromWaitingAsset(waiting, 'waiting');

  it('creates: new assets in order, waiting ones by id, and the universality', () => {
    const request = toChargeCreate(header, [entered, taken, durable], null);
    expect(request.body.assets.map((a) => a.description)).toEqual(['PC', 'Mouse']);
    expect(request.body.waitingAssetIds).toEqual([90]);
    expect(request.body.universalityId).toBeNull();
    expect(request.body.causal).toBe('ACQ');
    expect(request.assetLineKeys).toEqual(['n1', 'n2']);

    const component = lineFromWaitingAsset({ ...waiting, id: 70, universalityId: 3 }, 'component');
    expect(component.assetClass).toBe('inventory');
    const fromUniversality = toChargeCreate(header, [component], 3);
    expect(fromUniversality.body).toMatchObject({ assets: [], waitingAssetIds: [], universalityId: 3 });
  });

  it('updates: every kept line, existing ones with their id, plus the waiting assets added', () => {
    const existing = { ...entered, key: 'asset-5', source: 'existing' as const, id: 5 };
    const request = toChargeUpdate(12, header, [existing, durable, taken]);
    expect(request.body.id).toBe(12);
    expect(request.body.assets).toEqual([{ ...asset('PC', 800), id: 5 }, asset('Mouse', 20)]);
    expect(request.body.waitingAssetIds).toEqual([90]);
    expect(request.assetLineKeys).toEqual(['asset-5', 'n2']);
  });
});
