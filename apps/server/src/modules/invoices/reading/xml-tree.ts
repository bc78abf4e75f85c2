import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { replaceAttachmentsWithSizes } from './attachment-content.ts';

/** An element as fast-xml-parser gives it: text, or an object of children and `@` attributes. */
export type XmlNode = string | { [name: string]: XmlValue };
type XmlValue = XmlNode | XmlNode[];

// FatturaPA elements that may repeat: always arrays, so one occurrence reads like several.
const REPEATABLE = new Set([
  'FatturaElettronicaBody',
  'DatiBeniServizi',
  'DettaglioLinee',
  'ScontoMaggiorazione',
  'CodiceArticolo',
  'AltriDatiGestionali',
  'DatiRiepilogo',
  'DatiPagamento',
  'DettaglioPagamento',
  'Allegati',
  'DatiOrdineAcquisto',
  'DatiContratto',
  'DatiConvenzione',
  'DatiRicezione',
  'DatiFattureCollegate',
  'DatiDDT',
  'RiferimentoNumeroLinea',
  'DatiSAL',
  'DatiCassaPrevidenziale',
  'DatiRitenuta',
]);

const parser = new XMLParser({
  // Roots come as p:, ns2:, q1: or without a prefix: elements are matched on local names.
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Keep "0000000", fiscal codes and "22.00" as written: numbers are read as exact decimals.
  parseTagValue: false,
  parseAttributeValue: false,
  // Real invoices have "  2014-12-18 " dates.
  trimValues: true,
  htmlEntities: false,
  isArray: (name, _path, _isLeaf, isAttribute) => !isAttribute && REPEATABLE.has(name),
});

/**
 * The document's elements, or null when the text is not well-formed XML. An `Attachment` holds the
 * size its base64 decodes to, not the base64 (see `attachment-content.ts`).
 */
export function parseXml(text: string): Record<string, XmlValue> | null {
  const lighter = replaceAttachmentsWithSizes(text);
  if (XMLValidator.validate(lighter) !== true) return null;
  return parser.parse(lighter) as Record<string, XmlValue>;
}

function first(value: XmlValue | undefined): XmlNode | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The named child element (the first, if repeated). */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return typeof node === 'object' ? first(node[name]) : undefined;
}

/** Every named child element. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  if (typeof node !== 'object') return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A path of child elements, as `a/b/c`. */
export function descendant(node: XmlNode | undefined, path: string): XmlNode | undefined {
  return path.split('/').reduce<XmlNode | undefined>((current, name) => child(current, name), node);
}

/** The element's text, trimmed; null when the element is absent or empty. */
export function textOf(node: XmlNode | undefined): string | null {
  const value = typeof node === 'object' ? node['#text'] : node;
  return typeof value === 'string' && value !== '' ? value : null;
}

export function textAt(node: XmlNode | undefined, path: string): string | null {
  return textOf(descendant(node, path));
}

export function attribute(node: XmlNode | undefined, name: string): string | null {
  const value = typeof node === 'object' ? node[`@${name}`] : undefined;
  return typeof value === 'string' ? value.trim() : null;
}
