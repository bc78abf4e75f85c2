import type { Universality } from '@inventario/shared/contracts/universalities';
import { describe, expect, it } from 'vitest';
import { assetsStepProblem, otherOrigins, typeStepProblem } from './charge-origin.ts';

const universality = (status: 0 | 1 | 2, charged = false): Universality => ({
  id: 3,
  description: 'Laboratorio',
  status,
  totalHistoricalValue: 250,
  totalActualValue: 250,
  assetCount: 4,
  register: null,
  inventoryNumber: null,
  chargeMovement: charged ? { id: 1, year: 2026, number: 1, date: '2026-01-10' } : null,
});

describe('the charge stepper checks', () => {
  it('needs a complete universality not charged yet when charging one', () => {
    expect(typeStepProblem('assets', null)).toBeUndefined();
    expect(typeStepProblem('universality', null)).toBe('charges.type.chooseUniversality');
    expect(typeStepProblem('universality', universality(0))).toBe('errors.universalityIncomplete');
    expect(typeStepProblem('universality', universality(2))).toBe('errors.universalityImported');
    expect(typeStepProblem('universality', universality(1, true))).toBe('errors.universalityCharged');
    expect(typeStepProblem('universality', universality(1))).toBeUndefined();
  });

  it('holds 1 to 600 assets', () => {
    expect(assetsStepProblem(0)).toBe('errors.noAssets');
    expect(assetsStepProblem(600)).toBeUndefined();
    expect(assetsStepProblem(601)).toBe('errors.tooManyAssets');
  });
});

describe('otherOrigins', () => {
  it('offers the e-invoice origin only to a school with has-bilancio (licence WWB)', () => {
    expect(otherOrigins({ hasBilancio: true })).toEqual(['invoice']);
    expect(otherOrigins({ hasBilancio: false })).toEqual([]);
  });
});
