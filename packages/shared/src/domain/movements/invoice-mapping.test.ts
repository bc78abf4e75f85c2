import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '../../contracts/invoices.ts';
import {
  choicesOf,
  initialMappings,
  type LineMapping,
  lineAmountCents,
  mappingProblems,
  plannedAssets,
  plannedTotals,
  shareInProportion,
} from './invoice-mapping.ts';

function line(lineNumber: number, fields: Partial<InvoiceLine>): InvoiceLine {
  const quantity = fields.quantity ?? 1;
  const unitPrice = fields.unitPrice ?? 100;
  const vatRate = fields.vatRate ?? 22;
  return {
    lineNumber,
    description: `Riga ${lineNumber}`,
    kind: 'goods',
    quantity,
    wholeQuantity: Number.isInteger(quantity),
    unitOfMeasure: null,
    unitPrice,
    vatRate,
    vatNature: null,
    total: quantity * unitPrice,
    unitValue: Math.round(unitPrice * (1 + vatRate / 100) * 100) / 100,
    articleCodes: [],
    ...fields,
  };
}

const placed = (mappings: LineMapping[]) => mappings.map((mapping) => ({ ...mapping, subcategoryId: 7 }));

describe('a line of an e-invoice in a charge', () => {
  it('becomes assets only with a whole quantity, and a text line is only skipped', () => {
    expect(choicesOf(line(1, { quantity: 3 }))).toEqual(['assets', 'skip', 'spread']);
    expect(choicesOf(line(1, { quantity: 2.5 }))).toEqual(['skip', 'spread']);
    expect(choicesOf(line(1, { kind: 'discount', unitPrice: -10 }))).toEqual(['skip', 'spread']);
    expect(choicesOf(line(1, { kind: 'descriptive', total: 0 }))).toEqual(['skip']);
  });

  it('starts as assets, spread for discounts and surcharges, skipped otherwise', () => {
    const lines = [
      line(1, {}),
      line(2, { kind: 'discount', total: -5 }),
      line(3, { quantity: 1.5 }),
      line(4, { kind: 'descriptive' }),
    ];
    expect(initialMappings(lines).map((mapping) => mapping.choice)).toEqual([
      'assets',
      'spread',
      'skip',
      'skip',
    ]);
  });

  it('counts a discount below zero whichever sign the invoice gave it (the official sample writes SC -1.71 or 1.71)', () => {
    expect(lineAmountCents(line(1, { kind: 'discount', total: -10, vatRate: 22 }))).toBe(-1220);
    expect(lineAmountCents(line(1, { kind: 'discount', total: 10, vatRate: 22 }))).toBe(-1220);
    expect(lineAmountCents(line(1, { kind: 'surcharge', total: 10, vatRate: 0 }))).toBe(1000);
  });
});

describe('sharing cents in proportion', () => {
  it('adds up exactly, the cents left going to the largest remainders', () => {
    expect(shareInProportion([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(shareInProportion([100, 200], -301)).toEqual([-100, -201]);
    expect(shareInProportion([0, 0], 3)).toEqual([2, 1]);
    expect(shareInProportion([], 50)).toEqual([]);
  });
});

describe('the assets a mapping makes', () => {
  it('makes one asset per unit at the unit value with VAT, which decides inventory or durable at 200 €', () => {
    const lines = [
      line(1, { quantity: 2, unitPrice: 200, vatRate: 22 }),
      line(2, { unitPrice: 150, vatRate: 22 }),
    ];
    const assets = plannedAssets(lines, placed(initialMappings(lines)));
    expect(assets.map((asset) => [asset.lineNumber, asset.unit, asset.valueCents, asset.assetClass])).toEqual(
      [
        [1, 1, 24_400, 'inventory'],
        [1, 2, 24_400, 'inventory'],
        [2, 1, 18_300, 'durable'],
      ],
    );
    expect(plannedTotals(assets)).toEqual({
      inventory: { count: 2, valueCents: 48_800 },
      durable: { count: 1, valueCents: 18_300 },
    });
  });

  it('spreads shipping and discounts onto the assets so the charge is worth what the goods cost', () => {
    const lines = [
      line(1, { quantity: 2, unitPrice: 100, vatRate: 0 }),
      line(2, { unitPrice: 200, vatRate: 0 }),
      line(3, { description: 'Trasporto', unitPrice: 40, vatRate: 0 }),
      line(4, { kind: 'discount', total: -10, unitPrice: -10, vatRate: 0 }),
    ];
    const mappings = placed(initialMappings(lines)).map((mapping) =>
      mapping.lineNumber === 3 ? { ...mapping, choice: 'spread' as const } : mapping,
    );
    const assets = plannedAssets(lines, mappings);
    expect(assets.map((asset) => asset.valueCents)).toEqual([10_750, 10_750, 21_500]);
    expect(assets.reduce((sum, asset) => sum + asset.valueCents, 0)).toBe(40_000 + 4_000 - 1_000);
    expect(mappingProblems(lines, mappings)).toEqual([]);
  });

  it('names what keeps it from a charge: no assets, no subcategory, over 600 assets, a value below zero', () => {
    const lines = [line(1, { quantity: 2 }), line(2, { kind: 'discount', total: -1000, vatRate: 0 })];
    expect(mappingProblems(lines, initialMappings(lines))).toEqual([
      { code: 'missingSubcategory', lines: [1] },
      { code: 'valueBelowZero', lines: [1] },
    ]);
    const skipped = initialMappings(lines).map((mapping) => ({ ...mapping, choice: 'skip' as const }));
    expect(mappingProblems(lines, skipped)).toEqual([{ code: 'noAssets' }]);
    const spreadOnly = skipped.map((mapping) => ({ ...mapping, choice: 'spread' as const }));
    expect(mappingProblems(lines, spreadOnly)).toEqual([{ code: 'spreadWithoutAssets' }]);
    const many = [line(1, { quantity: 601 })];
    expect(mappingProblems(many, placed(initialMappings(many)))).toEqual([
      { code: 'tooManyAssets', count: 601, max: 600 },
    ]);
  });

  it('never makes assets of a fractional quantity, even if asked to', () => {
    const lines = [line(1, { quantity: 2.5 })];
    const forced = [{ lineNumber: 1, choice: 'assets' as const, subcategoryId: 7, locationId: null }];
    expect(plannedAssets(lines, forced)).toEqual([]);
  });
});
