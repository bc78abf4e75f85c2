import type { RecognitionAsset } from '@inventario/shared/contracts/recognition';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { assetActions, canProposeMissing, currentLocationOf, locationActions } from './asset-actions.ts';
import { endBlockersOf } from './end-failure.ts';
import { EMPTY_GOODS_FILTERS, hasGoodsFilters, toGoodsSearch } from './goods-filters.ts';
import { missingDefaults, missingFormSchema, progressiveYearOf, toMissingProposal } from './missing-form.ts';
import { readMessage } from './read-outcome.ts';
import { assetNumberText, goodText, placeText } from './recognition-labels.ts';
import { startDefaults, startFormSchema, toRecognitionStart } from './start-form.ts';

const lab = { id: 10, code: 'LAB1', description: 'Laboratorio', siteCode: 'PLESSO1' };
const pc: RecognitionAsset = {
  idAsset: 1,
  description: 'PC',
  registerKind: 'movable',
  assetClass: 'inventory',
  inventoryNumber: 12,
  durableNumber: null,
  universalityId: null,
  location: lab,
  detection: 'detected',
  detectedLocation: lab,
  detectedAt: '2026-05-04T10:00:00.000Z',
  detectedBy: 'demo.dsga',
  missingProposal: null,
};

describe('labels', () => {
  it('names a good by register acronym and number, a durable one by its durable number', () => {
    expect(assetNumberText(pc)).toBe('BM 12');
    expect(assetNumberText({ ...pc, inventoryNumber: null, durableNumber: 3 })).toBe('BM 3');
    expect(goodText(pc)).toBe('BM 12 – PC');
    expect(goodText({ ...pc, inventoryNumber: null })).toBe('PC');
  });

  it('writes a location with its site, and nothing for none', () => {
    expect(placeText(lab)).toBe('PLESSO1 · LAB1 Laboratorio');
    expect(placeText(null)).toBe('');
  });
});

describe('readMessage', () => {
  it('says which good was detected', () => {
    expect(readMessage(' BM/12 ', { outcome: 'detected', assets: [pc] })).toEqual({
      key: 'recognition.read.outcome.detected',
      values: { code: 'BM/12', goods: 'BM 12 – PC', registered: 'PLESSO1 · LAB1 Laboratorio' },
      severity: 'success',
    });
  });

  it('tells where a good found elsewhere is registered, or that it has no location', () => {
    const elsewhere = readMessage('12', { outcome: 'foundElsewhere', assets: [pc] });
    expect([elsewhere.key, elsewhere.values.registered, elsewhere.severity]).toEqual([
      'recognition.read.outcome.foundElsewhere',
      'PLESSO1 · LAB1 Laboratorio',
      'warning',
    ]);
    expect(readMessage('12', { outcome: 'foundElsewhere', assets: [{ ...pc, location: null }] }).key).toBe(
      'recognition.read.outcome.foundElsewhereUnplaced',
    );
  });

  it('names a universality by all its components', () => {
    const other = { ...pc, idAsset: 2, inventoryNumber: 13, description: 'Monitor' };
    expect(readMessage('U1', { outcome: 'detected', assets: [pc, other] }).values.goods).toBe(
      'BM 12 – PC, BM 13 – Monitor',
    );
  });

  it('gives every other outcome its own message, as an error unless the good is in the proposal', () => {
    for (const outcome of ['notInRecognition', 'discharged', 'notFound', 'ambiguous'] as const) {
      expect(readMessage('X9', { outcome, assets: [] })).toMatchObject({
        key: `recognition.read.outcome.${outcome}`,
        values: { code: 'X9' },
        severity: 'error',
      });
    }
    expect(readMessage('12', { outcome: 'missing', assets: [pc] })).toMatchObject({
      key: 'recognition.read.outcome.missing',
      severity: 'warning',
    });
  });
});

describe('row actions', () => {
  it('marks undetected goods, restores the others, moves those found elsewhere', () => {
    expect(assetActions('undetected', 'ongoing')).toEqual({ correct: true, restore: false, move: false });
    expect(assetActions('detected', 'ongoing')).toEqual({ correct: false, restore: true, move: false });
    expect(assetActions('foundElsewhere', 'ongoing')).toEqual({ correct: false, restore: true, move: true });
    expect(assetActions('missing', 'ongoing')).toEqual({ correct: false, restore: true, move: false });
  });

  it('allows nothing once the recognition is concluded', () => {
    expect(assetActions('undetected', 'completed')).toEqual({ correct: false, restore: false, move: false });
    expect(locationActions('started', 'completed')).toEqual({ start: false, complete: false });
  });

  it('starts a location not started or completed, completes a started one', () => {
    expect(locationActions('notStarted', 'ongoing')).toEqual({ start: true, complete: false });
    expect(locationActions('started', 'ongoing')).toEqual({ start: false, complete: true });
    expect(locationActions('completed', 'ongoing')).toEqual({ start: true, complete: false });
  });

  it('proposes as missing only a choice of undetected goods, and not an empty one', () => {
    expect(canProposeMissing([])).toBe(false);
    expect(canProposeMissing([{ detection: 'undetected' }, { detection: 'undetected' }])).toBe(true);
    expect(canProposeMissing([{ detection: 'undetected' }, { detection: 'correct' }])).toBe(false);
  });
});

