import type { SearchResults } from '@inventario/shared/contracts/search';
import { describe, expect, it } from 'vitest';
import { movementPath, searchOptions } from './search-options.ts';

const empty: SearchResults = {
  assets: [],
  movements: [],
  universalities: [],
  parties: [],
  sites: [],
  locations: [],
};

describe('searchOptions', () => {
  it('lists the groups in order, each as the server ranked it, with where each leads', () => {
    const options = searchOptions({
      ...empty,
      locations: [{ id: 9, code: 'LAB1', description: 'Laboratorio', site: { id: 3, code: 'PLX' } }],
      assets: [
        {
          id: 12,
          description: 'Notebook',
          registerKind: 'movable',
          inventoryNumber: 12,
          durableNumber: null,
          serialNumber: 'SN-1',
          status: 2,
        },
        {
          id: 13,
          description: 'Mouse',
          registerKind: 'movable',
          inventoryNumber: null,
          durableNumber: 4,
          serialNumber: null,
          status: 1,
        },
      ],
      movements: [{ id: 7, type: 2, number: 12, year: 2025, date: '2025-03-04', causal: 'FUR' }],
      parties: [
        { id: 5, kind: 'creditor', displayName: 'Acme & C.', vatNumber: '007', fiscalCode: null },
        { id: 6, kind: 'debtor', displayName: 'Bianchi Luca', vatNumber: null, fiscalCode: 'BNC' },
      ],
      universalities: [{ id: 4, description: 'Laboratorio', registerKind: null, inventoryNumber: null }],
      sites: [{ id: 3, code: 'PLX', description: 'Plesso' }],
    });
    expect(options.map((o) => [o.group, o.code, o.to])).toEqual([
      ['assets', 'BM 12', '/assets?asset=12'],
      ['assets', 'BM 4', '/assets?asset=13'],
      ['movements', '12/2025', '/discharge/detail/7'],
      ['universalities', '', '/universalities?universality=4'],
      ['parties', '', '/admin-lists/creditors?name=Acme%20%26%20C.'],
      ['parties', '', '/admin-lists/debtors?name=Bianchi%20Luca'],
      ['sites', 'PLX', '/admin-lists/placement?site=3'],
      ['locations', 'PLX/LAB1', '/admin-lists/placement?site=3'],
    ]);
    expect(options[0]?.secondary).toEqual([
      { kind: 'assetStatus.charged' },
      { kind: 'serial', text: 'SN-1' },
    ]);
    expect(options[1]?.secondary).toEqual([{ kind: 'assetStatus.waiting' }, { kind: 'durable' }]);
    expect(options[2]).toMatchObject({
      primaryKind: 'movementType.discharge',
      secondary: [
        { kind: 'date', text: '04/03/2025' },
        { kind: 'causal', text: 'FUR' },
      ],
    });
    expect(options[3]?.secondary).toEqual([{ kind: 'notCharged' }]);
    expect(options[5]?.secondary).toEqual([{ kind: 'party.debtor' }, { kind: 'fiscalCode', text: 'BNC' }]);
    expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
  });

  it('opens each movement type on its own detail route', () => {
    expect([1, 2, 3, 5, 6].map((type) => movementPath({ id: 4, type }))).toEqual([
      '/charge/detail/4',
      '/discharge/detail/4',
      '/outdated/detail/4',
      '/value-voucher/decrease/detail/4',
      '/value-voucher/increase/detail/4',
    ]);
  });
});
