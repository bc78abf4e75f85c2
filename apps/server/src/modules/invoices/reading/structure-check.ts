import { invoiceProblem } from './problem-codes.ts';
import type { InvoiceProblem } from './types.ts';
import { children, descendant, textOf, type XmlNode } from './xml-tree.ts';

// The mandatory elements (schema 1.2.2) that the charge reads, checked by hand: an XSD validator
// costs about 200 ms a file (the schema compiled each time), too slow for a 500-invoice zip, and it
// refuses defects real invoices have (spaces in dates, windows-1252); a departure is only a warning.
const HEADER_ELEMENTS = [
  'DatiTrasmissione',
  'CedentePrestatore/DatiAnagrafici/IdFiscaleIVA/IdPaese',
  'CedentePrestatore/DatiAnagrafici/IdFiscaleIVA/IdCodice',
  'CedentePrestatore/DatiAnagrafici/Anagrafica',
  'CedentePrestatore/Sede/Indirizzo',
  'CedentePrestatore/Sede/CAP',
  'CedentePrestatore/Sede/Comune',
  'CedentePrestatore/Sede/Nazione',
  'CessionarioCommittente',
];
const BODY_ELEMENTS = [
  'DatiGenerali/DatiGeneraliDocumento/Divisa',
  'DatiBeniServizi/DettaglioLinee',
  'DatiBeniServizi/DatiRiepilogo',
];
const SUMMARY_ELEMENTS = ['AliquotaIVA', 'ImponibileImporto', 'Imposta'];

function present(node: XmlNode | undefined, path: string): boolean {
  const element = descendant(node, path);
  return typeof element === 'object' || textOf(element) !== null;
}

function missing(node: XmlNode | undefined, paths: string[], prefix: string, params = {}): InvoiceProblem[] {
  return paths
    .filter((path) => !present(node, path))
    .map((path) => invoiceProblem('missingElement', { element: `${prefix}${path}`, ...params }));
}

/** What the header lacks of what the charge needs (the seller's name: a business or a person). */
export function headerDepartures(header: XmlNode | undefined): InvoiceProblem[] {
  const departures = missing(header, HEADER_ELEMENTS, 'FatturaElettronicaHeader/');
  const registry = descendant(header, 'CedentePrestatore/DatiAnagrafici/Anagrafica');
  const named =
    present(registry, 'Denominazione') || (present(registry, 'Nome') && present(registry, 'Cognome'));
  if (registry && !named) {
    const element = 'FatturaElettronicaHeader/CedentePrestatore/DatiAnagrafici/Anagrafica/Denominazione';
    departures.push(invoiceProblem('missingElement', { element }));
  }
  return departures;
}

/** What one body lacks of what the charge needs (its lines are checked as they are read). */
export function bodyDepartures(body: XmlNode, bodyIndex: number): InvoiceProblem[] {
  const where = { body: bodyIndex };
  const summaryDepartures = children(body, 'DatiBeniServizi')
    .flatMap((goods) => children(goods, 'DatiRiepilogo'))
    .flatMap((summary) => missing(summary, SUMMARY_ELEMENTS, 'DatiRiepilogo/', where));
  return [...missing(body, BODY_ELEMENTS, 'FatturaElettronicaBody/', where), ...summaryDepartures];
}
