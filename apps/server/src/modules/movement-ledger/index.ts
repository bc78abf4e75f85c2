/**
 * The movement ledger: what every kind of voucher shares (DOMAIN §2, §4). The kinds (charges,
 * proposals, discharges, value vouchers, and those to come) build on what this file exports and never
 * on each other; `movements/` lists and dispatches them from above. docs/ARCHITECTURE.md, "Adding a
 * kind of voucher", says how a kind uses it.
 */

export { bookingColumns, checkBooking } from './booking.ts';
export {
  type FoundMovement,
  findMovement,
  isLatestOfType,
  lastMovementDate,
  laterMovementsHold,
  lockSchoolMovements,
  type MovementRow,
  neighbourDates,
  updateMovement,
  yearStatus,
} from './ledger.repo.ts';
export {
  assetsHeldLater,
  deleteLines,
  insertHistory,
  type LineWithAsset,
  type LockedAsset,
  linesWithAssets,
  lockAssets,
  setAssetStatus,
} from './ledger-assets.repo.ts';
export {
  checkAfterLastMovement,
  checkNewDate,
  checkYearOpen,
  distinctIds,
  lockKnownAssets,
  refuse,
  refuseHeldLater,
  refuseSize,
  yearStates,
} from './ledger-checks.ts';
export { type LedgerLine, linesTotal, statusHistory, writeLines } from './ledger-writer.ts';
export { isMergeMovement, refuseReopenAfterMerge } from './merge-limits.ts';
export { auditedMovement, type MovementChange } from './movement-audit.ts';
export {
  describeMovement,
  getMovementWithAssets,
  type KindDetail,
  type KindPart,
  type MovementEditable,
  READ_ONLY_DETAIL,
  requireMovement,
  toMovementAsset,
} from './movement-detail.ts';
export { countMovementLines, findMovementLines, movementLineSortColumns } from './movement-lines.repo.ts';
export { linesWorth } from './movement-worth.ts';
export {
  lastRenewalYear,
  type OngoingRenewal,
  ongoingRenewal,
  refuseChargeDuringRenewal,
  refuseHeldMovement,
} from './renewal-limits.ts';
export { plannedRevaluation } from './renewal-plan.ts';
export { insertVoucher, type NewVoucher, removeVoucher, voucherFacts } from './vouchers.ts';
