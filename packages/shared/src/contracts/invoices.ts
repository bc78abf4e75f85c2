import { z } from '../zod.ts';
import { isoDateSchema, isoDateTimeSchema } from './common.ts';
import { vendorTypeSchema } from './parties.ts';

/**
 * A charge from an electronic invoice (spec 02 §2 `/charge/new/invoice`, §5, §7; DOMAIN §10): the file
 * is uploaded to a signed URL (`getUrl`, then PUT), read (`mapFromInvoice`: the invoices it holds,
 * their supplier matched and their lines priced), and the charge is saved through the usual path with
 * `invoice` naming the upload and the invoice chosen.
 */
export const invoicePaths = {
  uploadUrl: '/movement/charge/invoice/getUrl',
  /** PUT with `?token=` (no bearer token: the URL is the permission), the body the file itself. */
  upload: '/movement/charge/invoice/upload',
  map: '/movement/charge/mapFromInvoice',
  /** GET: a signed link to the invoice file a charge was made from. */
  chargeFile: '/movement/charge/:id/invoiceFile',
} as const;

/** Spec 02 §5: an invoice upload is at most 50 MB. */
export const INVOICE_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** Spec 02 §5: only `.zip`, `.xml` or `.p7m` files (`.xml.p7m` among them). */
export const INVOICE_FILE_NAME = /\.(xml|p7m|zip)$/i;

export const invoiceUploadRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(255).regex(INVOICE_FILE_NAME, 'rules.invoiceFileType'),
  /** What the browser says the file is; the server checks the bytes, not this. */
  contentType: z.string().trim().max(100).optional(),
  size: z
    .number()
    .int()
    .min(1, 'rules.invoiceFileEmpty')
    .max(INVOICE_UPLOAD_MAX_BYTES, 'rules.invoiceTooLarge'),
});
export type InvoiceUploadRequest = z.infer<typeof invoiceUploadRequestSchema>;

export const invoiceUploadUrlSchema = z.object({
  uploadId: z.uuid(),
  /** Where to PUT the file: this API's upload path, or a presigned bucket URL (`STORAGE=s3`). */
  url: z.string(),
  /** Headers the PUT must carry as they are (a presigned PUT signs its content type). */
  headers: z.record(z.string(), z.string()),
  expiresAt: isoDateTimeSchema,
});
export type InvoiceUploadUrl = z.infer<typeof invoiceUploadUrlSchema>;

export const mapFromInvoiceRequestSchema = z.object({ uploadId: z.uuid() });
export type MapFromInvoiceRequest = z.infer<typeof mapFromInvoiceRequestSchema>;

/**
 * Why a file, an entry of a zip or an invoice cannot be charged, or what the user should know about
 * it: `code` is an i18n key under `invoices.problems`, `params` its values (the line's number, the
 * version found, the limit).
 */
export const invoiceProblemSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type InvoiceProblem = z.infer<typeof invoiceProblemSchema>;

/**
 * A line of `DettaglioLinee`, priced: `goods` become assets, `discount` and `surcharge` lines
 * (`TipoCessionePrestazione` SC, PR, AB, AC, or a negative price) change the lines they belong to, a
 * `descriptive` line has no amount. Amounts in euros; `unitPrice` and `total` net of VAT as the invoice
 * has them (after the line's own `ScontoMaggiorazione`), `unitValue` the unit price with VAT rounded to
 * the cent: what one asset is worth to a school, which pays the VAT (split payment).
 */
