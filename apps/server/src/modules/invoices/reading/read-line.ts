import type { InvoiceLine } from '@inventario/shared/contracts/invoices';
import { type Decimal, isWhole, multiply, parseDecimal, toNumber, ZERO } from './decimal.ts';
import { lineKind } from './line-kind.ts';
import {
  applyAdjustments,
  netUnitAmount,
  type PriceAdjustment,
  quantityOrOne,
  unitValueWithVat,
} from './line-pricing.ts';
import { invoiceProblem } from './problem-codes.ts';
import type { InvoiceProblem } from './types.ts';
import { children, textAt, type XmlNode } from './xml-tree.ts';

export interface ReadLine {
  line: InvoiceLine;
  warnings: InvoiceProblem[];
}

type LineWarning = 'missingElement' | 'invalidElement' | 'fractionalQuantity' | 'lineTotalMismatch';

/** Reads one line's elements, collecting what is missing or malformed as warnings. */
function lineReader(node: XmlNode, where: { body: number; line: number }) {
  const warnings: InvoiceProblem[] = [];
  const warn = (code: LineWarning, path?: string, extra: Record<string, string> = {}) => {
    const element: Record<string, string> = path ? { element: `DettaglioLinee/${path}` } : {};
    warnings.push(invoiceProblem(code, { ...element, ...where, ...extra }));
  };
  return {
    warnings,
    warn,
    /** `label`: the element's path under `DettaglioLinee`, when read `within` one of its children. */
    decimal(path: string, within: XmlNode = node, label = path): Decimal | null {
      const text = textAt(within, path);
      if (text === null) return null;
      const value = parseDecimal(text);
      if (value === null) warn('invalidElement', label, { value: text });
      return value;
    },
    required(path: string): void {
      if (textAt(node, path) === null) warn('missingElement', path);
    },
  };
}

type LineReader = ReturnType<typeof lineReader>;

function adjustmentsOf(reader: LineReader, node: XmlNode): PriceAdjustment[] {
  return children(node, 'ScontoMaggiorazione').map((adjustment) => ({
    type: textAt(adjustment, 'Tipo') === 'MG' ? 'MG' : 'SC',
    percent: reader.decimal('Percentuale', adjustment, 'ScontoMaggiorazione/Percentuale'),
    amount: reader.decimal('Importo', adjustment, 'ScontoMaggiorazione/Importo'),
  }));
}

const REQUIRED = ['NumeroLinea', 'Descrizione', 'PrezzoUnitario', 'PrezzoTotale', 'AliquotaIVA'];

/** One `DettaglioLinee`, priced (see `line-pricing.ts` for the rules). */
export function readLine(node: XmlNode, position: number, body: number): ReadLine {
  const lineNumber = Number.parseInt(textAt(node, 'NumeroLinea') ?? '', 10) || position + 1;
  const reader = lineReader(node, { body, line: lineNumber });
  for (const path of REQUIRED) reader.required(path);

  const unitPrice = reader.decimal('PrezzoUnitario');
  const total = reader.decimal('PrezzoTotale');
  const quantity = quantityOrOne(reader.decimal('Quantita'));
  const vatRate = reader.decimal('AliquotaIVA') ?? ZERO;
  const kind = lineKind(textAt(node, 'TipoCessionePrestazione'), unitPrice, total);

  const discounted = applyAdjustments(unitPrice ?? ZERO, adjustmentsOf(reader, node));
  const netUnit = netUnitAmount(discounted, quantity, total);
  if (netUnit.totalMismatch) reader.warn('lineTotalMismatch');
  const wholeQuantity = isWhole(quantity);
  if (!wholeQuantity && kind === 'goods') reader.warn('fractionalQuantity');

  const line: InvoiceLine = {
    lineNumber,
    description: textAt(node, 'Descrizione') ?? '',
    kind,
    quantity: toNumber(quantity),
    wholeQuantity,
    unitOfMeasure: textAt(node, 'UnitaMisura'),
    unitPrice: toNumber(netUnit.value),
    vatRate: toNumber(vatRate),
    vatNature: textAt(node, 'Natura'),
    total: toNumber(total ?? multiply(discounted, quantity)),
    unitValue: toNumber(unitValueWithVat(netUnit.value, vatRate)),
    articleCodes: children(node, 'CodiceArticolo')
      .map((code) => textAt(code, 'CodiceValore'))
      .filter((code): code is string => code !== null),
  };
  return { line, warnings: reader.warnings };
}
