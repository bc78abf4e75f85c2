import { readAttachments } from './attachments.ts';
import { type Decimal, parseDecimal, sum, toNumber, ZERO } from './decimal.ts';
import { invoiceProblem } from './problem-codes.ts';
import { readLine } from './read-line.ts';
import { bodyDepartures } from './structure-check.ts';
import type { InvoiceProblem, ReadInvoice, ReadSupplier } from './types.ts';
import { children, descendant, textAt, type XmlNode } from './xml-tree.ts';

export type ReadBody =
  | { ok: true; invoice: ReadInvoice; warnings: InvoiceProblem[] }
  | { ok: false; problem: InvoiceProblem };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CENT = parseDecimal('0.01') ?? ZERO;

function isIsoDate(text: string): boolean {
  return ISO_DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

function decimalsAt(nodes: XmlNode[], path: string): Decimal[] {
  return nodes.map((node) => parseDecimal(textAt(node, path) ?? '') ?? ZERO);
}

/** Why an invoice cannot become a charge: a credit note, or an amount not in euros. */
function refusalOf(type: string, currency: string): InvoiceProblem | null {
  if (type === 'TD04') return invoiceProblem('creditNote');
  if (currency !== 'EUR') return invoiceProblem('currencyNotEuro', { currency });
  return null;
}

type DocumentIdentity = ReadInvoice['document'];

/** `DatiGeneraliDocumento`: without its type, number and a real date the invoice has no identity. */
function readIdentity(body: XmlNode, bodyIndex: number): DocumentIdentity | InvoiceProblem {
  const general = descendant(body, 'DatiGenerali/DatiGeneraliDocumento');
  const element = (name: string) => `FatturaElettronicaBody/DatiGenerali/DatiGeneraliDocumento/${name}`;
  for (const name of ['TipoDocumento', 'Data', 'Numero']) {
    if (textAt(general, name) === null) {
      return invoiceProblem('missingElement', { element: element(name), body: bodyIndex });
    }
  }
  const date = textAt(general, 'Data') ?? '';
  if (!isIsoDate(date)) {
    return invoiceProblem('invalidElement', { element: element('Data'), value: date, body: bodyIndex });
  }
  const total = parseDecimal(textAt(general, 'ImportoTotaleDocumento') ?? '');
  return {
    type: textAt(general, 'TipoDocumento') ?? '',
    number: textAt(general, 'Numero') ?? '',
    date,
    currency: textAt(general, 'Divisa') ?? '',
    total: total === null ? null : toNumber(total),
  };
}

/**
 * Whether the lines add up to the VAT summary's taxable: each line's PrezzoTotale may be a cent off
 * (SdI's tolerance), so the sum may be off by a cent per line.
 */
function linesMatch(lineTotals: Decimal[], taxable: Decimal): boolean {
  const difference = sum(lineTotals) - taxable;
  const tolerance = CENT * BigInt(Math.max(1, lineTotals.length));
  return (difference < ZERO ? -difference : difference) <= tolerance;
}

/** One `FatturaElettronicaBody`: one invoice, its lines priced, its summary checked. */
export function readBody(body: XmlNode, bodyIndex: number, supplier: ReadSupplier): ReadBody {
  const identity = readIdentity(body, bodyIndex);
  if ('code' in identity) return { ok: false, problem: identity };

  const goods = children(body, 'DatiBeniServizi');
  const lineNodes = goods.flatMap((node) => children(node, 'DettaglioLinee'));
  const summaries = goods.flatMap((node) => children(node, 'DatiRiepilogo'));
  const lines = lineNodes.map((node, position) => readLine(node, position, bodyIndex));
  const taxable = sum(decimalsAt(summaries, 'ImponibileImporto'));

  const invoice: ReadInvoice = {
    bodyIndex,
    supplier,
    document: identity,
    lines: lines.map((read) => read.line),
    summary: { taxable: toNumber(taxable), tax: toNumber(sum(decimalsAt(summaries, 'Imposta'))) },
    linesMatchSummary: linesMatch(decimalsAt(lineNodes, 'PrezzoTotale'), taxable),
    splitPayment:
      summaries.length > 0 && summaries.every((summary) => textAt(summary, 'EsigibilitaIVA') === 'S'),
    attachments: readAttachments(body),
    refusal: refusalOf(identity.type, identity.currency),
  };
  const warnings = [...bodyDepartures(body, bodyIndex), ...lines.flatMap((read) => read.warnings)];
  return { ok: true, invoice, warnings };
}
