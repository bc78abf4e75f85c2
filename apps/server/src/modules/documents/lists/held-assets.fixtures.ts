/** Test data of the lists of held assets (30, 43, 44). */
import type { HeldAsset, HeldLocation } from './held-assets.ts';

export function buildLocation(id: number, overrides: Partial<HeldLocation> = {}): HeldLocation {
  return {
    id,
    code: `A${id}`,
    description: `Aula ${id}`,
    siteCode: 'SC',
    siteDescription: 'Sede centrale',
    subConsigneeId: null,
    ...overrides,
  };
}

/** The n-th asset (n from 1); every fourth is durable. */
export function buildHeldAsset(n: number, overrides: Partial<HeldAsset> = {}): HeldAsset {
  const durable = n % 4 === 0;
  return {
    assetClass: durable ? 'durable' : 'inventory',
    number: n,
    register: 'Beni mobili',
    description: `${durable ? 'Sedia impilabile' : 'Notebook Lenovo ThinkPad E14'} s/n ${(n * 7919).toString(36).toUpperCase()}`,
    quantity: durable ? 3 : 1,
    categoryCode: '03',
    subcategoryCode: '01',
    chargeDate: `2025-0${1 + (n % 9)}-1${n % 10}`,
    historicalValueCents: durable ? 4_500 + n : 68_900 + n,
    actualValueCents: durable ? 4_500 + n : 55_120 + n,
    location: buildLocation(1 + Math.floor((n - 1) / 10)),
    ...overrides,
  };
}
