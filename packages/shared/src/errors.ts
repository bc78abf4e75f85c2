import { z } from './zod.ts';

/**
 * Every error code the API can answer, with its HTTP status. The web client maps each code to an
 * i18n text (`errors.<code>`), so a code is part of the contract: never rename one.
 */
export const errorStatus = {
  invalidRequest: 400,
  unauthorized: 401,
  userError: 403,
  forbidden: 403,
  notFound: 404,
  idempotencyKeyReused: 422,
  errorFK: 409,
  operationNotPermitted: 403,
  schoolNotFound: 404,
  /** No nightly ledger check has run yet on this installation (`GET /ledger/checks/latest`). */
  noLedgerCheckYet: 404,
  tooManyRequests: 429,
  internalError: 500,
  /** Field-level problems: `details.issues` lists `{ field, message }` with i18n keys. */
  validationFailed: 400,
  notEmptySearchField: 400,
  /** The toolbar's search takes up to 100 characters (`SEARCH_TEXT_MAX`). */
  searchTextTooLong: 400,
  siteCodeExists: 409,
  locationCodeExists: 409,
  aggregationCodeExists: 409,
  categoryCodeExists: 409,
  subcategoryCodeExists: 409,
  locationHasAssets: 409,
  renewalRevaluationDone: 409,
  defaultLabelsSettingReadOnly: 403,
  labelHeadingTooLong: 400,
  /** The layout's label is too small for a QR code (`labelSymbolsFit`). */
  labelTooSmallForQr: 400,
  startDateNotFirstJanuary: 400,
  yearAlreadyExists: 409,
  yearNotConsecutive: 409,
  twoOpenYears: 409,
  noOpenFinancialYear: 409,
  endDateOutsideYear: 400,
  errorClosingMovementsWithSuccessiveDates: 409,
  existingOutConfirmed: 409,
  errorOngoingRenewal: 409,
  depreciationNotAvailable: 409,
  yearNotFound: 404,
  yearNotClosed: 409,
  importedYearCannotBeReopened: 409,
  laterYearClosed: 409,
  onlyLatestYearDeletable: 409,
  yearNotOpen: 409,
  yearHasMovements: 409,
  noAssets: 400,
  tooManyAssets: 400,
  movementDateBeforeLast: 409,
  financialYearMissing: 409,
  financialYearClosed: 409,
  durableRegisterMissing: 409,
  unknownCausal: 400,
  chargeNotLatest: 409,
  movementHasLaterMovements: 409,
  movementDateAfterNext: 409,
  movementYearChanged: 409,
  assetNotWaiting: 409,
  assetDischarged: 409,
  assetIncomplete: 400,
  assetInUniversality: 409,
  priceCrossesThreshold: 409,
  componentReachesThreshold: 400,
  componentNotDurable: 409,
  universalityCharged: 409,
  universalityIncomplete: 409,
  universalityImported: 409,
  universalityMixedRegisters: 409,
  subcategoryOtherRegister: 409,
  locationInactive: 409,
  proposalOnlyInOlderYear: 409,
  progressiveNotAbove: 400,
  assetNotCharged: 409,
  assetInProposal: 409,
  proposalConfirmed: 409,
  proposalNotConfirmed: 409,
  proposalAlreadyDischarged: 409,
  proposalPricesChanged: 409,
  chargesInNextYear: 409,
  dischargeAssetsOfUnclosedYear: 409,
  liablePartyMissing: 400,
  movementNotLatest: 409,
  variationMissing: 400,
  variationBelowZero: 409,
  assetNotInventory: 409,
  depreciationVoucher: 409,
  depreciationDone: 409,
  differentSuppliers: 409,
  nothingSelected: 400,
  incompleteData: 400,
  externalMovementCharged: 409,
  /** A print of the same user is still queued or rendering (spec 01 §4: one print at a time). */
  stillProcessing: 409,
  /** This installation cannot render the document type yet. */
  documentTypeNotAvailable: 422,
  /** A renewal's report is printed from the renewal's page (`/s3documents/renewal/publishMessage`). */
  documentTypeRenewalOnly: 422,
  /** A list's export is asked for from its list (`/s3documents/export/publishMessage`). */
  documentTypeExportOnly: 422,
  /** An export names a column its list does not have. */
  exportColumnUnknown: 400,
  /** An export would write more rows than `EXPORT_MAX_ROWS`: narrow the filters. */
  exportTooLarge: 422,
  /** A table the client sends would be more than `EXPORT_TABLE_MAX_ROWS` rows or `EXPORT_TABLE_MAX_BYTES`. */
  exportTableTooLarge: 413,
  /** A table's cell is not of its column's kind (`details`: its row, column and kind), or a row lacks cells. */
  exportCellInvalid: 400,
  missingAggregations: 409,
  /** The document failed to render (its request keeps the reason). */
  documentRenderFailed: 500,
  /** The document is not ready to download (queued, rendering or failed). */
  documentNotReady: 409,
  /** A download link that is forged or has expired. */
  downloadLinkExpired: 410,
  /** An invoice upload over 50 MB (spec 02 §5). */
  invoiceTooLarge: 413,
  /** The uploaded bytes do not have the `Content-MD5` the client sent. */
  uploadChecksumMismatch: 400,
  /** The uploaded bytes are not what the file's name says (a zip, an XML, a signed p7m). */
  invoiceContentMismatch: 400,
  /** An upload URL already used: each works once. */
  uploadUrlUsed: 409,
  /** An upload URL that is forged or has expired. */
  uploadUrlExpired: 410,
  /** An attachment over `ATTACHMENT_MAX_BYTES` (20 MB). */
  attachmentTooLarge: 413,
  /** An attachment that is neither a photo (JPEG, PNG, WebP) nor a PDF; `details.format` names a known one (heic, gif…). */
  attachmentTypeUnsupported: 415,
  /** A photo whose bytes do not decode, or larger than `PHOTO_MAX_PIXELS`. */
  attachmentUnreadable: 422,
  /** A record carries at most `ATTACHMENTS_PER_RECORD` attachments. */
  attachmentsFull: 409,
  /**
   * The school has an import waiting between upload and import (spec 02 §5): no second upload, and no
   * new financial year, until it is imported or discarded. `details.importId` names it.
   */
  importPending: 409,
  /** An import file over 50 MB (spec 02 §5). */
  importTooLarge: 413,
  /** An import file whose bytes are not what its name says (`.xlsx` and `.zip` are zips, `.csv` text). */
  importContentMismatch: 400,
  /** Only an import waiting for confirmation can be discarded: not one importing or done. */
  importNotPending: 409,
  /** The temp lists are the pending import's once its file is valid: none is (`notFound` when nothing is pending). */
  importNotReady: 409,
  /**
   * The confirm of an import whose mapping collides with the school's lists: an entry to create has the
   * code of one the school has, or the file's subcategories mapped onto one disagree on their rates.
   * `details` names the list (`kind`) and the entry (`sourceKey`).
   */
  importSiteCodeTaken: 409,
  importLocationCodeTaken: 409,
  importSubcategoryCodeTaken: 409,
  importRatesDisagree: 409,
  /**
   * A type-4 column mapping that cannot be used: a required field without a column, a column the file
   * lacks, a column given to two fields, a field that is none (`details.field`, `details.problem`).
   */
  importColumnsInvalid: 400,
  /** Only a type-4 import read and not yet importing takes a column mapping. */
  importColumnsNotExpected: 409,
  /** The invoice a charge names is not in its file, or cannot be charged (a credit note, not in euros). */
  invoiceNotChargeable: 400,
  /** The school has charged this invoice already: `details.charges` names them; `confirmDuplicate` saves anyway. */
  invoiceAlreadyCharged: 409,
  /** A school has one recognition ongoing at a time. */
  recognitionOngoing: 409,
  /** The recognition has ended: it changes no more. */
  recognitionEnded: 409,
  /** Reads in a completed location wait until it is started again. */
  recognitionLocationCompleted: 409,
  /** Ending: counted goods are still undetected (`details.counts`). */
  recognitionUndetectedAssets: 409,
  /** Ending: goods are waiting, from the warehouse or in discharge proposals (`details.counts`). */
  recognitionPendingAssets: 409,
  /** Ending a recognition for renewal: movements are dated after the renewal year. */
  recognitionMovementsAfterRenewal: 409,
  /** Only an undetected good can be marked correct or proposed as missing (`details.assetIds`). */
  recognitionAssetNotUndetected: 409,
  /** Restoring a good that is to be detected already. */
  recognitionAssetUndetected: 409,
  /** The recognition's proposal for missing goods still holds the good (`details.proposal`). */
  recognitionAssetInProposal: 409,
  /** Only a good found in another location can be moved there. */
  recognitionAssetNotElsewhere: 409,
  /** A phone's QR code or token: unknown, or past its time (a new QR code opens a new one). */
  scanLinkExpired: 401,
  /** A QR code is exchanged once: the phone that scanned it first reads with it. */
  scanLinkUsed: 409,
  /** The detail page revoked the phone's QR code. */
  scanLinkRevoked: 401,
  /** The renewal needs the RIN licence. */
  renewalLicenceMissing: 403,
  /** Starting a renewal: no ended recognition for renewal of that year (`details.year`). */
  renewalRecognitionMissing: 409,
  /** A school has one renewal ongoing at a time. */
  renewalOngoing: 409,
  /** The renewal has ended: it changes no more. */
  renewalCompleted: 409,
  /** Subcategories in use have no target yet (`details.subcategoryIds`). */
  renewalMappingIncomplete: 409,
  /** A target subcategory is given two rates (`details.conflicts`). */
  renewalRateConflict: 409,
  /** A target subcategory of another register (`details.subcategoryIds`). */
  renewalMappingCrossRegister: 409,
  /** The mapping is confirmed: reopen it to change it. */
  renewalMappingConfirmed: 409,
  /** The step needs the mapping confirmed first. */
  renewalMappingNotConfirmed: 409,
  /** The step needs the revaluation first. */
  renewalNotRevalued: 409,
  /** The registers are numbered again: take the renumbering back first. */
  renewalRenumberingDone: 409,
  /** The step needs the renumbering first. */
  renewalNotRenumbered: 409,
  /** Movements dated after the renewal date keep the renumbering (`details.count`). */
  renewalLaterMovements: 409,
  /** The renewal wrote this movement (an adjustment's, a revaluation voucher): it changes through the renewal. */
  renewalMovement: 409,
  /** The first year after a renewal stays: the renewed registers start in it. */
  firstYearAfterRenewal: 409,
  /** During a renewal a charge is dated on or before the renewal date (`details.renewalDate`). */
  renewalChargeAfterDate: 409,
  /** A good takes one adjustment in a renewal: take the first back to change it. */
  renewalAdjustmentExists: 409,
  /** A prudential estimate up raises the value. */
  adjustmentValueNotRaised: 400,
  /** A prudential estimate down lowers the value, not below zero. */
  adjustmentValueNotLowered: 400,
  /** The value that must be zero is not. */
  adjustmentValueNotZero: 400,
  /** A found good needs its value. */
  adjustmentValueMissing: 400,
  /** No value of an adjustment is negative. */
  adjustmentValueNegative: 400,
  /** A seller's merge waits while goods are pending (`details.blockers`: `{ code, count }`, spec 02 §5). */
  mergeBlocked: 409,
  /** A merge hands over at least one site. */
  mergeNoSites: 400,
  /** A site goes to one receiver: another merge's package took it (`details.siteIds`). */
  mergeSiteTaken: 409,
  /** The merge's discharge is made: its package went. */
  mergeAlreadyDischarged: 409,
  /** The seller has not handed its package over yet. */
  mergePackageNotConfirmed: 409,
  /** A merge voucher (the seller's discharge, the receiver's charge) is neither edited nor deleted. */
  mergeMovement: 409,
  /** A year a merge touched is not reopened (spec 02 §8): support can help. */
  mergeYearCannotBeReopened: 409,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** The body of every 4xx/5xx answer (DESIGN §5). */
export const errorEnvelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
