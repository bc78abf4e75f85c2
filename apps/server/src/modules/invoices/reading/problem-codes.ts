/**
 * Every code the reader puts in a document's `problem`, an invoice's `refusal` or a `warnings` entry
 * (an i18n key under `invoices.problems`); the params each one carries are named beside it.
 */
export const INVOICE_PROBLEM_CODES = [
  // The file's name ends in none of .xml, .p7m, .xml.p7m, .zip.
  'unsupportedFileType',
  // The bytes are not what the name says ({expected}: xml, p7m or zip).
  'fileKindMismatch',
  // One file or zip entry is larger than a document may be ({limit} bytes).
  'fileTooLarge',
  // The zip holds more entries than allowed ({limit}); nothing of it is read.
  'archiveTooManyEntries',
  // The zip inflates past the allowed total ({limit} bytes); nothing of it is read.
  'archiveTooLarge',
  // The zip's directory cannot be read (truncated, not a zip, strong encryption).
  'unreadableArchive',
  // A zip entry's data does not inflate, or inflates to another size than its header says.
  'unreadableArchiveEntry',
  // A zip entry inflates more than {limit} times its compressed size (a zip bomb).
  'entryTooCompressed',
  // A zip inside the zip: archives are opened one level deep only.
  'nestedArchive',
  // A password-protected zip entry.
  'encryptedEntry',
  // A zip entry's path leaves the archive (`..`, absolute, backslashes).
  'unsafeEntryPath',
  // A .p7m without the signed content (a detached signature).
  'detachedSignature',
  // A .p7m whose envelope (CMS SignedData, DER, BER, base64 or PEM) cannot be read.
  'unreadableSignedEnvelope',
  // The XML declares an encoding other than UTF-8, ISO-8859-1 or windows-1252 ({encoding}).
  'unreadableEncoding',
  // The XML has a DOCTYPE, which FatturaPA never has: refused before parsing (no entity is resolved).
  'doctypeRefused',
  // The bytes are not well-formed XML.
  'unreadableXml',
  // Well-formed XML that is not an invoice: an SdI receipt, a metadata file ({root}).
  'notAnInvoice',
  // A simplified invoice (FSM10, `FatturaElettronicaSemplificata`), which cannot be charged.
  'simplifiedInvoice',
  // A FatturaElettronica of a version other than FPA12 or FPR12 ({version}).
  'unsupportedVersion',
  // Warning, or a problem when the invoice cannot be identified without it ({element}, {body}, {line}).
  'missingElement',
  // Warning, or a problem for the invoice's date: a value that is not what the schema allows ({element}, {value}, {body}, {line}).
  'invalidElement',
  // Warning: declared UTF-8 but not valid UTF-8, read as windows-1252 ({declared}, {used}).
  'encodingMismatch',
  // Warning: a line's quantity is not whole, so it cannot become assets ({line}, {body}).
  'fractionalQuantity',
  // Warning: PrezzoTotale differs from quantity × discounted unit price by more than a cent ({line}, {body}).
  'lineTotalMismatch',
  // Refusal: a credit note (TD04) creates no assets.
  'creditNote',
  // Refusal: an invoice in a currency other than the euro ({currency}).
  'currencyNotEuro',
] as const;

export type InvoiceProblemCode = (typeof INVOICE_PROBLEM_CODES)[number];

type ProblemParams = Record<string, string | number>;

/** A problem, refusal or warning with one of the codes above (params left out when there are none). */
export function invoiceProblem(code: InvoiceProblemCode, params?: ProblemParams) {
  return params ? { code, params } : { code };
}
