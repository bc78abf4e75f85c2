import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { describe, expect, it } from 'vitest';
import { assetsToDischarge, proposalActions, proposalStatusTone } from './proposal-status.ts';

function proposal(
  status: number,
  assetStatuses: number[],
  editable = { content: status === 1, assets: status === 1, deletable: status === 1 },
) {
  return {
    status,
    editable,
    assets: assetStatuses.map((assetStatus) => ({ status: assetStatus })),
  } as unknown as MovementWithAssets;
}

describe('the actions of a proposal', () => {
  it('to be confirmed: edit, confirm and delete (the latest of its year)', () => {
    expect(proposalActions(proposal(1, [3, 3]), true)).toEqual({
      edit: true,
      confirm: true,
      removeConfirmation: false,
      delete: true,
      discharge: false,
    });
    const notLatest = proposal(1, [3], { content: true, assets: false, deletable: false });
    expect(proposalActions(notLatest, true).delete).toBe(false);
  });

  it('confirmed: back to be confirmed, discharge while assets are left, notes still editable', () => {
    expect(proposalActions(proposal(2, [3, 4]), true)).toEqual({
      edit: true,
      confirm: false,
      removeConfirmation: true,
      delete: false,
      discharge: true,
    });
    expect(proposalActions(proposal(2, [4, 4]), true).discharge).toBe(false);
  });

  it('nothing to edit in a closed year', () => {
    expect(proposalActions(proposal(2, [4]), false).edit).toBe(false);
  });

  it('counts the assets still to discharge', () => {
    expect(assetsToDischarge(proposal(2, [3, 4, 3]))).toBe(2);
  });
});

describe('the status chip', () => {
  it('asks for action while to be confirmed, is done once confirmed', () => {
    expect(proposalStatusTone(1)).toBe('warning');
    expect(proposalStatusTone(2)).toBe('success');
    expect(proposalStatusTone(null)).toBe('default');
  });
});
