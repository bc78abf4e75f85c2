import { ASSET_DESCRIPTION_MAX } from '../domain/assets/asset-fields.ts';
import { MAX_EXTERNAL_PER_CHARGE } from '../domain/movements/external-selection.ts';
import { cutToCents } from '../format/currency.ts';
import { z } from '../zod.ts';
import { isoDateSchema, movementBookingSchema } from './common.ts';
import { chargeInvoiceSchema } from './invoices.ts';

export const chargePaths = {
  /** POST creates a charge; PUT edits one (`chargeUpdateSchema`). */
  create: '/movement/charge',
  causalList: '/movement/charge/causalList',
} as const;

/**
 * An amount in euros on the wire: not negative, whole cents (DESIGN §5). Decimals past the second are
 * cut, as spec 02 §5 cuts a price ("1234,5678" is 1234,56), whoever sent them.
 */
export const euroAmountSchema = z
  .number()
  .overwrite(cutToCents)
  .min(0, 'rules.positiveValue')
  .max(99_999_999_999.99);

const text = (max: number) => z.string().trim().max(max, 'rules.tooLongText').nullish();

/** A new asset entered in a charge (spec 02 §3). */
export const newAssetSchema = z.object({
  description: z.string().trim().min(1, 'rules.mandatory').max(ASSET_DESCRIPTION_MAX, 'rules.tooLongText'),
  subcategoryId: z.number().int().positive(),
  historicalPrice: euroAmountSchema,
  purchaseDate: isoDateSchema.nullish(),
  locationId: z.number().int().positive().nullish(),
  originalInventoryNumber: text(50),
  /** The price the asset was first entered with elsewhere (an imported or merged inventory). */
  originalPrice: euroAmountSchema.nullish(),
  /** The code on the asset's label or the maker's, as a reader scans it. */
  barcode: text(100),
  serialNumber: text(100),
  brand: text(100),
  chassis: text(100),
  licensePlate: text(20),
  editor: text(200),
  author: text(200),
  notes: text(2000),
});
export type NewAsset = z.infer<typeof newAssetSchema>;

export const chargeCreateSchema = z.object({
  date: isoDateSchema,
  causal: z.string().trim().min(1, 'rules.mandatory').max(20),
  creditorId: z.number().int().positive().nullish(),
  documentType: text(50),
  documentDate: isoDateSchema.nullish(),
  documentNumber: text(50),
  deliveryDate: isoDateSchema.nullish(),
  deliveryNumber: text(50),
  orderDate: isoDateSchema.nullish(),
  orderNumber: text(50),
  notes: text(2000),
  ...movementBookingSchema.shape,
  /** Assets entered in the charge itself. */
  assets: z.array(newAssetSchema),
  /** Waiting assets taken into the charge (`#/charge/new/asset/{id}`, the waiting list). */
  waitingAssetIds: z.array(z.number().int().positive()).max(600).default([]),
  /** A complete universality charged under one inventory number (`#/charge/new/universality/{id}`). */
  universalityId: z.number().int().positive().nullish(),
  /**
   * The external movements whose goods the charge takes in (`#/charge/new/external`): the school's,
   * waiting, of one supplier, the warehouse ones completed; the charge marks them charged.
   */
  externalMovementIds: z.array(z.number().int().positive()).max(MAX_EXTERNAL_PER_CHARGE).optional(),
  /** The e-invoice the charge is made from (`#/charge/new/invoice`): the voucher keeps its file and identity. */
  invoice: chargeInvoiceSchema.optional(),
});
export type ChargeCreate = z.infer<typeof chargeCreateSchema>;

/** An asset line of a charge being edited: `id` for an asset already in it, none for a new one. */
export const chargeAssetLineSchema = newAssetSchema.extend({ id: z.number().int().positive().optional() });
export type ChargeAssetLine = z.infer<typeof chargeAssetLineSchema>;

/**
 * `PUT /movement/charge`: the header, and the whole list of asset lines. Lines of assets already in
 * the charge carry their id; those missing are taken out (deleted if entered in the charge, back to
 * waiting otherwise). Changing the set of assets needs the charge to be the school's latest; legal
 * content (date, causal, creditor, documents, prices, subcategories) cannot change once a later
 * movement holds one of its assets; notes and descriptive asset fields always can.
 * `waitingAssetIds` adds waiting assets. `universalityId` is the universality charged with the
 * voucher: sent again it stays (every component listed among the lines, as the detail shows them);
 * null takes it out (its components wait again and must not be listed); another id charges that one.
 */
export const chargeUpdateSchema = chargeCreateSchema
  .omit({ assets: true, externalMovementIds: true, invoice: true })
  .extend({
    id: z.number().int().positive(),
    assets: z.array(chargeAssetLineSchema),
  });
export type ChargeUpdate = z.infer<typeof chargeUpdateSchema>;

export const causalSchema = z.object({ code: z.string(), description: z.string() });
