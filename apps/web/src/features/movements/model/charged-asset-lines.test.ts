import { describe, expect, it } from 'vitest';
import { chargedAssetLine, chargedLineView, newlyChosen } from './charged-asset-lines.ts';

const asset = {
  id: 7,
  description: 'Notebook',
  assetClass: 'durable' as const,
  register: { id: 1, description: 'Beni mobili', kind: 'movable' as const },
  subcategory: { id: 3, code: '03.01', description: 'Personal computer' },
  inventoryNumber: null,
  durableNumber: 12,
  location: null,
};

describe('the lines of charged assets', () => {
  it('name the asset by its id and hold its value in cents', () => {
    const line = chargedAssetLine(asset, 120.5);
    expect(line).toMatchObject({ key: 'asset-7', assetId: 7, valueCents: 12_050, location: null });
    expect(line.subcategory).toBe('03.01 Personal computer');
  });

  it('show as existing lines, with a problem when there is one', () => {
    const line = chargedAssetLine(asset, 1);
    expect(chargedLineView(line)).toMatchObject({ key: 'asset-7', source: 'existing', durableNumber: 12 });
    expect(chargedLineView(line)).not.toHaveProperty('problem');
    expect(chargedLineView(line, 'errors.assetDischarged').problem).toBe('errors.assetDischarged');
  });

  it('take in the chosen assets not present yet, once each, in the order chosen', () => {
    const chosen = [{ id: 3 }, { id: 1 }, { id: 3 }, { id: 2 }];
    expect(newlyChosen(new Set([1]), chosen)).toEqual([{ id: 3 }, { id: 2 }]);
  });
});
