import { describe, expect, it } from 'vitest';
import type { AssetSummary } from '../../contracts/assets.ts';
import { ASSET_EXPORT_COLUMNS } from './asset-export.ts';
import { exportValueOf, unknownColumns } from './export-columns.ts';

const asset: AssetSummary = {
  id: 1,
  description: 'Notebook',
  assetClass: 'inventory',
  status: 3,
  proposalStatus: 2,
  register: { id: 1, description: 'Beni mobili', kind: 'movable' },
  subcategory: { id: 4, code: '03.01', description: 'Hardware' },
  inventoryNumber: 12,
  durableNumber: null,
  originalInventoryNumber: null,
  historicalPrice: 900,
  actualPrice: 720,
  chargeDate: '2026-02-01',
  location: { id: 3, code: 'A12', description: 'Aula 12', siteCode: 'RM01' },
  serialNumber: 'SN-1',
  brand: null,
  universalityId: null,
};

describe('the asset list as an export sees it', () => {
  it('gives the columns the screen shows, its codes in the client words', () => {
    const status = { key: 'status', header: 'Stato', labels: { inProposalConfirmed: 'Proposta confermata' } };
    expect(exportValueOf(ASSET_EXPORT_COLUMNS.status!, status, asset)).toBe('Proposta confermata');
    expect(exportValueOf(ASSET_EXPORT_COLUMNS.status!, { key: 'status', header: 'Stato' }, asset)).toBe(
      'inProposalConfirmed',
    );
    expect(ASSET_EXPORT_COLUMNS.location?.value(asset)).toBe('RM01/A12');
    expect(ASSET_EXPORT_COLUMNS.subcategory?.value(asset)).toBe('03.01 Hardware');
    expect(ASSET_EXPORT_COLUMNS.inventoryNumber?.prefix?.(asset)).toBe('BM');
    expect(ASSET_EXPORT_COLUMNS.durableNumber?.value(asset)).toBeNull();
  });

  it('names the columns a list does not have', () => {
    const columns = [
      { key: 'description', header: 'a' },
      { key: 'toString', header: 'b' },
      { key: 'password', header: 'c' },
    ];
    expect(unknownColumns(ASSET_EXPORT_COLUMNS, columns)).toEqual(['toString', 'password']);
  });
});
