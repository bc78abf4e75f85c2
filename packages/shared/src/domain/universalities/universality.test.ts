import { describe, expect, it } from 'vitest';
import {
  type Candidate,
  checkComponent,
  checkComponentsChangeable,
  checkJoin,
  statusOfTotal,
  UNIVERSALITY_STATUS,
  UNIVERSALITY_STATUS_LIST,
  universalityStatus,
  universalityTotals,
} from './universality.ts';

describe('universalityStatus', () => {
  it('is incomplete below 200 euro in total and complete from 200.00', () => {
    expect(universalityStatus([])).toBe(UNIVERSALITY_STATUS.incomplete);
    expect(universalityStatus([9_999, 10_000])).toBe(UNIVERSALITY_STATUS.incomplete);
    expect(universalityStatus([10_000, 10_000])).toBe(UNIVERSALITY_STATUS.complete);
    expect(universalityStatus([10_000, 10_001])).toBe(UNIVERSALITY_STATUS.complete);
    expect(universalityStatus([19_999, 19_999])).toBe(UNIVERSALITY_STATUS.complete);
  });

  it('stays imported whatever its total', () => {
    expect(universalityStatus([100], true)).toBe(UNIVERSALITY_STATUS.imported);
    expect(universalityStatus([19_999, 19_999], true)).toBe(UNIVERSALITY_STATUS.imported);
  });

  it('reads the same from a total summed elsewhere', () => {
    expect(statusOfTotal(19_999)).toBe(UNIVERSALITY_STATUS.incomplete);
    expect(statusOfTotal(20_000)).toBe(UNIVERSALITY_STATUS.complete);
    expect(statusOfTotal(0, true)).toBe(UNIVERSALITY_STATUS.imported);
  });

  it('lists the three statuses in Italian', () => {
    expect(UNIVERSALITY_STATUS_LIST).toEqual([
      { code: 0, description: 'Incompleta' },
      { code: 1, description: 'Completa' },
      { code: 2, description: 'Importata' },
    ]);
  });
});

describe('universalityTotals', () => {
  it('sums historical and actual values and counts the components', () => {
    expect(
      universalityTotals([
        { historicalPriceCents: 12_050, actualPriceCents: 10_000 },
        { historicalPriceCents: 7_949, actualPriceCents: 7_000 },
      ]),
    ).toEqual({ totalHistoricalCents: 19_999, totalActualCents: 17_000, assetCount: 2, status: 0 });
  });

  it('judges the status on the historical total, not the actual one', () => {
    expect(
      universalityTotals([
        { historicalPriceCents: 10_000, actualPriceCents: 5_000 },
        { historicalPriceCents: 10_000, actualPriceCents: 5_000 },
      ]).status,
    ).toBe(UNIVERSALITY_STATUS.complete);
  });

  it('is empty and incomplete without components, imported when imported', () => {
    expect(universalityTotals([])).toEqual({
      totalHistoricalCents: 0,
      totalActualCents: 0,
      assetCount: 0,
      status: 0,
    });
    expect(universalityTotals([], true).status).toBe(UNIVERSALITY_STATUS.imported);
  });
});

describe('checkComponent', () => {
  it('refuses a component of 200 euro or more', () => {
    expect(checkComponent(19_999)).toEqual({ ok: true });
    expect(checkComponent(20_000)).toEqual({ ok: false, code: 'componentReachesThreshold' });
    expect(checkComponent(20_001)).toEqual({ ok: false, code: 'componentReachesThreshold' });
  });
});

describe('checkComponentsChangeable', () => {
  it('refuses an imported universality first, then a charged one', () => {
    expect(checkComponentsChangeable({ imported: false, charged: false })).toEqual({ ok: true });
    expect(checkComponentsChangeable({ imported: true, charged: true })).toEqual({
      ok: false,
      code: 'universalityImported',
    });
    expect(checkComponentsChangeable({ imported: false, charged: true })).toEqual({
      ok: false,
      code: 'universalityCharged',
    });
  });
});

describe('checkJoin', () => {
  const open = { id: 7, imported: false, charged: false, componentRegisterIds: [1] };
  const waiting: Candidate = {
    status: 1,
    historicalPriceCents: 15_000,
    assetClass: 'durable',
    registerId: 1,
    universalityId: null,
  };
  const refusal = (code: string) => ({ ok: false, code });

  it('takes waiting durable assets of the components’ register', () => {
    expect(checkJoin(open, [waiting, { ...waiting, historicalPriceCents: 19_999 }])).toEqual({ ok: true });
    expect(checkJoin({ ...open, componentRegisterIds: [] }, [waiting])).toEqual({ ok: true });
  });

  it('takes again an asset already in the same universality', () => {
    expect(checkJoin(open, [{ ...waiting, universalityId: 7 }])).toEqual({ ok: true });
  });

  it('refuses what an imported or charged universality would take', () => {
    expect(checkJoin({ ...open, imported: true }, [waiting])).toEqual(refusal('universalityImported'));
    expect(checkJoin({ ...open, charged: true }, [waiting])).toEqual(refusal('universalityCharged'));
  });

  it('refuses an asset that is not waiting, in another universality, or of 200 euro', () => {
    expect(checkJoin(open, [{ ...waiting, status: 2 }])).toEqual(refusal('componentNotDurable'));
    expect(checkJoin(open, [{ ...waiting, status: 4 }])).toEqual(refusal('componentNotDurable'));
    expect(checkJoin(open, [{ ...waiting, universalityId: 8 }])).toEqual(refusal('assetInUniversality'));
    expect(checkJoin(open, [{ ...waiting, historicalPriceCents: 20_000, assetClass: 'inventory' }])).toEqual(
      refusal('componentReachesThreshold'),
    );
    expect(checkJoin(open, [{ ...waiting, assetClass: 'inventory' }])).toEqual(
      refusal('componentNotDurable'),
    );
  });

  it('refuses a second register, among the candidates or against the components', () => {
    expect(checkJoin(open, [{ ...waiting, registerId: 2 }])).toEqual(refusal('universalityMixedRegisters'));
    expect(
      checkJoin({ ...open, componentRegisterIds: [] }, [waiting, { ...waiting, registerId: 2 }]),
    ).toEqual(refusal('universalityMixedRegisters'));
  });
});
