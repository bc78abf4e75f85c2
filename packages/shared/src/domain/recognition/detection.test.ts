import { describe, expect, it } from 'vitest';
import { ASSET_STATUS } from '../../contracts/assets.ts';
import {
  type CountedAsset,
  canMarkCorrect,
  canMoveLocation,
  canRestore,
  chooseGood,
  type MatchedAsset,
  readOutcome,
  statusAfterRead,
  takesPart,
} from './detection.ts';

const counted = (
  assetId: number,
  locationId: number,
  universalityId: number | null = null,
): CountedAsset => ({
  assetId,
  locationId,
  universalityId,
  detection: 'undetected',
});
const match = (asset: CountedAsset | null, overrides: Partial<MatchedAsset> = {}): MatchedAsset => ({
  assetId: asset?.assetId ?? 99,
  status: ASSET_STATUS.charged,
  universalityId: asset?.universalityId ?? null,
  locationId: asset?.locationId ?? null,
  counted: asset,
  ...overrides,
});

describe('takesPart', () => {
  it('counts charged goods and goods in a proposal, durable ones only when asked', () => {
    expect(takesPart({ status: ASSET_STATUS.charged, assetClass: 'inventory' }, false)).toBe(true);
    expect(takesPart({ status: ASSET_STATUS.inProposal, assetClass: 'inventory' }, false)).toBe(true);
    expect(takesPart({ status: ASSET_STATUS.charged, assetClass: 'durable' }, false)).toBe(false);
    expect(takesPart({ status: ASSET_STATUS.charged, assetClass: 'durable' }, true)).toBe(true);
    expect(takesPart({ status: ASSET_STATUS.waiting, assetClass: 'inventory' }, true)).toBe(false);
    expect(takesPart({ status: ASSET_STATUS.discharged, assetClass: 'inventory' }, true)).toBe(false);
  });
});

describe('chooseGood', () => {
  it('names the only counted good the code matches, wherever it belongs', () => {
    const asset = counted(1, 10);
    expect(chooseGood([match(asset)], 20)).toEqual({ good: [asset] });
  });

  it('takes every component of a universality together', () => {
    const a = counted(1, 10, 5);
    const b = counted(2, 11, 5);
    expect(chooseGood([match(a), match(b)], 10)).toEqual({ good: [a, b] });
  });

  it('prefers the good that belongs here when a bare number matches two registers', () => {
    const here = counted(1, 10);
    const there = counted(2, 11);
    expect(chooseGood([match(here), match(there)], 10)).toEqual({ good: [here] });
    expect(chooseGood([match(here), match(there)], 12)).toEqual({ outcome: 'ambiguous' });
  });

  it('tells a discharged good, a good not counted, and nothing at all apart', () => {
    expect(chooseGood([], 10)).toEqual({ outcome: 'notFound' });
    expect(chooseGood([match(null, { status: ASSET_STATUS.discharged })], 10)).toEqual({
      outcome: 'discharged',
    });
    expect(chooseGood([match(null, { status: ASSET_STATUS.waiting })], 10)).toEqual({
      outcome: 'notInRecognition',
    });
  });

  it('reports a counted good discharged since as discharged', () => {
    expect(chooseGood([match(counted(1, 10), { status: ASSET_STATUS.discharged })], 10)).toEqual({
      outcome: 'discharged',
    });
  });

  it('ignores goods not counted beside the one that is', () => {
    const asset = counted(1, 10);
    expect(
      chooseGood([match(asset), match(null, { assetId: 7, status: ASSET_STATUS.discharged })], 20),
    ).toEqual({
      good: [asset],
    });
  });
});

describe('statusAfterRead', () => {
  it('detects a good where it belongs, and elsewhere otherwise', () => {
    expect(statusAfterRead('undetected', true)).toBe('detected');
    expect(statusAfterRead('undetected', false)).toBe('foundElsewhere');
    expect(statusAfterRead('correct', false)).toBe('foundElsewhere');
  });

  it('keeps the first answer of a good read twice, and a missing good until restored', () => {
    expect(statusAfterRead('detected', false)).toBe('detected');
    expect(statusAfterRead('foundElsewhere', true)).toBe('foundElsewhere');
    expect(statusAfterRead('missing', true)).toBe('missing');
  });

  it('answers as the status says', () => {
    expect(readOutcome('detected')).toBe('detected');
    expect(readOutcome('correct')).toBe('detected');
    expect(readOutcome('foundElsewhere')).toBe('foundElsewhere');
    expect(readOutcome('missing')).toBe('missing');
  });
});

describe('what the user may do with a counted good', () => {
  it('marks correct only what is undetected, restores anything else, moves what was found elsewhere', () => {
    expect(canMarkCorrect('undetected')).toBe(true);
    expect(canMarkCorrect('detected')).toBe(false);
    expect(canRestore('undetected')).toBe(false);
    expect(canRestore('missing')).toBe(true);
    expect(canMoveLocation('foundElsewhere')).toBe(true);
    expect(canMoveLocation('detected')).toBe(false);
  });
});
