import type { RegisterKind } from '../../contracts/catalogue.ts';
import type { IssueList } from './import-issues.ts';
import {
  type ImportPlan,
  type PlannedAsset,
  type PlannedCreditor,
  type PlannedMovement,
  plannedMovement,
  subcategoryKey,
} from './import-plan.ts';
import { groupBy, numberOf, textOf } from './row-values.ts';
import type { ReadRow } from './sheet-rows.ts';

/**
 * What the flat imports share (types 2 and 4, docs/IMPORTS.md): one row per good, with the charge it
 * came in with. The file has no voucher of its own: the rows that share a charge date, a supplier and
 * a document are one charge. Nor lists: the subcategories and suppliers the rows name become the
 * mapping step's entries, matched onto the school's own.
 */

/**
 * A row stands for at most this many pieces. Type 2 makes each piece a good of its own; type 4 keeps
 * one good of that quantity, where a larger number is a mistake of the file (a value in the wrong
 * column) rather than a good.
 */
export const FLAT_ROW_MAX_QUANTITY = 1_000;

/** A quantity out of range is an error at the row's `Quantità`; true when the row's is in range. */
export function checkQuantity(sheet: string, r: ReadRow, issues: IssueList): boolean {
  const quantity = numberOf(r, 'quantity') ?? 1;
  if (quantity >= 1 && quantity <= FLAT_ROW_MAX_QUANTITY) return true;
  issues.error(
    'quantityOutOfRange',
    { sheet, row: r.row, column: 'Quantità' },
    { max: FLAT_ROW_MAX_QUANTITY },
  );
  return false;
}

/** The register a row names; an empty one is the movable goods', where most goods of a school are. */
export const registerOf = (r: ReadRow): RegisterKind =>
  (textOf(r, 'register') as RegisterKind | null) ?? 'movable';

/**
 * The supplier a row names, by its partita IVA, else its codice fiscale, else its name: its code in
 * the plan is that identifier (`IVA 04567123098`), so that rows spelling the name differently still
 * name one supplier. A codice fiscale of 16 characters without a partita IVA is a natural person's.
 */
export function creditorOf(r: ReadRow): PlannedCreditor | null {
  const vatNumber = textOf(r, 'creditorVatNumber');
  const fiscalCode = textOf(r, 'creditorFiscalCode');
  const name = textOf(r, 'creditorName');
  const code = vatNumber ? `IVA ${vatNumber}` : fiscalCode ? `CF ${fiscalCode}` : name ? `${name}` : null;
  if (code === null) return null;
  const person = !vatNumber && fiscalCode?.length === 16;
  return {
    row: r.row,
    code,
    vendorType: person ? 'F' : 'G',
    businessName: person ? null : (name ?? vatNumber),
    surname: person ? (name ?? fiscalCode) : null,
    name: null,
    vatNumber,
    fiscalCode,
  };
}

/** What tells a row's charge from another's: its date, its supplier and the document columns given. */
function chargeKeyOf(r: ReadRow, documentKeys: readonly string[]): string {
  return [textOf(r, 'chargeDate'), creditorOf(r)?.code, ...documentKeys.map((key) => textOf(r, key))]
    .map((part) => part ?? '')
    .join('|');
}

/** The charge voucher of a group of rows: the first row's date, supplier and document; numbered at the import. */
function chargeOf(first: ReadRow, goods: readonly PlannedAsset[]): PlannedMovement {
  return plannedMovement({
    row: first.row,
    kind: 'charge',
    date: textOf(first, 'chargeDate') as string,
    creditorCode: creditorOf(first)?.code ?? null,
    documentType: textOf(first, 'documentType'),
    documentNumber: textOf(first, 'documentNumber'),
    documentDate: textOf(first, 'documentDate'),
    lines: goods.map((g) => ({
      row: g.row,
      assetCode: g.code,
      valueCents: g.historicalCents,
      variationCents: null,
    })),
  });
}

/**
 * One charge per date, supplier and document (`documentKeys`: which of the document's columns tell
 * two documents apart), in date order, and its goods (`goodsOf` a row) in the order of its rows. The
 * plan's goods follow their charges, so that numbers given at the import follow the registers' order.
 */
export function addCharges(
  rows: readonly ReadRow[],
  documentKeys: readonly string[],
  goodsOf: (r: ReadRow) => PlannedAsset[],
  plan: ImportPlan,
): void {
  const groups = [...groupBy(rows, (r) => chargeKeyOf(r, documentKeys)).values()].sort((a, b) =>
    String(textOf(a[0] as ReadRow, 'chargeDate')).localeCompare(
      String(textOf(b[0] as ReadRow, 'chargeDate')),
    ),
  );
  for (const group of groups) {
    const goods = group.flatMap(goodsOf);
    plan.assets.push(...goods);
    plan.movements.push(chargeOf(group[0] as ReadRow, goods));
  }
}

/**
 * The subcategories and suppliers the rows name, once each, for the mapping step. A subcategory the
 * school lacks is created with its codes standing for its name (`02.01`), renamed later in the lists.
 */
export function addSubcategoriesAndCreditors(rows: readonly ReadRow[], plan: ImportPlan): void {
  const subcategories = new Set<string>();
  const creditors = new Set<string>();
  for (const r of rows) {
    const subcategory = {
      register: registerOf(r),
      categoryCode: textOf(r, 'categoryCode') as string,
      code: textOf(r, 'subcategoryCode') as string,
    };
    if (!subcategories.has(subcategoryKey(subcategory))) {
      subcategories.add(subcategoryKey(subcategory));
      plan.subcategories.push({
        row: r.row,
        ...subcategory,
        categoryDescription: null,
        description: `${subcategory.categoryCode}.${subcategory.code}`,
        rates: [],
        aggregationCode: null,
      });
    }
    const creditor = creditorOf(r);
    if (creditor && !creditors.has(creditor.code)) {
      creditors.add(creditor.code);
      plan.creditors.push(creditor);
    }
  }
}
