import { invoiceProblem } from './problem-codes.ts';
import { readBody } from './read-body.ts';
import { readSupplier } from './read-supplier.ts';
import { headerDepartures } from './structure-check.ts';
import type { InvoiceProblem, ReadInvoice } from './types.ts';
import { attribute, child, children, parseXml, type XmlNode } from './xml-tree.ts';

export interface ReadFatturaPA {
  version: string | null;
  invoices: ReadInvoice[];
  problem: InvoiceProblem | null;
  warnings: InvoiceProblem[];
}

/** FatturaPA 1.2.x for public administrations (FPA12) and for private parties (FPR12). */
const SUPPORTED_VERSIONS = new Set(['FPA12', 'FPR12']);
const SIMPLIFIED_ROOT = 'FatturaElettronicaSemplificata';

const failed = (problem: InvoiceProblem, version: string | null = null): ReadFatturaPA => ({
  version,
  invoices: [],
  problem,
  warnings: [],
});

function rootOf(tree: Record<string, unknown>): [string, XmlNode] | undefined {
  const name = Object.keys(tree).find((key) => !key.startsWith('?') && !key.startsWith('#'));
  return name === undefined ? undefined : [name, child(tree as XmlNode, name) ?? ''];
}

/**
 * The invoices of a FatturaPA document's text. Classified by the root element, never by the file
 * name: receipts and metadata files share zips with invoices.
 */
export function readFatturaPA(text: string): ReadFatturaPA {
  const tree = parseXml(text);
  if (!tree) return failed(invoiceProblem('unreadableXml'));
  const root = rootOf(tree);
  if (!root) return failed(invoiceProblem('unreadableXml'));
  const [rootName, element] = root;
  const version = attribute(element, 'versione') ?? '';
  if (rootName === SIMPLIFIED_ROOT || version === 'FSM10') return failed(invoiceProblem('simplifiedInvoice'));
  if (rootName !== 'FatturaElettronica') return failed(invoiceProblem('notAnInvoice', { root: rootName }));
  if (!SUPPORTED_VERSIONS.has(version)) return failed(invoiceProblem('unsupportedVersion', { version }));

  const header = child(element, 'FatturaElettronicaHeader');
  const bodies = children(element, 'FatturaElettronicaBody');
  if (bodies.length === 0) {
    return failed(invoiceProblem('missingElement', { element: 'FatturaElettronicaBody' }), version);
  }
  const supplier = readSupplier(header);
  const warnings = headerDepartures(header);
  const invoices: ReadInvoice[] = [];
  for (const [bodyIndex, body] of bodies.entries()) {
    const read = readBody(body, bodyIndex, supplier);
    if (!read.ok) return failed(read.problem, version);
    invoices.push(read.invoice);
    warnings.push(...read.warnings);
  }
  return { version, invoices, problem: null, warnings };
}
