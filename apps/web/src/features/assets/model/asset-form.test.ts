import type { AssetDetail } from '@inventario/shared/contracts/assets';
import { DESCRIPTIVE_ASSET_FIELDS } from '@inventario/shared/domain/assets/asset-fields';
import { describe, expect, it } from 'vitest';
import {
  ASSET_FORM_FIELDS,
  ASSET_TEXT_FIELDS,
  type AssetFormValues,
  assetFormDefaults,
  assetFormSchema,
  assetStartOf,
  priceCents,
  priceClass,
  priceMessage,
  priceText,
  textMaxLength,
  toChargedAssetEdit,
  toNewAsset,
  toWaitingAssetInput,
} from './asset-form.ts';

const detail: AssetDetail = {
  id: 5,
  description: 'Notebook',
  assetClass: 'inventory',
  status: 1,
  register: { id: 1, description: 'Beni mobili', kind: 'movable' as const },
  proposalStatus: null,
  category: { id: 3, code: '03', description: 'Hardware' },
  subcategory: { id: 7, code: '01', description: 'PC' },
  inventoryNumber: null,
  durableNumber: null,
  originalInventoryNumber: null,
  originalPrice: null,
  barcode: null,
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

const blank = assetFormDefaults(undefined, { categoryId: null, siteId: null });

const filled: AssetFormValues = {
  ...blank,
  description: '  Notebook 15"  ',
  categoryId: 3,
  subcategoryId: 31,
  price: '1.234,56',
  siteId: 1,
  locationId: 7,
  serialNumber: ' SN-1 ',
  brand: '   ',
};

const setByUser = { legal: true, inUniversality: false };

function messages(values: AssetFormValues, rules = setByUser): Record<string, string> {
  const result = assetFormSchema(rules).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the fields', () => {
  it('holds every descriptive field of packages/shared, those but the description, date and location as free text', () => {
    expect(ASSET_FORM_FIELDS).toEqual(expect.arrayContaining([...DESCRIPTIVE_ASSET_FIELDS]));
    expect(ASSET_TEXT_FIELDS).toContain('serialNumber');
    expect(ASSET_TEXT_FIELDS).toContain('notes');
    expect(ASSET_TEXT_FIELDS).not.toContain('description');
    expect(ASSET_TEXT_FIELDS).not.toContain('purchaseDate');
    expect(ASSET_TEXT_FIELDS).not.toContain('locationId');
  });

  it("limits each text to the contract's length", () => {
    expect(textMaxLength('description')).toBe(255);
    expect(textMaxLength('licensePlate')).toBe(20);
    expect(textMaxLength('notes')).toBe(2000);
  });
});

describe('price', () => {
  it('is mandatory, readable and not negative', () => {
    expect(priceMessage('', false)).toBe('rules.mandatory');
    expect(priceMessage('12,3a', false)).toBe('rules.notValid');
    // Spec 02 §5: a price is cut to two decimals, not refused.
    expect(priceMessage('12,345', false)).toBeUndefined();
    expect(priceCents('1234,5678')).toBe(123_456);
    expect(priceMessage('-5', false)).toBe('rules.positive');
    expect(priceMessage('1.234,56', false)).toBeUndefined();
  });

  it('a universality component stays below 200 euro', () => {
    expect(priceMessage('199,99', true)).toBeUndefined();
    expect(priceMessage('200', true)).toBe('errors.componentReachesThreshold');
  });

  it('reads prices the Italian way, and tells the class they give', () => {
    expect(priceCents('199,99')).toBe(19_999);
    expect(priceCents('200')).toBe(20_000);
    expect(priceCents('abc')).toBeNull();
    expect(priceClass('199,99')).toBe('durable');
    expect(priceClass('200,00')).toBe('inventory');
    expect(priceClass('x')).toBeUndefined();
    expect(priceText(123450)).toBe('1.234,50');
  });
});

