import { ASSET_STATUS, type AssetSummary } from '@inventario/shared/contracts/assets';
import type { DischargeCreate, DischargeUpdate } from '@inventario/shared/contracts/discharge';
import type { MovementAsset, MovementWithAssets } from '@inventario/shared/contracts/movements';
import {
  type ChargedAssetFields,
  type ChargedAssetLine,
  chargedAssetLine,
  chargedLineView,
  type MovementLineView,
  newlyChosen,
} from '@/features/movements';
import type { DischargeHeader } from './discharge-details-form.ts';

/**
 * One asset line of a discharge: it comes with a confirmed proposal (`proposalId`, read-only: the
 * proposal is discharged as a whole) or was chosen directly among the charged assets (removable).
 * Its value is what the discharge records: the asset's actual value (a saved discharge: its line value).
 */
export interface DischargeLine extends ChargedAssetLine {
  /** The proposal the asset comes with; null for an asset chosen directly. */
  proposalId: number | null;
}

function lineOf(asset: ChargedAssetFields, proposalId: number | null, valueEuros: number): DischargeLine {
  return { ...chargedAssetLine(asset, valueEuros), proposalId };
}

/** A charged asset chosen directly: discharged at its actual value. */
export function lineFromChargedAsset(asset: AssetSummary): DischargeLine {
  return lineOf(asset, null, asset.actualPrice);
}

/**
 * The lines a confirmed proposal brings: its assets still to discharge (in the proposal, status 3),
 * at their actual values; editing a discharge, also those this discharge holds already, at the
 * values it recorded.
 */
export function linesOfProposal(
  proposal: MovementWithAssets,
  discharge?: MovementWithAssets,
): DischargeLine[] {
  const held = new Map((discharge?.assets ?? []).map((asset) => [asset.id, asset]));
  return proposal.assets.flatMap((asset) => {
    const recorded = held.get(asset.id);
    if (recorded) return [lineOf(recorded, proposal.id, recorded.value)];
    if (asset.status === ASSET_STATUS.inProposal) return [lineOf(asset, proposal.id, asset.actualPrice)];
    return [];
  });
}

/** A line of a saved discharge (its detail), at the value it recorded. */
export function lineFromDischargeAsset(
  asset: MovementAsset,
  proposalId: number | null = null,
): DischargeLine {
  return lineOf(asset, proposalId, asset.value);
}

/**
 * A saved discharge's lines split by where they came from: those of its proposals (known from the
 * proposals' own lines) and those chosen directly.
 */
export function splitDischargeLines(
  discharge: MovementWithAssets,
  proposals: readonly MovementWithAssets[],
): { proposalLines: DischargeLine[]; directLines: DischargeLine[] } {
  const proposalOf = new Map<number, number>();
  for (const proposal of proposals) {
    for (const asset of proposal.assets) proposalOf.set(asset.id, proposal.id);
  }
  const lines = discharge.assets.map((asset) =>
    lineFromDischargeAsset(asset, proposalOf.get(asset.id) ?? null),
  );
  return {
    proposalLines: lines.filter((line) => line.proposalId !== null),
    directLines: lines.filter((line) => line.proposalId === null),
  };
}

/**
 * Charged assets taken in as direct lines: those already among the lines are skipped. Answers the
 * new lines and how many were added.
 */
export function addDirectLines(
  lines: readonly DischargeLine[],
  present: ReadonlySet<number>,
  chosen: readonly AssetSummary[],
): { lines: DischargeLine[]; added: number } {
  const added = newlyChosen(present, chosen).map(lineFromChargedAsset);
  return { lines: [...lines, ...added], added: added.length };
}

/** A line as the movement screen's grid shows it, with the server's message about it if any. */
export const dischargeLineView: (line: DischargeLine, problem?: string) => MovementLineView = chargedLineView;

/** A request with the key of each asset it names, so a refusal naming assets marks their lines. */
export interface DischargeRequest<T> {
  body: T;
  /** Asset id → line key, for the server's `details.assetIds`. */
  lineKeys: ReadonlyMap<number, string>;
}

function lineKeysOf(lines: readonly DischargeLine[]): Map<number, string> {
  return new Map(lines.map((line) => [line.assetId, line.key]));
}

/**
 * A new discharge: the proposals it takes (their assets come along on the server), and the charged
 * assets chosen directly.
 */
export function toDischargeCreate(
  header: DischargeHeader,
  proposalIds: readonly number[],
  lines: readonly DischargeLine[],
): DischargeRequest<DischargeCreate> {
  return {
    body: {
      ...header,
      proposalIds: [...proposalIds],
      assetIds: lines.filter((line) => line.proposalId === null).map((line) => line.assetId),
    },
    lineKeys: lineKeysOf(lines),
  };
}

/** An edited discharge: the same parts, with its id. */
export function toDischargeUpdate(
  id: number,
  header: DischargeHeader,
  proposalIds: readonly number[],
  lines: readonly DischargeLine[],
): DischargeRequest<DischargeUpdate> {
  const create = toDischargeCreate(header, proposalIds, lines);
  return { body: { id, ...create.body }, lineKeys: create.lineKeys };
}
