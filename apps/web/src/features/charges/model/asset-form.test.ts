import { describe, expect, it } from 'vitest';
import {
  type AssetFormValues,
  assetFormDefaults,
  assetFormSchema,
  durableRegisterProblem,
  priceCents,
  priceClassNotice,
  toNewAsset,
} from './asset-form.ts';

const filled: AssetFormValues = {
  ...assetFormDefaults(undefined, { categoryId: null, siteId: null }),
  description: '  Notebook 15"  ',
  categoryId: 3,
  subcategoryId: 31,
  price: '1.234,56',
  siteId: 1,
  locationId: 7,
  serialNumber: ' SN-1 ',
  brand: '   ',
};

function messages(values: AssetFormValues): Record<string, string> {
  const result = assetFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the asset form', () => {
  it('turns its values into the contract asset: trimmed texts, blanks as null, the price in euros', () => {
    expect(toNewAsset(filled)).toEqual({
      description: 'Notebook 15"',
      subcategoryId: 31,
      historicalPrice: 1234.56,
      purchaseDate: null,
      locationId: 7,
      originalInventoryNumber: null,
      serialNumber: 'SN-1',
      brand: null,
      chassis: null,
      licensePlate: null,
      editor: null,
      author: null,
      notes: null,
    });
  });

  it('says what is mandatory and what is not valid', () => {
    const empty = assetFormDefaults(undefined, { categoryId: null, siteId: null });
    expect(messages(empty)).toEqual({
      description: 'rules.mandatory',
      categoryId: 'rules.mandatory',
      subcategoryId: 'charges.assetFields.specifySubcategory',
      price: 'rules.mandatory',
    });
    expect(messages({ ...filled, price: '12,345' })).toEqual({ price: 'rules.notValid' });
    expect(messages({ ...filled, price: '-5' })).toEqual({ price: 'rules.notValid' });
    expect(messages({ ...filled, purchaseDate: 'invalid' })).toEqual({ purchaseDate: 'rules.notValid' });
    expect(messages({ ...filled, licensePlate: 'X'.repeat(21) })).toEqual({
      licensePlate: 'rules.tooLongText',
    });
  });

  it('shows a saved asset again with its price as typed in Italian', () => {
    const asset = toNewAsset({ ...filled, price: '1234,5' });
    const again = assetFormDefaults(asset, { categoryId: 3, siteId: 1 });
    expect(again.price).toBe('1.234,50');
    expect(again.categoryId).toBe(3);
    expect(toNewAsset(again)).toEqual(asset);
  });

  it('reads prices the Italian way', () => {
    expect(priceCents('199,99')).toBe(19_999);
    expect(priceCents('200')).toBe(20_000);
    expect(priceCents('abc')).toBeNull();
  });
});

describe('priceClassNotice (spec 02 §5, the 200-euro threshold)', () => {
  it('announces a new asset as durable below 200.00 and as inventory from 200.00', () => {
    expect(priceClassNotice(undefined, 19_999)).toEqual({ kind: 'new', assetClass: 'durable' });
    expect(priceClassNotice(undefined, 20_000)).toEqual({ kind: 'new', assetClass: 'inventory' });
    expect(priceClassNotice(undefined, 20_001)).toEqual({ kind: 'new', assetClass: 'inventory' });
  });

  it('asks only when a changed price crosses the threshold', () => {
    expect(priceClassNotice(19_999, 20_000)).toEqual({ kind: 'crosses', to: 'inventory' });
    expect(priceClassNotice(20_000, 19_999)).toEqual({ kind: 'crosses', to: 'durable' });
    expect(priceClassNotice(20_000, 25_000)).toBeUndefined();
    expect(priceClassNotice(100, 19_999)).toBeUndefined();
  });
});

describe('durableRegisterProblem', () => {
  it('refuses a durable price in a register without a durable register', () => {
    expect(durableRegisterProblem(19_999, { hasDurableRegister: false })).toBe(
      'errors.durableRegisterMissing',
    );
    expect(durableRegisterProblem(20_000, { hasDurableRegister: false })).toBeUndefined();
    expect(durableRegisterProblem(100, { hasDurableRegister: true })).toBeUndefined();
    expect(durableRegisterProblem(null, { hasDurableRegister: false })).toBeUndefined();
    expect(durableRegisterProblem(100, undefined)).toBeUndefined();
  });
});
