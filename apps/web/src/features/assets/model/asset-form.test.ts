import type { AssetDetail } from '@inventario/shared/contracts/assets';
import { describe, expect, it } from 'vitest';
import {
  assetFormDefaults,
  assetFormSchema,
  formatPriceInput,
  incompleteAfterRemoval,
  priceClass,
  priceMessage,
  saveConfirmations,
  toChargedAssetEdit,
  toWaitingAssetInput,
} from './asset-form.ts';

const detail: AssetDetail = {
  id: 5,
  description: 'Notebook',
  assetClass: 'inventory',
  status: 1,
  register: { id: 1, description: 'Beni mobili' },
  category: { id: 3, code: '03', description: 'Hardware' },
  subcategory: { id: 7, code: '01', description: 'PC' },
  inventoryNumber: null,
  durableNumber: null,
  originalInventoryNumber: null,
  historicalPrice: 1234.5,
  actualPrice: 1234.5,
  chargeDate: null,
  location: { id: 9, code: 'A1', description: 'Aula 1', siteCode: 'RM01' },
  serialNumber: 'SN',
  brand: null,
  universalityId: null,
  quantity: 1,
  purchaseDate: '2026-02-01',
  chassis: null,
  licensePlate: null,
  editor: null,
  author: null,
  notes: null,
  origin: 'waiting',
  universality: null,
  chargeMovement: null,
  inLaterMovements: false,
  createdAt: '2026-02-01T10:00:00Z',
  updatedAt: '2026-02-01T10:00:00Z',
};

describe('price', () => {
  it('is mandatory, readable and not negative', () => {
    expect(priceMessage('', false)).toBe('rules.mandatory');
    expect(priceMessage('12,345', false)).toBe('rules.notValid');
    expect(priceMessage('-5', false)).toBe('rules.positive');
    expect(priceMessage('1.234,56', false)).toBeUndefined();
  });

  it('a universality component stays below 200 euro', () => {
    expect(priceMessage('199,99', true)).toBeUndefined();
    expect(priceMessage('200', true)).toBe('errors.componentReachesThreshold');
  });

  it('tells the class the price gives', () => {
    expect(priceClass('199,99')).toBe('durable');
    expect(priceClass('200,00')).toBe('inventory');
    expect(priceClass('x')).toBeUndefined();
    expect(formatPriceInput(123450)).toBe('1.234,50');
  });
});

describe('form values and requests', () => {
  it('starts from the asset, and goes back to the same request', () => {
    const values = assetFormDefaults(detail, 2);
    expect(values).toMatchObject({ price: '1.234,50', siteId: 2, locationId: 9, subcategoryId: 7 });
    expect(toWaitingAssetInput(values, null)).toEqual({
      description: 'Notebook',
      subcategoryId: 7,
      historicalPrice: 1234.5,
      purchaseDate: '2026-02-01',
      locationId: 9,
      originalInventoryNumber: null,
      serialNumber: 'SN',
      brand: null,
      chassis: null,
      licensePlate: null,
      editor: null,
      author: null,
      notes: null,
      universalityId: null,
    });
  });

  it('a charged asset keeps its stored price, subcategory and universality, whatever the form holds', () => {
    const values = {
      ...assetFormDefaults(detail, 2),
      brand: '  Acme ',
      notes: ' ',
      price: '10',
      subcategoryId: 99,
    };
    expect(toChargedAssetEdit(values, { ...detail, universalityId: 3 })).toMatchObject({
      brand: 'Acme',
      notes: null,
      historicalPrice: 1234.5,
      subcategoryId: 7,
      universalityId: 3,
    });
  });

  it('checks price and subcategory only while the asset waits', () => {
    const blank = { ...assetFormDefaults(undefined, null), description: 'Sedia' };
    expect(assetFormSchema('full', false).safeParse(blank).success).toBe(false);
    expect(assetFormSchema('descriptive', false).safeParse(blank).success).toBe(true);
    const issues = assetFormSchema('full', false)
      .safeParse(blank)
      .error?.issues.map((i) => i.message);
    expect(issues).toEqual(['assets.form.specifySubcategory', 'rules.mandatory']);
  });

  it('refuses an incomplete date', () => {
    const values = { ...assetFormDefaults(detail, 2), purchaseDate: 'invalid' };
    expect(assetFormSchema('full', false).safeParse(values).success).toBe(false);
  });
});

describe('saveConfirmations (spec 02 §5)', () => {
  it('asks to confirm a price crossing 200 euro', () => {
    expect(saveConfirmations(25_000, { originalPriceCents: 15_000 })).toEqual([{ kind: 'toInventory' }]);
    expect(saveConfirmations(15_000, { originalPriceCents: 25_000 })).toEqual([{ kind: 'toDurable' }]);
    expect(saveConfirmations(16_000, { originalPriceCents: 15_000 })).toEqual([]);
    expect(saveConfirmations(25_000, {})).toEqual([]);
  });

  it('asks to confirm a save that leaves a universality below 200 euro', () => {
    expect(saveConfirmations(5_000, { universality: { totalCents: 10_000, includesAsset: false } })).toEqual([
      { kind: 'universalityIncomplete', totalCents: 15_000 },
    ]);
    expect(
      saveConfirmations(5_000, {
        originalPriceCents: 4_000,
        universality: { totalCents: 19_500, includesAsset: true },
      }),
    ).toEqual([]);
  });

  it('asks before a removal leaves a universality below 200 euro', () => {
    expect(incompleteAfterRemoval(25_000, 10_000)).toBe(15_000);
    expect(incompleteAfterRemoval(35_000, 10_000)).toBeUndefined();
  });
});
