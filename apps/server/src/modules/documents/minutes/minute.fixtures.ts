/** Test data for the minutes: a school, sites, locations and assets, the same on every run. */
import type { MinuteAsset, MinuteLocation, MinuteSchool } from './minute-data.repo.ts';

export const SCHOOL: MinuteSchool = {
  name: 'Istituto Comprensivo "Gianni Rodari"',
  ministerialCode: 'RMIC81200X',
  heading: ['Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma'],
  manager: 'Maria Rossi',
  consignee: 'Giuseppe Verdi',
};

export function buildLocation(id: number, overrides: Partial<MinuteLocation> = {}): MinuteLocation {
  return {
    id,
    siteId: 1,
    siteCode: 'SC',
    siteDescription: 'Sede centrale',
    code: `L${String(id).padStart(2, '0')}`,
    description: `Aula ${id}`,
    subConsigneeId: null,
    ...overrides,
  };
}

const GOODS = [
  'Notebook Lenovo ThinkPad E14',
  'Lavagna interattiva multimediale 79" con videoproiettore ottica ultracorta e casse acustiche',
  'Armadio metallico a due ante con serratura',
  'Microscopio ottico binoculare 1000x',
];

export function buildAsset(number: number, overrides: Partial<MinuteAsset> = {}): MinuteAsset {
  return {
    registerId: 1,
    register: 'Beni mobili',
    assetClass: 'inventory',
    number,
    description: GOODS[number % GOODS.length] ?? 'Bene',
    quantity: 1,
    locationId: 1,
    siteId: 1,
    valueCents: 10_000 + number * 1_234,
    inProposal: false,
    ...overrides,
  };
}