describe('currentLocationOf', () => {
  const rows = [
    { idLocation: 1, status: 'completed' as const },
    { idLocation: 2, status: 'notStarted' as const },
    { idLocation: 3, status: 'started' as const },
  ];

  it('keeps the location the user chose while the recognition has it', () => {
    expect(currentLocationOf(rows, 1)).toBe(1);
    expect(currentLocationOf(rows, 99)).toBe(3);
  });

  it('else reads in the first started location, then the first not completed, else none', () => {
    expect(currentLocationOf(rows, null)).toBe(3);
    expect(currentLocationOf(rows.slice(0, 2), null)).toBe(2);
    expect(currentLocationOf(rows.slice(0, 1), null)).toBeNull();
    expect(currentLocationOf([], null)).toBeNull();
  });
});

describe('the new recognition form', () => {
  it('proposes today, not for renewal, and for a renewal the year just ended', () => {
    expect(startDefaults('2026-05-04')).toEqual({
      date: '2026-05-04',
      forRenewal: false,
      renewalYear: 2025,
      includeDurable: false,
      notes: null,
    });
  });

  it('requires the renewal year only for a recognition for renewal', () => {
    const values = { ...startDefaults('2026-05-04'), renewalYear: null };
    expect(startFormSchema.safeParse(values).success).toBe(true);
    const renewal = startFormSchema.safeParse({ ...values, forRenewal: true });
    expect(renewal.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['renewalYear', 'rules.mandatory'],
    ]);
    const odd = startFormSchema.safeParse({ ...values, forRenewal: true, renewalYear: 1999 });
    expect(odd.error?.issues[0]?.message).toBe('rules.notValid');
    expect(startFormSchema.safeParse({ ...values, date: null }).error?.issues[0]?.message).toBe(
      'rules.mandatory',
    );
  });

  it('sends the renewal year only for a renewal, and blank notes as none', () => {
    const values = { ...startDefaults('2026-05-04'), notes: '  ' };
    expect(toRecognitionStart(values)).toEqual({
      date: '2026-05-04',
      forRenewal: false,
      renewalYear: null,
      includeDurable: false,
      notes: null,
    });
    expect(toRecognitionStart({ ...values, forRenewal: true }).renewalYear).toBe(2025);
  });
});

describe('the missing goods proposal form', () => {
  it('proposes today and waits for the progressive, which it requires', () => {
    const values = missingDefaults('2026-05-04');
    expect(values).toEqual({
      date: '2026-05-04',
      progressive: null,
      protocolDate: null,
      protocolNumber: null,
      notes: null,
    });
    expect(missingFormSchema.safeParse(values).error?.issues[0]?.path).toEqual(['progressive']);
    expect(missingFormSchema.safeParse({ ...values, progressive: 4 }).success).toBe(true);
  });

  it('offers the progressive of the date’s year once the date is whole', () => {
    expect(progressiveYearOf('2026-05-04')).toBe(2026);
    expect(progressiveYearOf('invalid')).toBeUndefined();
    expect(progressiveYearOf(null)).toBeUndefined();
  });

  it('sends the chosen goods with the details', () => {
    const values = { ...missingDefaults('2026-05-04'), progressive: 4, protocolNumber: ' 123 ' };
    expect(toMissingProposal(values, [3, 5])).toEqual({
      assetIds: [3, 5],
      date: '2026-05-04',
      progressive: 4,
      protocolDate: null,
      protocolNumber: '123',
      notes: null,
    });
  });
});

describe('endBlockersOf', () => {
  it('lists every rule the server names, in the catalogue’s order', () => {
    const refused = new ApiError('recognitionUndetectedAssets', 'no', 409, {
      blockers: ['recognitionMovementsAfterRenewal', 'recognitionUndetectedAssets'],
    });
    expect(endBlockersOf(refused)).toEqual([
      'recognitionUndetectedAssets',
      'recognitionMovementsAfterRenewal',
    ]);
  });

  it('falls back to the code without details, and to nothing for another failure', () => {
    expect(endBlockersOf(new ApiError('recognitionPendingAssets', 'no', 409))).toEqual([
      'recognitionPendingAssets',
    ]);
    expect(endBlockersOf(new ApiError('recognitionEnded', 'no', 409))).toEqual([]);
    expect(endBlockersOf(new Error('boom'))).toEqual([]);
  });
});

describe('goods filters', () => {
  it('sends only the filters set', () => {
    expect(toGoodsSearch(EMPTY_GOODS_FILTERS)).toEqual({});
    expect(hasGoodsFilters({})).toBe(false);
    const search = toGoodsSearch({ detection: ['undetected', 'missing'], idLocation: 4, text: ' pc ' });
    expect(search).toEqual({ detection: ['undetected', 'missing'], idLocation: 4, text: 'pc' });
    expect(hasGoodsFilters(search)).toBe(true);
  });
});
