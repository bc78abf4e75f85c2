import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { MovementAsset } from '@inventario/shared/contracts/movements';
import { MAX_ASSETS_PER_CHARGE } from '@inventario/shared/domain/movements/charge-rules';
import {
  type ChargedAssetLine,
  chargedAssetLine,
  chargedLineKey,
  chargedLineView,
  type MovementLineView,
  newlyChosen,
} from '@/features/movements';

/** A proposal holds at most as many assets as a charge (contracts/out: 600). */
export const MAX_PROPOSAL_ASSETS = MAX_ASSETS_PER_CHARGE;

/** One charged asset proposed for discharge. */
export interface ProposalLine extends ChargedAssetLine {
  universalityId: number | null;
  /** Saved lines: the asset's status (3 still in the proposal, 4 discharged). */
  status?: number;
}

/** `asset-{id}`: an asset is in a proposal once, so its id names its line. */
export const lineKeyOf = chargedLineKey;

/** A charged asset chosen in the dialog: proposed at its actual value. */
export function lineFromChargedAsset(asset: AssetSummary): ProposalLine {
  return { ...chargedAssetLine(asset, asset.actualPrice), universalityId: asset.universalityId };
}

/** A line of a saved proposal, with the value it printed. */
export function lineFromProposalAsset(asset: MovementAsset): ProposalLine {
  return {
    ...chargedAssetLine(asset, asset.value),
    universalityId: asset.universalityId,
    status: asset.status,
  };
}

/** Adds the chosen assets not among the lines yet, in the order chosen; says how many were new. */
export function addChargedLines(
  lines: readonly ProposalLine[],
  chosen: readonly AssetSummary[],
): { lines: ProposalLine[]; added: number } {
  const fresh = newlyChosen(new Set(assetIdsOf(lines)), chosen).map(lineFromChargedAsset);
  return { lines: [...lines, ...fresh], added: fresh.length };
}

/** A line as the movement screen's grid shows it, with the server's message about it if any. */
export function proposalLineView(line: ProposalLine, problem?: string): MovementLineView {
  return {
    ...chargedLineView(line, problem),
    ...(line.universalityId ? { inUniversality: true } : {}),
  };
}

/** The assets the request proposes, in the lines' order. */
export function assetIdsOf(lines: readonly ProposalLine[]): number[] {
  return lines.map((line) => line.assetId);
}
