import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { MovementAsset } from '@inventario/shared/contracts/charges';
import type { AssetClass } from '@inventario/shared/domain/assets/threshold';
import { MAX_ASSETS_PER_CHARGE } from '@inventario/shared/domain/movements/charge-rules';
import { eurosToCents } from '@inventario/shared/format/currency';
import {
  locationText,
  type MovementLineView,
  subcategoryText,
} from '@/features/movements/model/movement-lines.ts';

/** A proposal holds at most as many assets as a charge (contracts/out: 600). */
export const MAX_PROPOSAL_ASSETS = MAX_ASSETS_PER_CHARGE;

/** One charged asset proposed for discharge. */
export interface ProposalLine {
  /** `asset-{id}`: an asset is in a proposal once, so its id names its line. */
  key: string;
  assetId: number;
  description: string;
  subcategory: string;
  register: string;
  assetClass: AssetClass;
  /** The line's value: the asset's actual value when proposed (a saved line keeps the printed one). */
  valueCents: number;
  location: string | null;
  inventoryNumber: number | null;
  durableNumber: number | null;
  universalityId: number | null;
  /** Saved lines: the asset's status (3 still in the proposal, 4 discharged). */
  status?: number;
}

export function lineKeyOf(assetId: number): string {
  return `asset-${assetId}`;
}

/** A charged asset chosen in the dialog: proposed at its actual value. */
export function lineFromChargedAsset(asset: AssetSummary): ProposalLine {
  return {
    key: lineKeyOf(asset.id),
    assetId: asset.id,
    description: asset.description,
    subcategory: subcategoryText(asset.subcategory),
    register: asset.register.description,
    assetClass: asset.assetClass,
    valueCents: eurosToCents(asset.actualPrice),
    location: asset.location ? locationText(asset.location) : null,
    inventoryNumber: asset.inventoryNumber,
    durableNumber: asset.durableNumber,
    universalityId: asset.universalityId,
  };
}

/** A line of a saved proposal, with the value it printed. */
export function lineFromProposalAsset(asset: MovementAsset): ProposalLine {
  return {
    key: lineKeyOf(asset.id),
    assetId: asset.id,
    description: asset.description,
    subcategory: subcategoryText(asset.subcategory),
    register: asset.register.description,
    assetClass: asset.assetClass,
    valueCents: eurosToCents(asset.value),
    location: asset.location ? locationText(asset.location) : null,
    inventoryNumber: asset.inventoryNumber,
    durableNumber: asset.durableNumber,
    universalityId: asset.universalityId,
    status: asset.status,
  };
}

/** Adds the chosen assets not among the lines yet, in the order chosen; says how many were new. */
export function addChargedLines(
  lines: readonly ProposalLine[],
  chosen: readonly AssetSummary[],
): { lines: ProposalLine[]; added: number } {
  const present = new Set(lines.map((line) => line.assetId));
  const fresh: ProposalLine[] = [];
  for (const asset of chosen) {
    if (present.has(asset.id)) continue;
    present.add(asset.id);
    fresh.push(lineFromChargedAsset(asset));
  }
  return { lines: [...lines, ...fresh], added: fresh.length };
}

/** A line as the movement screen's grid shows it, with the server's message about it if any. */
export function proposalLineView(line: ProposalLine, problem?: string): MovementLineView {
  return {
    key: line.key,
    source: 'existing',
    description: line.description,
    subcategory: line.subcategory,
    register: line.register,
    assetClass: line.assetClass,
    valueCents: line.valueCents,
    location: line.location,
    inventoryNumber: line.inventoryNumber,
    durableNumber: line.durableNumber,
    ...(line.universalityId ? { inUniversality: true } : {}),
    ...(problem ? { problem } : {}),
  };
}

/** The assets the request proposes, in the lines' order. */
export function assetIdsOf(lines: readonly ProposalLine[]): number[] {
  return lines.map((line) => line.assetId);
}
