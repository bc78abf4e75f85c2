import type { RegisterKind } from '../../contracts/catalogue.ts';
import type { IssueList } from './import-issues.ts';
import type {
  AssetDetails,
  MovementKind,
  PlannedAsset,
  PlannedAssetState,
  PlannedLine,
  PlannedMovement,
} from './import-plan.ts';
import { movementKey } from './import-plan.ts';
import { groupBy, numberOf, textOf } from './row-values.ts';
import type { ReadRow } from './sheet-rows.ts';

/** The goods and vouchers of a whole-inventory file: assets, movements and their lines. */

export function assetDetailsOf(r: ReadRow): AssetDetails {
  return {
    serialNumber: textOf(r, 'serialNumber'),
    brand: textOf(r, 'brand'),
    chassis: textOf(r, 'chassis'),
    licensePlate: textOf(r, 'licensePlate'),
    editor: textOf(r, 'editor'),
    author: textOf(r, 'author'),
    barcode: textOf(r, 'barcode'),
    originalInventoryNumber: textOf(r, 'originalInventoryNumber'),
    notes: textOf(r, 'notes'),
  };
}

function readAsset(sheet: string, r: ReadRow, issues: IssueList): PlannedAsset | null {
  const inventoryNumber = numberOf(r, 'inventoryNumber');
  const durableNumber = numberOf(r, 'durableNumber');
  if ((inventoryNumber === null) === (durableNumber === null)) {
    issues.error(inventoryNumber === null ? 'assetNumberMissing' : 'assetNumberTwice', {
      sheet,
      row: r.row,
      column: 'Numero inventario',
    });
    return null;
  }
  return {
    row: r.row,
    code: textOf(r, 'code') as string,
    register: textOf(r, 'register') as RegisterKind,
    assetClass: inventoryNumber === null ? 'durable' : 'inventory',
    inventoryNumber,
    durableNumber,
    description: textOf(r, 'description') as string,
    categoryCode: textOf(r, 'categoryCode') as string,
    subcategoryCode: textOf(r, 'subcategoryCode') as string,
    siteCode: textOf(r, 'siteCode'),
    locationCode: textOf(r, 'locationCode'),
    quantity: numberOf(r, 'quantity') ?? 1,
    historicalCents: numberOf(r, 'historicalValue') as number,
    actualCents: numberOf(r, 'actualValue') as number,
    originalCents: numberOf(r, 'originalValue'),
    purchaseDate: textOf(r, 'purchaseDate'),
    chargeDate: textOf(r, 'chargeDate'),
    state: textOf(r, 'state') as PlannedAssetState,
    universalityCode: textOf(r, 'universalityCode'),
    ...assetDetailsOf(r),
  };
}

/**
 * Assets, each named by its code in the file; an inventory number is unique in its register (but
 * for a universality's components, which share their universality's), a durable number likewise.
 */
export function readAssets(sheet: string, rows: readonly ReadRow[], issues: IssueList): PlannedAsset[] {
  const assets = rows.map((r) => readAsset(sheet, r, issues)).filter((a): a is PlannedAsset => a !== null);
  const duplicate = (key: (a: PlannedAsset) => string | null, code: string, column: string) => {
    const keyed = assets.filter((a) => key(a) !== null);
    for (const group of groupBy(keyed, (a) => key(a) as string).values()) {
      const [first, ...others] = group;
      for (const other of others)
        issues.error(
          code,
          { sheet, row: other.row, column },
          { value: key(other) as string, firstRow: first?.row ?? 0 },
        );
    }
  };
  duplicate((a) => a.code.toUpperCase(), 'duplicateAsset', 'Codice bene');
  duplicate(
    (a) =>
      a.inventoryNumber === null || a.universalityCode !== null ? null : `${a.register} ${a.inventoryNumber}`,
    'duplicateInventoryNumber',
    'Numero inventario',
  );
  duplicate(
    (a) => (a.durableNumber === null ? null : `${a.register} ${a.durableNumber}`),
    'duplicateDurableNumber',
    'Numero facile consumo',
  );
  return assets;
}

