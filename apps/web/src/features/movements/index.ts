/**
 * The movement screens every voucher kind builds on (charges, proposals, discharges, value vouchers):
 * what other features may use of them. Anything not exported here is private to `features/movements`.
 */

export { movementDetailRoute } from '@inventario/shared/domain/movements/movement-route';
// The voucher lists: the page, its filters and the paged search under the movements' key.
export { checkCreatedDirectly } from './api/check-created-directly.ts';
export { useDeleteMovement } from './api/delete-movement.ts';
export { MOVEMENTS_AREA, movementKeys } from './api/movement-keys.ts';
export { searchMovements } from './api/search-movements.ts';
export { useMovementSearch } from './api/use-movement-search.ts';
export { AssetChoiceDialog, assetChoiceTexts } from './components/asset-choice.tsx';
// A voucher's lines: the grid, the totals and the charged assets a discharge or value voucher takes.
export { AssetMark, assetChoiceColumns } from './components/asset-choice-columns.tsx';
export { BookingFields, useBookingFacts } from './components/booking-fields.tsx';
export { ChargedAssetsDialog } from './components/charged-assets-dialog.tsx';
// A new or edited voucher: the stepper, its details form and the save's feedback.
export { DetailsForm, DetailsRow, NotesField } from './components/details-form.tsx';
export { LineProblemIcon } from './components/line-problem-icon.tsx';
// A saved voucher's detail page.
export {
  DetailPlaceholder,
  isMovementId,
  MovementDetailPage,
  VoucherSubtitle,
} from './components/movement-detail-page.tsx';
export { MovementEditorFrame } from './components/movement-editor-frame.tsx';
export {
  AvailableAssetsFilter,
  DateRangeFilter,
  NumberFilter,
  TextFilter,
  TypologyFilter,
  YearFilter,
} from './components/movement-filters.tsx';
export { type MovementExport, MovementGridExport } from './components/movement-grid-export.tsx';
export { MovementLinesGrid } from './components/movement-lines-grid.tsx';
export { MovementListPage } from './components/movement-list-page.tsx';
export { MovementNewPage } from './components/movement-new-page.tsx';
export { MovementTotals } from './components/movement-totals.tsx';
export { useMovementDetail } from './components/use-movement-detail.ts';
export { useMovementEditor } from './components/use-movement-editor.ts';
export { type SaveChoice, useSaveChoice } from './components/use-save-choice.ts';
export { showFieldRefusals, useSaveFeedback } from './components/use-save-feedback.ts';
export { VoucherActions } from './components/voucher-actions.tsx';
export { VoucherFacts } from './components/voucher-facts.tsx';
export { VoucherSection } from './components/voucher-section.tsx';
export { VoucherWorth } from './components/voucher-worth.tsx';
export {
  type BookingValues,
  bookingOf,
  bookingShape,
  NO_BOOKING,
  toBooking,
} from './model/booking.ts';
export {
  type ChargedAssetFields,
  type ChargedAssetLine,
  chargedAssetLine,
  chargedLineKey,
  chargedLineView,
  newlyChosen,
} from './model/charged-asset-lines.ts';
export {
  EMPTY_GOODS_FILTERS,
  type GoodsFilterValues,
  goodsFiltersShape,
  toGoodsSearch,
} from './model/goods-filters.ts';
export { defaultMovementDate, movementDateProblem, requiredCode } from './model/movement-details.ts';
export {
  type LineSource,
  lineNumberText,
  locationText,
  type MovementLineView,
  subcategoryText,
} from './model/movement-lines.ts';
export { assetCountProblem, type MovementStep, SHOWN_ON_FIELD } from './model/movement-steps.ts';
export {
  detailsFieldOf,
  issuePathParts,
  MOVEMENT_DATE_CODES,
  placeIssues,
  type ValidationIssue,
  validationIssues,
} from './model/save-failure.ts';
export { voucherNumberText } from './model/voucher.ts';
export { voucherWorth } from './model/voucher-worth.ts';
