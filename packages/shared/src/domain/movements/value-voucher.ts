import { ASSET_STATUS } from '../../contracts/assets.ts';
import type { ValueVoucherType } from '../../contracts/value-vouchers.ts';
import { reclassification } from '../assets/threshold.ts';
import { DEPRECIATION_VOUCHER_TYPE } from '../depreciation/depreciation.ts';
import { MOVEMENT_TYPE } from './movement-types.ts';

/**
 * Value vouchers (DOMAIN §4, movement types 5 decrease and 6 increase): each line changes one charged
 * inventory asset's actual value by its variation, down or up, for a reason of the type list.
 */

export type ValueVoucherKind = typeof MOVEMENT_TYPE.decrease | typeof MOVEMENT_TYPE.increase;

export function isValueVoucherKind(type: number): type is ValueVoucherKind {
  return type === MOVEMENT_TYPE.decrease || type === MOVEMENT_TYPE.increase;
}

/** The kinds of variation (`GET /movement/valueVoucher/typeList`); 'DEP' only the yearly close writes. */
export const VALUE_VOUCHER_TYPES: readonly ValueVoucherType[] = [
  { code: 'SVA', description: 'Svalutazione', kinds: [5], system: false },
  { code: 'DAN', description: 'Deperimento o danneggiamento', kinds: [5], system: false },
  { code: 'RDI', description: 'Rettifica in diminuzione', kinds: [5], system: false },
  { code: 'RIV', description: 'Rivalutazione', kinds: [6], system: false },
  { code: 'MST', description: 'Manutenzione straordinaria e migliorie', kinds: [6], system: false },
  { code: 'RAU', description: 'Rettifica in aumento', kinds: [6], system: false },
  { code: DEPRECIATION_VOUCHER_TYPE, description: 'Ammortamento', kinds: [5], system: true },
];

/**
 * A voucher type a user may write on a voucher of a kind: known, of that kind, not the system's.
 * 'DEP' answers `depreciationVoucher`; an unknown or other-kind type `unknownCausal`.
 */
export function checkVoucherType(
  kind: ValueVoucherKind,
  code: string,
): { ok: true } | { ok: false; code: 'depreciationVoucher' | 'unknownCausal' } {
  if (code === DEPRECIATION_VOUCHER_TYPE) return { ok: false, code: 'depreciationVoucher' };
  const type = VALUE_VOUCHER_TYPES.find((t) => t.code === code);
  if (!type || type.system || !type.kinds.includes(kind)) return { ok: false, code: 'unknownCausal' };
  return { ok: true };
}

/** The signed change a line makes to the actual value. */
export function signedVariation(kind: ValueVoucherKind, variationCents: number): number {
  return kind === MOVEMENT_TYPE.increase ? variationCents : -variationCents;
}

export interface VoucherLineAsset {
  assetId: number;
  status: number;
  assetClass: string;
  actualCents: number;
}

export type VoucherAssetRefusal = 'assetNotCharged' | 'assetDischarged' | 'assetNotInventory';

/**
 * An asset a value voucher may change: charged (or in a discharge proposal, still in the register)
 * and an inventory asset (durable goods have no value in the registers' totals).
 */
export function checkVoucherAsset(
  asset: VoucherLineAsset,
): { ok: true } | { ok: false; code: VoucherAssetRefusal } {
  if (asset.status === ASSET_STATUS.discharged) return { ok: false, code: 'assetDischarged' };
  if (asset.status !== ASSET_STATUS.charged && asset.status !== ASSET_STATUS.inProposal) {
    return { ok: false, code: 'assetNotCharged' };
  }
  if (asset.assetClass !== 'inventory') return { ok: false, code: 'assetNotInventory' };
  return { ok: true };
}

export interface PlannedLine {
  assetId: number;
  variationCents: number;
}

export interface LineOutcome {
  assetId: number;
  variationCents: number;
  beforeCents: number;
  afterCents: number;
  /** The new actual value falls on the other side of 200 euro from the old one. */
  crossesThreshold: boolean;
}

