import { ASSET_STATUS } from '../../contracts/assets.ts';

/**
 * An asset in a recognition (DOMAIN §7): to be detected, detected where it belongs, detected in
 * another location ("found elsewhere"), declared correctly detected by the user without a read, or
 * put in a discharge proposal for missing goods.
 */
export const DETECTION_STATUSES = ['undetected', 'detected', 'foundElsewhere', 'correct', 'missing'] as const;
export type DetectionStatus = (typeof DETECTION_STATUSES)[number];

/** A location's count: not started, started (reads go on), completed. */
export const LOCATION_STATUSES = ['notStarted', 'started', 'completed'] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

/**
 * What a read answers: the good detected here or found elsewhere; one of the school's goods that
 * is not counted (`notInRecognition`: waiting, a durable good when durables are out), discharged,
 * already in this recognition's proposal for missing goods; nothing (`notFound`); or a number two
 * registers hold, none of them here (`ambiguous`: read it again with the register's acronym).
 */
export const READ_OUTCOMES = [
  'detected',
  'foundElsewhere',
  'missing',
  'notInRecognition',
  'discharged',
  'notFound',
  'ambiguous',
] as const;
export type ReadOutcome = (typeof READ_OUTCOMES)[number];

/** What a recognition counts of an asset, as its snapshot keeps it. */
export interface CountedAsset {
  assetId: number;
  /** The location the registers put it in at the start (null: none). */
  locationId: number | null;
  /** One label names every component of a universality: they are detected together. */
  universalityId: number | null;
  detection: DetectionStatus;
}

/** An asset of the school the code names, whether or not the recognition counts it. */
export interface MatchedAsset {
  assetId: number;
  status: number;
  universalityId: number | null;
  locationId: number | null;
  counted: CountedAsset | null;
}

/** Assets the recognition counts: charged or in a proposal, durable goods only when asked. */
export function takesPart(asset: { status: number; assetClass: string }, includeDurable: boolean): boolean {
  if (asset.status !== ASSET_STATUS.charged && asset.status !== ASSET_STATUS.inProposal) return false;
  return includeDurable || asset.assetClass !== 'durable';
}

type Good = readonly MatchedAsset[];

/** The goods among the matches: an asset alone, or a universality's components together. */
function goodsOf(matches: readonly MatchedAsset[]): Good[] {
  const goods = new Map<string, MatchedAsset[]>();
  for (const match of matches) {
    const key = match.universalityId === null ? `a${match.assetId}` : `u${match.universalityId}`;
    goods.set(key, [...(goods.get(key) ?? []), match]);
  }
  return [...goods.values()];
}

/** A good the recognition counts and the registers still hold (one discharged since is reported so). */
const counted = (good: Good) =>
  good.some((asset) => asset.counted !== null && asset.status !== ASSET_STATUS.discharged);
const belongsTo = (good: Good, locationId: number) =>
  good.some((asset) => asset.counted?.locationId === locationId);

/**
 * The good a read names, among the assets its code matches: the only one the recognition counts, or,
 * when a number alone matches goods of two registers, the one that belongs where the read was made.
 */
export function chooseGood(
  matches: readonly MatchedAsset[],
  locationId: number,
): { good: readonly CountedAsset[] } | { outcome: ReadOutcome } {
  const goods = goodsOf(matches);
  const countedGoods = goods.filter(counted);
  const here = countedGoods.filter((good) => belongsTo(good, locationId));
  const chosen = countedGoods.length === 1 ? countedGoods[0] : here.length === 1 ? here[0] : undefined;
  if (chosen) {
    return {
      good: chosen.flatMap((asset) =>
        asset.counted && asset.status !== ASSET_STATUS.discharged ? [asset.counted] : [],
      ),
    };
  }
  if (countedGoods.length > 1) return { outcome: 'ambiguous' };
  if (goods.length === 0) return { outcome: 'notFound' };
  const allDischarged = matches.every((asset) => asset.status === ASSET_STATUS.discharged);
  return { outcome: allDischarged ? 'discharged' : 'notInRecognition' };
}

/**
 * A read of a counted good in a location: detected where it belongs, else found elsewhere. A good
 * detected already keeps its first answer (reading twice is harmless); one declared correct is now
 * read, which says more; one in the proposal for missing goods stays there until the user restores it.
 */
export function statusAfterRead(current: DetectionStatus, belongsHere: boolean): DetectionStatus {
  if (current === 'detected' || current === 'foundElsewhere' || current === 'missing') return current;
  return belongsHere ? 'detected' : 'foundElsewhere';
}

/** The answer a read gives once the good's status is known. */
export function readOutcome(status: DetectionStatus): ReadOutcome {
  if (status === 'foundElsewhere') return 'foundElsewhere';
  if (status === 'missing') return 'missing';
  return 'detected';
}

/** Statuses the user may give an asset from the list: correct (of an undetected one), restore (back to undetected). */
export function canMarkCorrect(status: DetectionStatus): boolean {
  return status === 'undetected';
}

export function canRestore(status: DetectionStatus): boolean {
  return status !== 'undetected';
}

/** A good found in another location may be moved there while the recognition goes on. */
export function canMoveLocation(status: DetectionStatus): boolean {
  return status === 'foundElsewhere';
}