export const invoiceLineSchema = z.object({
  lineNumber: z.number().int(),
  description: z.string(),
  kind: z.enum(['goods', 'discount', 'surcharge', 'descriptive']),
  /** As written; 1 when the invoice leaves it out. */
  quantity: z.number(),
  /** Only whole quantities become assets (spec 02 §5). */
  wholeQuantity: z.boolean(),
  unitOfMeasure: z.string().nullable(),
  unitPrice: z.number(),
  vatRate: z.number(),
  /** `Natura` of a line without VAT (N1…N7), else null. */
  vatNature: z.string().nullable(),
  total: z.number(),
  unitValue: z.number(),
  articleCodes: z.array(z.string()),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** `CedentePrestatore`, and the school's creditor with the same VAT number or fiscal code, if any. */
export const invoiceSupplierSchema = z.object({
  vendorType: vendorTypeSchema,
  businessName: z.string().nullable(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  /** `IdCodice` of `IdFiscaleIVA`, without the country. */
  vatNumber: z.string().nullable(),
  vatCountry: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** The display name: the business name, or "surname name". */
  description: z.string(),
  creditorId: z.number().int().nullable(),
  /** That creditor's name in the school's list, which may differ from the invoice's. */
  creditorName: z.string().nullable(),
  /** Identifier checksums that fail: a warning only on import (DOMAIN §10). */
  warnings: z.array(z.enum(['rules.invalidVatNumber', 'rules.invalidFiscalCode'])),
});
export type InvoiceSupplier = z.infer<typeof invoiceSupplierSchema>;

/** A charge of the school already made from the same invoice (supplier, number, date). */
export const invoiceChargeSchema = z.object({
  chargeId: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  date: isoDateSchema,
});

/** One `FatturaElettronicaBody`: one invoice of the file. */
export const invoiceSchema = z.object({
  /** Its position among the file's bodies, from 0. */
  bodyIndex: z.number().int(),
  supplier: invoiceSupplierSchema,
  /** `DatiGeneraliDocumento`: `TipoDocumento` (TD01…), `Numero`, `Data`, `ImportoTotaleDocumento`. */
  document: z.object({
    type: z.string(),
    number: z.string(),
    date: isoDateSchema,
    currency: z.string(),
    total: z.number().nullable(),
  }),
  lines: z.array(invoiceLineSchema),
  /** `DatiRiepilogo` summed: taxable and tax. */
  summary: z.object({ taxable: z.number(), tax: z.number() }),
  /** Whether the lines add up to `DatiRiepilogo`'s taxable (within a cent per line, as SdI allows). */
  linesMatchSummary: z.boolean(),
  /** `EsigibilitaIVA` S on every summary: the school pays the VAT to the State. */
  splitPayment: z.boolean(),
  attachments: z.array(
    z.object({ name: z.string(), format: z.string().nullable(), bytes: z.number().int() }),
  ),
  alreadyCharged: z.array(invoiceChargeSchema),
  /** Why this invoice cannot be charged (a credit note, a currency other than the euro), else null. */
  refusal: invoiceProblemSchema.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A file read: the uploaded file itself, or one entry of the uploaded zip. */
export const invoiceDocumentSchema = z.object({
  /** The file's name, or the entry's path within the zip. */
  name: z.string(),
  /** A `.p7m`: whether its signature verified (without trusting its certificate), else `none`. */
  signature: z.enum(['none', 'verified', 'notVerified']),
  /** FatturaPA's version (`FPA12`, `FPR12`) when read. */
  version: z.string().nullable(),
  invoices: z.array(invoiceSchema),
  /** Why nothing of it can be read, else null. */
  problem: invoiceProblemSchema.nullable(),
  /** What was read despite (schema departures real invoices have). */
  warnings: z.array(invoiceProblemSchema),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

export const invoiceReadingSchema = z.object({
  uploadId: z.uuid(),
  fileName: z.string(),
  documents: z.array(invoiceDocumentSchema),
});
export type InvoiceReading = z.infer<typeof invoiceReadingSchema>;

/**
 * What a charge made from an invoice says of it (`chargeCreateSchema.invoice`): the upload, the
 * document and the body chosen. The server reads the invoice again from the stored file: the supplier
 * it creates when asked, and the identity the voucher keeps, come from the file, not from the client.
 */
export const chargeInvoiceSchema = z.object({
  uploadId: z.uuid(),
  /** The document's position in `InvoiceReading.documents`. */
  document: z.number().int().min(0),
  bodyIndex: z.number().int().min(0),
  /** Create the supplier as a creditor from the invoice (none of the school's matched it). */
  createCreditor: z.boolean().default(false),
  /** Charge an invoice the school has already charged (the user confirmed). */
  confirmDuplicate: z.boolean().default(false),
});
export type ChargeInvoice = z.infer<typeof chargeInvoiceSchema>;

/** What a charge keeps of the invoice it was made from: the supplier's VAT number (else fiscal code), `Numero`, `Data`. */
export const chargeInvoiceIdentitySchema = z.object({
  supplierId: z.string(),
  number: z.string(),
  date: isoDateSchema,
});
export type ChargeInvoiceIdentity = z.infer<typeof chargeInvoiceIdentitySchema>;

/** `GET invoicePaths.chargeFile`: a signed, expiring link to the invoice file as it was uploaded. */
export const invoiceFileUrlSchema = z.object({ url: z.string() });
export type InvoiceFileUrl = z.infer<typeof invoiceFileUrlSchema>;
