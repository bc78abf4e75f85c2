import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { describe, expect, it } from 'vitest';
import {
  canChargeAlone,
  classLabels,
  editScopeOf,
  statusCode,
  statusColor,
  statusLabel,
  statusName,
} from './asset-status.ts';

describe('status names', () => {
  it('names the four statuses and back', () => {
    expect(statusName(ASSET_STATUS.waiting)).toBe('waiting');
    expect(statusName(ASSET_STATUS.charged)).toBe('charged');
    expect(statusName(ASSET_STATUS.inProposal)).toBe('inProposal');
    expect(statusName(ASSET_STATUS.discharged)).toBe('discharged');
    expect(statusName(9)).toBeUndefined();
    expect(statusCode('inProposal')).toBe(3);
  });

  it('tells an asset in a proposal to be confirmed from one in a confirmed proposal (spec 02 §3)', () => {
    expect(statusLabel(ASSET_STATUS.inProposal, 1)).toBe('inProposalToConfirm');
    expect(statusLabel(ASSET_STATUS.inProposal, 2)).toBe('inProposalConfirmed');
    expect(statusLabel(ASSET_STATUS.inProposal, null)).toBe('inProposal');
    expect(statusLabel(ASSET_STATUS.charged, 2)).toBe('charged');
    expect(statusLabel(9)).toBeUndefined();
  });

  it('paints waiting assets as a warning and discharged ones plain', () => {
    expect(statusColor(1)).toBe('warning');
    expect(statusColor(2)).toBe('success');
    expect(statusColor(4)).toBe('default');
  });
});

describe('classLabels (spec 02 §3)', () => {
  it('a durable asset outside a universality is registered plus durable', () => {
    expect(classLabels({ assetClass: 'durable', status: 2, universalityId: null })).toEqual([
      'registered',
      'durable',
    ]);
    expect(classLabels({ assetClass: 'durable', status: 1, universalityId: null })).toEqual([
      'registrable',
      'durable',
    ]);
  });

  it('a universality component and an inventory asset are inventory', () => {
    expect(classLabels({ assetClass: 'durable', status: 1, universalityId: 4 })).toEqual(['inventoriable']);
    expect(classLabels({ assetClass: 'inventory', status: 3, universalityId: null })).toEqual([
      'inventoried',
    ]);
  });
});

describe('canChargeAlone', () => {
  it('only a waiting asset outside a universality', () => {
    expect(canChargeAlone({ status: 1, universalityId: null })).toBe(true);
    expect(canChargeAlone({ status: 1, universalityId: 3 })).toBe(false);
    expect(canChargeAlone({ status: 2, universalityId: null })).toBe(false);
  });
});

describe('editScopeOf', () => {
  it('every field while waiting, the descriptive ones once charged, nothing once discharged', () => {
    expect(editScopeOf(1)).toBe('full');
    expect(editScopeOf(2)).toBe('descriptive');
    expect(editScopeOf(3)).toBe('descriptive');
    expect(editScopeOf(4)).toBeUndefined();
  });
});
