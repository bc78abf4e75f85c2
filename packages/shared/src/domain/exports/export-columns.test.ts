import { describe, expect, it } from 'vitest';
import type { AssetSummary } from '../../contracts/assets.ts';
import type { ExternalMovement } from '../../contracts/external-movements.ts';
import { ASSET_EXPORT_COLUMNS } from './asset-export.ts';
import { exportValueOf, unknownColumns } from './export-columns.ts';
import { EXTERNAL_MOVEMENT_EXPORT_COLUMNS } from './external-movement-export.ts';

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

describe('the external movements as an export sees them', () => {
  const movement: ExternalMovement = {
    id: 4,
    source: 'warehouse',
    description: 'Toner',
    documentNumber: 'DDT 5',
    documentDate: '2026-03-02',
    supplier: { name: 'Forniture Srl', vatNumber: '01234567890' },
    creditor: null,
    totalValue: 320,
    lineCount: 1,
    assetCount: 2,
    status: 2,
    importedAt: '2026-03-03T10:00:00Z',
    charge: { id: 9, year: 2026, number: 3, date: '2026-03-05' },
  };
  const status = {
    key: 'status',
    header: 'Stato',
    labels: { charged: 'Caricato: n.', completed: 'Completato' },
  };

  it('says a charged one with its voucher, and the supplier as written until it is a creditor', () => {
    expect(exportValueOf(EXTERNAL_MOVEMENT_EXPORT_COLUMNS.status!, status, movement)).toBe(
      'Caricato: n. 3/2026',
    );
    expect(
      exportValueOf(EXTERNAL_MOVEMENT_EXPORT_COLUMNS.status!, status, { ...movement, charge: null }),
    ).toBe('Completato');
    expect(EXTERNAL_MOVEMENT_EXPORT_COLUMNS.supplier?.value(movement)).toBe('Forniture Srl (01234567890)');
  });
});