describe('the rules', () => {
  it('says what is mandatory and what is not valid', () => {
    expect(messages(blank)).toEqual({
      description: 'rules.mandatory',
      subcategoryId: 'assets.form.specifySubcategory',
      price: 'rules.mandatory',
    });
    expect(messages({ ...filled, price: '12,3a' })).toEqual({ price: 'rules.notValid' });
    expect(messages({ ...filled, price: '-5' })).toEqual({ price: 'rules.positive' });
    expect(messages({ ...filled, purchaseDate: 'invalid' })).toEqual({ purchaseDate: 'rules.notValid' });
    expect(messages({ ...filled, licensePlate: 'X'.repeat(21) })).toEqual({
      licensePlate: 'rules.tooLongText',
    });
  });

  it("checks price and subcategory only while they are the user's to set", () => {
    const described = { ...blank, description: 'Sedia' };
    expect(messages(described, { legal: false, inUniversality: false })).toEqual({});
    expect(messages({ ...filled, price: '250' }, { legal: true, inUniversality: true })).toEqual({
      price: 'errors.componentReachesThreshold',
    });
  });
});

describe('original price and barcode (spec 02 §3)', () => {
  it('takes no original price, or a readable amount that is not negative', () => {
    expect(messages({ ...filled, originalPrice: '  ' })).toEqual({});
    expect(messages({ ...filled, originalPrice: '1.020,40' })).toEqual({});
    expect(messages({ ...filled, originalPrice: 'abc' })).toEqual({ originalPrice: 'rules.notValid' });
    expect(messages({ ...filled, originalPrice: '-1' })).toEqual({ originalPrice: 'rules.positive' });
    expect(messages({ ...filled, barcode: '8'.repeat(101) })).toEqual({ barcode: 'rules.tooLongText' });
  });

  it('sends them in euros and trimmed, and shows them again as typed', () => {
    const asset = toNewAsset({ ...filled, originalPrice: '1.020,4', barcode: ' 8001234567890 ' });
    expect(asset).toMatchObject({ originalPrice: 1020.4, barcode: '8001234567890' });
    const again = assetFormDefaults(asset, { categoryId: 3, siteId: 1 });
    expect([again.originalPrice, again.barcode]).toEqual(['1.020,40', '8001234567890']);
    expect(toNewAsset(again)).toEqual(asset);
  });

  it('a charged asset may change both: they describe it, they are not its legal content', () => {
    const values = {
      ...assetFormDefaults(assetStartOf({ ...detail, originalPrice: 99, barcode: 'OLD' }), {
        categoryId: 3,
        siteId: 2,
      }),
      originalPrice: '',
      barcode: 'NEW',
    };
    expect(toChargedAssetEdit(values, detail)).toMatchObject({ originalPrice: null, barcode: 'NEW' });
  });
});

describe('values and requests', () => {
  it('turns the values into the contract asset: trimmed texts, blanks as null, the price in euros', () => {
    expect(toNewAsset(filled)).toEqual({
      description: 'Notebook 15"',
      subcategoryId: 31,
      historicalPrice: 1234.56,
      purchaseDate: null,
      locationId: 7,
      originalInventoryNumber: null,
      originalPrice: null,
      barcode: null,
      serialNumber: 'SN-1',
      brand: null,
      chassis: null,
      licensePlate: null,
      editor: null,
      author: null,
      notes: null,
    });
  });

  it("shows a charge's asset again with its price as typed in Italian", () => {
    const asset = toNewAsset({ ...filled, price: '1234,5' });
    const again = assetFormDefaults(asset, { categoryId: 3, siteId: 1 });
    expect(again.price).toBe('1.234,50');
    expect(again.categoryId).toBe(3);
    expect(toNewAsset(again)).toEqual(asset);
  });

  it('starts from a recorded asset, and goes back to the same request', () => {
    const values = assetFormDefaults(assetStartOf(detail), { categoryId: 3, siteId: 2 });
    expect(values).toMatchObject({
      price: '1.234,50',
      categoryId: 3,
      siteId: 2,
      locationId: 9,
      subcategoryId: 7,
    });
    expect(toWaitingAssetInput(values, null)).toEqual({ ...toNewAsset(values), universalityId: null });
    expect(toWaitingAssetInput(values, null)).toMatchObject({
      description: 'Notebook',
      subcategoryId: 7,
      historicalPrice: 1234.5,
      purchaseDate: '2026-02-01',
      locationId: 9,
      serialNumber: 'SN',
      brand: null,
    });
  });

  it('a charged asset keeps its stored price, subcategory and universality, whatever the form holds', () => {
    const values = {
      ...assetFormDefaults(assetStartOf(detail), { categoryId: 3, siteId: 2 }),
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
});
