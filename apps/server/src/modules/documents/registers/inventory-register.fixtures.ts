/** Test and benchmark data for the inventory register: plausible, varied, and the same on every run. */
import type { InventoryRegisterAsset, InventoryRegisterInput } from './inventory-register.ts';

const GOODS = [
  { description: 'Notebook Lenovo ThinkPad E14', category: '03', subcategory: '01', cents: 68_900 },
  {
    description: 'PC desktop Dell OptiPlex 3000 con monitor 24"',
    category: '03',
    subcategory: '01',
    cents: 74_900,
  },
  {
    description: 'Stampante multifunzione laser HP LaserJet Pro',
    category: '03',
    subcategory: '01',
    cents: 32_900,
  },
  {
    description:
      'Lavagna interattiva multimediale 79" con videoproiettore ottica ultracorta e casse acustiche',
    category: '03',
    subcategory: '03',
    cents: 189_000,
  },
  {
    description: 'Armadio metallico a due ante con serratura',
    category: '01',
    subcategory: '02',
    cents: 28_450,
  },
  { description: 'Cattedra in laminato con cassettiera', category: '01', subcategory: '01', cents: 23_999 },
  { description: 'Microscopio ottico binoculare 1000x', category: '04', subcategory: '02', cents: 41_230 },
  { description: 'Pianoforte digitale Yamaha Clavinova', category: '05', subcategory: '01', cents: 123_456 },
] as const;

const LOCATIONS = [
  'Sede centrale — Aula 12',
  'Sede centrale — Laboratorio di informatica',
  'Plesso Rodari — Segreteria',
  'Plesso Rodari — Aula magna',
  'Succursale via Garibaldi — Palestra',
  null,
] as const;

function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

/** The n-th asset of a register (n from 1): goods, places and dates cycle, serial numbers do not. */
export function buildRegisterAsset(
  n: number,
  overrides: Partial<InventoryRegisterAsset> = {},
): InventoryRegisterAsset {
  const good = pick(GOODS, n * 7);
  const year = 2019 + (n % 7);
  const month = String(1 + (n % 12)).padStart(2, '0');
  const day = String(1 + (n % 28)).padStart(2, '0');
  const depreciated = Math.round((good.cents * (n % 5)) / 5);
  return {
    inventoryNumber: n,
    description: `${good.description} s/n ${(n * 7919).toString(36).toUpperCase()}`,
    quantity: 1,
    categoryCode: good.category,
    subcategoryCode: good.subcategory,
    location: pick(LOCATIONS, n * 5),
    chargeDate: `${year}-${month}-${day}`,
    chargeVoucher: { number: 1 + Math.floor(n / 20), year },
    historicalValueCents: good.cents + (n % 100),
    actualValueCents: good.cents + (n % 100) - depreciated,
    notes: n % 97 === 0 ? ['in proposta di scarico'] : [],
    ...overrides,
  };
}

/** A register of `count` assets numbered 1…count. */
export function buildRegisterInput(
  count: number,
  overrides: Partial<InventoryRegisterInput> = {},
): InventoryRegisterInput {
  return {
    school: {
      name: 'Istituto Comprensivo "Gianni Rodari"',
      ministerialCode: 'RMIC81200X',
      heading: ['Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma'],
    },
    register: { description: 'Beni mobili' },
    atDate: '2026-12-31',
    assets: Array.from({ length: count }, (_, index) => buildRegisterAsset(index + 1)),
    ...overrides,
  };
}