/** `2026/3, 2026/4`: a discharge's proposals by year and number. */
function readProposalList(
  text: string | null,
  place: { sheet: string; row: number },
  issues: IssueList,
): { year: number; number: number }[] {
  if (text === null) return [];
  const proposals: { year: number; number: number }[] = [];
  for (const part of text.split(/[,;]/)) {
    const match = /^\s*(\d{4})\s*\/\s*(\d+)\s*$/.exec(part);
    if (!match) {
      issues.error('badProposalReference', { ...place, column: 'Proposte' }, { value: part.trim() });
      continue;
    }
    proposals.push({ year: Number(match[1]), number: Number(match[2]) });
  }
  return proposals;
}

export function readMovements(sheet: string, rows: readonly ReadRow[], issues: IssueList): PlannedMovement[] {
  const movements: PlannedMovement[] = rows.map((r) => ({
    row: r.row,
    kind: textOf(r, 'kind') as MovementKind,
    year: numberOf(r, 'year') as number,
    number: numberOf(r, 'number') as number,
    date: textOf(r, 'date') as string,
    causal: textOf(r, 'causal')?.toUpperCase() ?? null,
    voucherType: textOf(r, 'voucherType')?.toUpperCase() ?? null,
    creditorCode: textOf(r, 'creditorCode'),
    documentType: textOf(r, 'documentType'),
    documentNumber: textOf(r, 'documentNumber'),
    documentDate: textOf(r, 'documentDate'),
    deliveryNumber: textOf(r, 'deliveryNumber'),
    deliveryDate: textOf(r, 'deliveryDate'),
    orderNumber: textOf(r, 'orderNumber'),
    orderDate: textOf(r, 'orderDate'),
    debtorName: textOf(r, 'debtorName'),
    administrationName: textOf(r, 'administrationName'),
    liability: textOf(r, 'liability') as PlannedMovement['liability'],
    liableParty: textOf(r, 'liableParty'),
    proposalState: textOf(r, 'proposalState') as PlannedMovement['proposalState'],
    progressive: numberOf(r, 'progressive'),
    protocolDate: textOf(r, 'protocolDate'),
    protocolNumber: textOf(r, 'protocolNumber'),
    proposals: readProposalList(textOf(r, 'proposals'), { sheet, row: r.row }, issues),
    aggregationCode: textOf(r, 'aggregationCode'),
    notes: textOf(r, 'notes'),
    lines: [],
  }));
  for (const group of groupBy(movements, (m) => movementKey(m.kind, m.year, m.number)).values()) {
    const [first, ...others] = group;
    for (const other of others)
      issues.error(
        'duplicateMovement',
        { sheet, row: other.row, column: 'Numero' },
        { firstRow: first?.row ?? 0 },
      );
  }
  return movements;
}

/** Each line joins its movement (by type, year and number); a line of no listed movement is an error. */
export function attachLines(
  sheet: string,
  rows: readonly ReadRow[],
  movements: readonly PlannedMovement[],
  issues: IssueList,
): void {
  const byKey = new Map(movements.map((m) => [movementKey(m.kind, m.year, m.number), m]));
  for (const r of rows) {
    const key = movementKey(
      textOf(r, 'kind') as MovementKind,
      numberOf(r, 'year') as number,
      numberOf(r, 'number'),
    );
    const movement = byKey.get(key);
    if (!movement) {
      issues.error('lineOfUnknownMovement', { sheet, row: r.row, column: 'Numero' });
      continue;
    }
    const line: PlannedLine = {
      row: r.row,
      assetCode: textOf(r, 'assetCode') as string,
      valueCents: numberOf(r, 'value') as number,
      variationCents: numberOf(r, 'variation'),
    };
    if (movement.lines.some((l) => l.assetCode.toUpperCase() === line.assetCode.toUpperCase()))
      issues.error(
        'assetTwiceInMovement',
        { sheet, row: r.row, column: 'Codice bene' },
        { code: line.assetCode },
      );
    else movement.lines.push(line);
  }
}