export type VoucherLinesRefusal =
  | { ok: false; code: 'variationMissing'; assetIds: number[] }
  | { ok: false; code: 'variationBelowZero'; assetIds: number[] }
  | { ok: false; code: 'priceCrossesThreshold'; assetIds: number[] };

/**
 * The outcome of a voucher's lines on the assets' actual values (`actualCents` by asset id, as they
 * are before the voucher): a variation must be above zero (`variationMissing`), a decrease cannot
 * take a value below zero (`variationBelowZero`), and a new value on the other side of 200 euro needs
 * the user's confirmation (`priceCrossesThreshold`, spec 02 §5). The confirmation changes nothing but
 * lets the line through: an asset's class follows its historical price, which vouchers never change.
 */
export function planVoucherLines(
  kind: ValueVoucherKind,
  lines: readonly PlannedLine[],
  actualCents: ReadonlyMap<number, number>,
  thresholdConfirmed: boolean,
): { ok: true; lines: LineOutcome[] } | VoucherLinesRefusal {
  const missing = lines.filter((l) => !(l.variationCents > 0)).map((l) => l.assetId);
  if (missing.length > 0) return { ok: false, code: 'variationMissing', assetIds: missing };
  const outcomes = lines.map((line) => {
    const beforeCents = actualCents.get(line.assetId) ?? 0;
    const afterCents = beforeCents + signedVariation(kind, line.variationCents);
    return {
      assetId: line.assetId,
      variationCents: line.variationCents,
      beforeCents,
      afterCents,
      crossesThreshold: reclassification(beforeCents, afterCents) !== 'same',
    };
  });
  const belowZero = outcomes.filter((o) => o.afterCents < 0).map((o) => o.assetId);
  if (belowZero.length > 0) return { ok: false, code: 'variationBelowZero', assetIds: belowZero };
  const crossing = outcomes.filter((o) => o.crossesThreshold).map((o) => o.assetId);
  if (crossing.length > 0 && !thresholdConfirmed) {
    return { ok: false, code: 'priceCrossesThreshold', assetIds: crossing };
  }
  return { ok: true, lines: outcomes };
}

/** Asset ids listed more than once in a voucher. */
export function repeatedAssets(lines: readonly { assetId: number }[]): number[] {
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const { assetId } of lines) {
    if (seen.has(assetId)) repeated.add(assetId);
    seen.add(assetId);
  }
  return [...repeated];
}

export interface VoucherState {
  isDepreciation: boolean;
  /** It holds the last number of its type in its year. */
  isLatestOfType: boolean;
  /** A movement after it holds one of its assets. */
  hasLaterMovements: boolean;
  yearOpen: boolean;
}

export type VoucherChangeRefusal =
  | 'depreciationVoucher'
  | 'financialYearClosed'
  | 'movementNotLatest'
  | 'movementHasLaterMovements';

/**
 * What may change of a value voucher: never the yearly depreciation's (reopening the year removes
 * them); notes, in an open year; its type and date while no later movement holds its assets; its
 * lines and its deletion also only for the latest voucher of its type and year, so numbers stay
 * gapless and every later value rests on the values it left.
 */
export function checkVoucherChange(
  state: VoucherState,
  change: 'notes' | 'content' | 'lines' | 'delete',
): { ok: true } | { ok: false; code: VoucherChangeRefusal } {
  if (state.isDepreciation) return { ok: false, code: 'depreciationVoucher' };
  if (!state.yearOpen) return { ok: false, code: 'financialYearClosed' };
  if (change === 'notes') return { ok: true };
  if ((change === 'lines' || change === 'delete') && !state.isLatestOfType) {
    return { ok: false, code: 'movementNotLatest' };
  }
  if (state.hasLaterMovements) return { ok: false, code: 'movementHasLaterMovements' };
  return { ok: true };
}

/** The detail screen's flags for a value voucher. */
export function voucherEditability(state: VoucherState): {
  content: boolean;
  assets: boolean;
  deletable: boolean;
} {
  const lines = checkVoucherChange(state, 'lines').ok;
  return { content: checkVoucherChange(state, 'content').ok, assets: lines, deletable: lines };
}
