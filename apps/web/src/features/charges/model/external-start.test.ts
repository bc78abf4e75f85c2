import type { ExternalMovementDetail } from '@inventario/shared/contracts/external-movements';
import { describe, expect, it } from 'vitest';
import { assetFormDefaults } from '@/features/assets';
import { toChargeCreate } from './charge-lines.ts';
import { assetsStepProblem } from './charge-origin.ts';
import { externalChargeStart, incompleteLineProblems } from './external-start.ts';

const movement = (overrides: Partial<ExternalMovementDetail> = {}): ExternalMovementDetail => ({
  id: 7,
  source: 'warehouse',
  description: 'Movimento di magazzino n. 14',
  documentNumber: 'MAG-14',
  documentDate: '2026-03-01',
  supplier: { name: 'Informatica Roma spa', vatNumber: '12345678903' },
  creditor: { id: 4, description: 'Informatica Roma spa' },
  totalValue: 607,
  lineCount: 2,
  assetCount: 3,
  status: 2,
  importedAt: '2026-03-02T10:00:00.000Z',
  charge: null,
  lines: [
    {
      description: 'Monitor 27"',
      quantity: 2,
      unitPrice: 229,
      brand: 'Philips',
      subcategory: { id: 11, code: '01', description: 'PC', register: { id: 1, description: 'Beni mobili' } },
      location: { id: 30, code: 'L02', description: 'Laboratorio', siteCode: 'RM01' },
    },
    { description: 'Cavo HDMI', quantity: 1, unitPrice: 9.9, brand: null, subcategory: null, location: null },
  ],
  ...overrides,
});

describe('externalChargeStart', () => {
  it('makes a line of quantity n into n new assets at the unit price', () => {
    const start = externalChargeStart([movement()]);
    expect(start.lines.map((line) => [line.key, line.description, line.valueCents, line.assetClass])).toEqual(
      [
        ['external-7-0-0', 'Monitor 27"', 22_900, 'inventory'],
        ['external-7-0-1', 'Monitor 27"', 22_900, 'inventory'],
        ['external-7-1-0', 'Cavo HDMI', 990, 'durable'],
      ],
    );
    expect(start.lines[0]).toMatchObject({
      source: 'new',
      asset: {
        description: 'Monitor 27"',
        subcategoryId: 11,
        historicalPrice: 229,
        purchaseDate: '2026-03-01',
        locationId: 30,
        brand: 'Philips',
      },
      labels: { subcategory: '01 PC', register: 'Beni mobili', location: 'RM01 · L02 Laboratorio' },
    });
    expect(start.lines[0]?.incomplete).toBeUndefined();
    expect(start.lines[2]).toMatchObject({ incomplete: true, asset: { subcategoryId: 0, locationId: null } });
    expect(start.externalMovementIds).toEqual([7]);
  });

  it('takes the supplier, the documents and a purchase causal from the movements', () => {
    const start = externalChargeStart([
      movement(),
      movement({ id: 8, documentNumber: 'MAG-15', documentDate: '2026-03-05', creditor: null }),
    ]);
    expect(start.details).toEqual({
      causal: 'ACQ',
      creditor: { id: 4, description: 'Informatica Roma spa' },
      documentNumber: 'MAG-14, MAG-15',
      documentDate: '2026-03-05',
    });
    expect(start.externalMovementIds).toEqual([7, 8]);
    expect(
      externalChargeStart([movement({ documentNumber: null, documentDate: null })]).details,
    ).toMatchObject({
      documentNumber: null,
      documentDate: null,
    });
  });

  it('marks the goods still lacking their subcategory, and blocks the assets step on them', () => {
    const { lines } = externalChargeStart([movement()]);
    expect(incompleteLineProblems(lines)).toEqual({
      'external-7-1-0': 'assets.form.specifySubcategory',
    });
    expect(assetsStepProblem(lines.length, 1)).toBe('errors.incompleteData');
    expect(assetsStepProblem(lines.length, 0)).toBeUndefined();
    expect(assetsStepProblem(0, 1)).toBe(assetsStepProblem(0));
    // The asset dialog opens such a good with no subcategory chosen.
    expect(assetFormDefaults(lines[2]?.asset, { categoryId: null, siteId: null }).subcategoryId).toBeNull();
  });

  it('sends the movements with the charge', () => {
    const { lines, externalMovementIds } = externalChargeStart([
      movement({ lines: movement().lines.slice(0, 1) }),
    ]);
    const header = { date: '2026-03-10', causal: 'ACQ' };
    const request = toChargeCreate(header, lines, null, externalMovementIds);
    expect(request.body.externalMovementIds).toEqual([7]);
    expect(request.body.assets).toHaveLength(2);
    expect(toChargeCreate(header, lines, null).body).not.toHaveProperty('externalMovementIds');
  });
});
