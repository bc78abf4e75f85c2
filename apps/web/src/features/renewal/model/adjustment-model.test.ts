import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { Adjustment } from '@inventario/shared/contracts/renewal-adjustments';
import { describe, expect, it } from 'vitest';
import {
  type AdjustmentFormValues,
  adjustableSearchOf,
  adjustmentDefaults,
  adjustmentFormSchema,
  adjustmentIssues,
  adjustmentPreview,
  amountCents,
  type PickedAsset,
  pickedAssetOf,
  toAdjustmentCreate,
} from './adjustment-form.ts';
import { adjustedAssetIds, adjustmentTotals, adjustRefusal, assetText } from './adjustment-list.ts';

const pc: PickedAsset = {
  id: 41,
  description: 'Personal computer',
  registerKind: 'movable',
  inventoryNumber: 12,
  actualCents: 90_000,
};

const form = (values: Partial<AdjustmentFormValues>): AdjustmentFormValues => ({
  ...adjustmentDefaults(),
  reason: 'Verbale della commissione',
  ...values,
});

const issues = (values: AdjustmentFormValues) =>
  adjustmentIssues(values).map((issue) => `${issue.field}:${issue.message}`);

describe('the adjustment form, kind by kind', () => {
  it('asks first for the kind and the reason', () => {
    expect(issues(adjustmentDefaults())).toEqual([
      'kind:renewalAdjustments.form.kindRequired',
      'reason:rules.mandatory',
    ]);
    expect(issues(form({ kind: 'missing', asset: pc, reason: '   ' }))).toEqual(['reason:rules.mandatory']);
  });

  it('sends a found good as a new good: description, subcategory, location, value', () => {
    const values = form({
      kind: 'found',
      description: '  Videoproiettore  ',
      subcategoryId: 7,
      siteId: 2,
      locationId: 9,
      value: '1.234,56',
      // Typed for another kind before switching: kept in the form, never sent.
      asset: pc,
      newValue: '10',
    });
    expect(issues(values)).toEqual([]);
    expect(toAdjustmentCreate(values)).toEqual({
      kind: 'found',
      asset: { description: 'Videoproiettore', subcategoryId: 7, locationId: 9, value: 1234.56 },
      presumedValue: null,
      reason: 'Verbale della commissione',
    });
  });

  it('asks a found good for its description, subcategory and a value above zero', () => {
    expect(issues(form({ kind: 'found' }))).toEqual([
      'description:rules.mandatory',
      'subcategoryId:rules.mandatory',
      'value:rules.mandatory',
    ]);
    const zero = form({ kind: 'found', description: 'Banco', subcategoryId: 7, value: '0' });
    expect(issues(zero)).toEqual(['value:errors.adjustmentValueMissing']);
    expect(issues({ ...zero, value: 'tanti' })).toEqual(['value:rules.notValid']);
    expect(issues({ ...zero, value: '-5' })).toEqual(['value:rules.positive']);
  });

  it('sends a missing, unusable or erroneous good by its id alone, with the presumed value when typed', () => {
    for (const kind of ['missing', 'unusable', 'erroneous'] as const) {
      expect(toAdjustmentCreate(form({ kind, asset: pc, presumedValue: '20,5', value: '99' }))).toEqual({
        kind,
        assetId: 41,
        presumedValue: 20.5,
        reason: 'Verbale della commissione',
      });
    }
    expect(issues(form({ kind: 'unusable' }))).toEqual(['asset:renewalAdjustments.form.assetRequired']);
  });

  it('sends an estimate with its new value, which must raise or lower the actual one as its kind says', () => {
    const up = form({ kind: 'estimateUp', asset: pc, newValue: '1000' });
    expect(issues(up)).toEqual([]);
    expect(toAdjustmentCreate(up)).toEqual({
      kind: 'estimateUp',
      assetId: 41,
      newValue: 1000,
      presumedValue: null,
      reason: 'Verbale della commissione',
    });
    expect(issues({ ...up, newValue: '900' })).toEqual(['newValue:errors.adjustmentValueNotRaised']);
    expect(issues({ ...up, kind: 'estimateDown' })).toEqual(['newValue:errors.adjustmentValueNotLowered']);
    // Lowered to nothing is still a prudential estimate.
    expect(issues({ ...up, kind: 'estimateDown', newValue: '0' })).toEqual([]);
    expect(issues({ ...up, newValue: '' })).toEqual(['newValue:rules.mandatory']);
    expect(issues({ ...up, asset: null })).toEqual(['asset:renewalAdjustments.form.assetRequired']);
  });

  it('takes no presumed value, or a readable amount not below zero', () => {
    const values = form({ kind: 'missing', asset: pc });
    expect(issues({ ...values, presumedValue: '  ' })).toEqual([]);
    expect(issues({ ...values, presumedValue: '-1' })).toEqual(['presumedValue:rules.positive']);
    expect(issues({ ...values, presumedValue: '100000000' })).toEqual(['presumedValue:rules.notValid']);
  });

  it('keeps texts to the contract’s lengths', () => {
    const values = form({ kind: 'missing', asset: pc, reason: 'x'.repeat(2001) });
    expect(issues(values)).toEqual(['reason:rules.tooLongText']);
  });

  it('puts each issue on its field for react-hook-form', () => {
    const result = adjustmentFormSchema.safeParse(form({ kind: 'estimateDown', asset: pc, newValue: '950' }));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['newValue', 'errors.adjustmentValueNotLowered'],
    ]);
  });
});

