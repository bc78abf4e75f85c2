import { describe, expect, it } from 'vitest';
import { DESCRIPTIVE_ASSET_FIELDS } from '../assets/asset-fields.ts';
import {
  chargeEditability,
  checkChargeDeletion,
  checkChargeEdit,
  checkPriceEdit,
  LEGAL_HEADER_FIELDS,
  pickFields,
} from './charge-edit.ts';

const quiet = {
  legalChanged: false,
  linesChanged: false,
  registerChanged: false,
  hasLaterMovements: false,
  isLatestCharge: false,
};

describe('checkChargeEdit', () => {
  it('lets notes and descriptive fields change always, without renumbering', () => {
    expect(checkChargeEdit({ ...quiet, hasLaterMovements: true })).toEqual({ ok: true, renumber: false });
  });

  it('lets legal content of any charge change while no later movement holds its assets', () => {
    expect(checkChargeEdit({ ...quiet, legalChanged: true })).toEqual({ ok: true, renumber: false });
    expect(checkChargeEdit({ ...quiet, legalChanged: true, hasLaterMovements: true })).toEqual({
      ok: false,
      code: 'movementHasLaterMovements',
    });
  });

  it('changes the lines of the latest charge only, and renumbers them', () => {
    expect(checkChargeEdit({ ...quiet, linesChanged: true })).toEqual({ ok: false, code: 'chargeNotLatest' });
    expect(checkChargeEdit({ ...quiet, linesChanged: true, isLatestCharge: true })).toEqual({
      ok: true,
      renumber: true,
    });
    expect(
      checkChargeEdit({ ...quiet, linesChanged: true, isLatestCharge: true, hasLaterMovements: true }),
    ).toEqual({ ok: false, code: 'movementHasLaterMovements' });
  });

  it('moves a line to another register only in the latest charge', () => {
    expect(checkChargeEdit({ ...quiet, registerChanged: true, legalChanged: true })).toEqual({
      ok: false,
      code: 'subcategoryOtherRegister',
    });
    expect(checkChargeEdit({ ...quiet, registerChanged: true, isLatestCharge: true })).toEqual({
      ok: true,
      renumber: true,
    });
  });
});

describe('chargeEditability', () => {
  it('offers everything on the latest charge of an open year with no later movements', () => {
    expect(chargeEditability({ hasLaterMovements: false, isLatestCharge: true, yearOpen: true })).toEqual({
      content: true,
      assets: true,
      deletable: true,
    });
  });

  it('offers the content only on an earlier charge', () => {
    expect(chargeEditability({ hasLaterMovements: false, isLatestCharge: false, yearOpen: true })).toEqual({
      content: true,
      assets: false,
      deletable: false,
    });
  });

  it('offers nothing once a later movement holds an asset, or the year is closed', () => {
    const none = { content: false, assets: false, deletable: false };
    expect(chargeEditability({ hasLaterMovements: true, isLatestCharge: true, yearOpen: true })).toEqual(
      none,
    );
    expect(chargeEditability({ hasLaterMovements: false, isLatestCharge: true, yearOpen: false })).toEqual(
      none,
    );
  });
});

describe('checkChargeDeletion', () => {
  it('deletes the latest charge whose assets stayed', () => {
    expect(checkChargeDeletion({ isLatestCharge: true, hasLaterMovements: false })).toEqual({ ok: true });
    expect(checkChargeDeletion({ isLatestCharge: false, hasLaterMovements: false })).toEqual({
      ok: false,
      code: 'chargeNotLatest',
    });
    expect(checkChargeDeletion({ isLatestCharge: true, hasLaterMovements: true })).toEqual({
      ok: false,
      code: 'movementHasLaterMovements',
    });
  });
});

describe('checkPriceEdit', () => {
  it('accepts a change on one side of 200 euro', () => {
    expect(checkPriceEdit(19_998, 19_999)).toEqual({ ok: true });
    expect(checkPriceEdit(20_000, 20_001)).toEqual({ ok: true });
    expect(checkPriceEdit(0, 19_999)).toEqual({ ok: true });
  });

  it('refuses a change across 200 euro, either way', () => {
    expect(checkPriceEdit(19_999, 20_000)).toEqual({ ok: false, code: 'priceCrossesThreshold' });
    expect(checkPriceEdit(20_000, 19_999)).toEqual({ ok: false, code: 'priceCrossesThreshold' });
    expect(checkPriceEdit(20_001, 19_999)).toEqual({ ok: false, code: 'priceCrossesThreshold' });
  });
});

describe('pickFields', () => {
  it('keeps only the listed fields, so a history records only what an edit may touch', () => {
    const line = { description: 'Sedia', historicalPrice: 80, id: 4 };
    expect(
      pickFields(
        line,
        DESCRIPTIVE_ASSET_FIELDS.filter((f) => f === 'description'),
      ),
    ).toEqual({
      description: 'Sedia',
    });
  });

  it('keeps legal and descriptive fields apart', () => {
    expect(LEGAL_HEADER_FIELDS).toContain('date');
    expect(LEGAL_HEADER_FIELDS).not.toContain('notes');
    expect(DESCRIPTIVE_ASSET_FIELDS).not.toContain('historicalPrice');
  });
});
