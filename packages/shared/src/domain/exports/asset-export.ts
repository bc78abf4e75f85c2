import type { AssetSummary } from '../../contracts/assets.ts';
import type { Universality } from '../../contracts/universalities.ts';
import { statusLabel } from '../assets/asset-status.ts';
import { registerAcronym } from '../catalogue/register-acronym.ts';
import type { ExportCatalog } from './export-columns.ts';

const acronymOf = (asset: AssetSummary) => registerAcronym(asset.register.kind);

/**
 * The asset list's columns (the grid's, and those its column chooser adds): numbers keep their
 * register's acronym as a prefix, prices are euros, the status is the chip's label.
 */
export const ASSET_EXPORT_COLUMNS: ExportCatalog<AssetSummary> = {
  inventoryNumber: { kind: 'integer', value: (a) => a.inventoryNumber, prefix: acronymOf },
  durableNumber: { kind: 'integer', value: (a) => a.durableNumber, prefix: acronymOf },
  description: { kind: 'text', value: (a) => a.description },
  subcategory: { kind: 'text', value: (a) => `${a.subcategory.code} ${a.subcategory.description}` },
  location: { kind: 'text', value: (a) => (a.location ? `${a.location.siteCode}/${a.location.code}` : null) },
  locationDescription: { kind: 'text', value: (a) => a.location?.description ?? null },
  historicalPrice: { kind: 'euro', value: (a) => a.historicalPrice },
  actualPrice: { kind: 'euro', value: (a) => a.actualPrice },
  status: { kind: 'text', value: (a) => statusLabel(a.status, a.proposalStatus) ?? null, coded: true },
  chargeDate: { kind: 'date', value: (a) => a.chargeDate },
  register: { kind: 'text', value: (a) => a.register.description },
  originalInventoryNumber: { kind: 'text', value: (a) => a.originalInventoryNumber },
  serialNumber: { kind: 'text', value: (a) => a.serialNumber },
  brand: { kind: 'text', value: (a) => a.brand },
};

/** The universalities list's columns. */
export const UNIVERSALITY_EXPORT_COLUMNS: ExportCatalog<Universality> = {
  description: { kind: 'text', value: (u) => u.description },
  status: { kind: 'text', value: (u) => String(u.status), coded: true },
  assetCount: { kind: 'integer', value: (u) => u.assetCount },
  totalHistoricalValue: { kind: 'euro', value: (u) => u.totalHistoricalValue },
  totalActualValue: { kind: 'euro', value: (u) => u.totalActualValue },
  inventoryNumber: { kind: 'integer', value: (u) => u.inventoryNumber },
  register: { kind: 'text', value: (u) => u.register?.description ?? null },
};