describe('amounts as typed', () => {
  it('reads an amount in cents, none when blank, unreadable or negative', () => {
    expect(amountCents('1.234,56')).toBe(123_456);
    expect(amountCents('12.5')).toBe(1250);
    expect(amountCents('')).toBeNull();
    expect(amountCents('-3')).toBeNull();
    expect(amountCents('abc')).toBeNull();
  });
});

describe('adjustmentPreview', () => {
  it('shows what the good’s value becomes, once the good and the amount are known', () => {
    expect(adjustmentPreview(form({ kind: 'estimateDown', asset: pc, newValue: '850' }))).toEqual({
      actualCents: 90_000,
      newCents: 85_000,
      variationCents: -5000,
    });
    expect(adjustmentPreview(form({ kind: 'missing', asset: pc }))).toEqual({
      actualCents: 90_000,
      newCents: 0,
      variationCents: -90_000,
    });
    expect(adjustmentPreview(form({ kind: 'found', value: '350' }))?.variationCents).toBe(35_000);
    expect(adjustmentPreview(form({ kind: 'estimateUp', asset: pc }))).toBeNull();
    expect(adjustmentPreview(form({ kind: 'missing' }))).toBeNull();
    expect(adjustmentPreview(adjustmentDefaults())).toBeNull();
  });
});

describe('the good’s picker', () => {
  const base = { status: 2, assetClass: 'inventory' };

  it('looks for charged goods of the inventory registers by number, with or without the acronym', () => {
    expect(adjustableSearchOf(' 12 ')).toEqual({
      filters: { ...base, inventoryNumber: { from: 12, to: 12 } },
      registerKind: null,
    });
    expect(adjustableSearchOf('lb/7')).toEqual({
      filters: { ...base, inventoryNumber: { from: 7, to: 7 } },
      registerKind: 'books',
    });
    expect(adjustableSearchOf('BM 12').registerKind).toBe('movable');
  });

  it('looks by text for anything else, and lists the goods by number when nothing is typed', () => {
    expect(adjustableSearchOf('lim')).toEqual({ filters: { ...base, text: 'lim' }, registerKind: null });
    // Not a register's acronym: a text like any other.
    expect(adjustableSearchOf('XY 12').filters).toEqual({ ...base, text: 'XY 12' });
    expect(adjustableSearchOf('').filters).toEqual(base);
  });

  it('keeps the chosen good’s number and actual value in cents', () => {
    const summary = {
      id: 41,
      description: 'Personal computer',
      register: { id: 1, description: 'Beni mobili', kind: 'movable' },
      inventoryNumber: 12,
      actualPrice: 900.1,
    } as AssetSummary;
    expect(pickedAssetOf(summary)).toEqual({ ...pc, actualCents: 90_010 });
  });
});

const adjustment = (extra: Partial<Adjustment>): Adjustment => ({
  id: 1,
  kind: 'missing',
  asset: { id: 41, description: 'Personal computer', registerKind: 'movable', inventoryNumber: 12 },
  movement: { id: 70, type: 2, year: 2025, number: 3 },
  actualValue: 900,
  presumedValue: null,
  newValue: 0,
  variation: -900,
  reason: 'Non trovato',
  recognitionId: 5,
  createdBy: 'demo.dsga',
  createdAt: '2026-03-02T09:15:00.000Z',
  ...extra,
});

describe('the list of adjustments', () => {
  const renewal = {
    status: 'ongoing' as const,
    mappingConfirmedAt: '2026-03-01T10:00:00.000Z',
    revaluedAt: null,
    renumberedAt: null,
  };

  it('allows adjustments between the mapping’s confirmation and the revaluation', () => {
    expect(adjustRefusal(renewal)).toBeNull();
    expect(adjustRefusal({ ...renewal, mappingConfirmedAt: null })).toBe('renewalMappingNotConfirmed');
    expect(adjustRefusal({ ...renewal, revaluedAt: '2026-03-05T10:00:00.000Z' })).toBe(
      'renewalRevaluationDone',
    );
    expect(adjustRefusal({ ...renewal, status: 'completed' })).toBe('renewalCompleted');
  });

  it('names the good by register acronym and number', () => {
    expect(assetText(adjustment({}).asset)).toBe('BM 12 Personal computer');
    expect(assetText({ description: 'Senza numero', registerKind: 'books', inventoryNumber: null })).toBe(
      'Senza numero',
    );
  });

  it('totals each kind present, in the kinds’ order, and all of them to the cent', () => {
    const list = [
      adjustment({ id: 1, kind: 'estimateUp', actualValue: 0.1, newValue: 0.3, variation: 0.2 }),
      adjustment({ id: 2, presumedValue: 20 }),
      adjustment({ id: 3, kind: 'estimateUp', actualValue: 0.2, newValue: 0.4, variation: 0.2 }),
      adjustment({ id: 4, kind: 'found', actualValue: 0, newValue: 350, variation: 350 }),
    ];
    const totals = adjustmentTotals(list);
    expect(totals.byKind).toEqual([
      { kind: 'found', count: 1, actualCents: 0, newCents: 35_000, variationCents: 35_000, presumedCents: 0 },
      {
        kind: 'missing',
        count: 1,
        actualCents: 90_000,
        newCents: 0,
        variationCents: -90_000,
        presumedCents: 2000,
      },
      { kind: 'estimateUp', count: 2, actualCents: 30, newCents: 70, variationCents: 40, presumedCents: 0 },
    ]);
    expect(totals.all).toEqual({
      count: 4,
      actualCents: 90_030,
      newCents: 35_070,
      variationCents: -54_960,
      presumedCents: 2000,
    });
    expect(adjustmentTotals([]).byKind).toEqual([]);
    expect([...adjustedAssetIds(list)]).toEqual([41]);
  });
});
