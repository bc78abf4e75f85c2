import type { FieldIssue } from '@inventario/shared/contracts/common';
import type { partySortKeys } from '@inventario/shared/contracts/parties';
import { normalizeFiscalCode } from '@inventario/shared/domain/identifiers/fiscal-code';
import { normalizeVatNumber } from '@inventario/shared/domain/identifiers/vat-number';
import {
  checkParty,
  type PartyIdentity,
  type PartyKind,
  partyDisplayName,
} from '@inventario/shared/domain/parties/parties';
import { type AnyColumn, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { creditors, debtors } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern } from '../../http/paging.ts';

/** What creditors and debtors share, in code as in the tables. */
type PartyTable = typeof creditors | typeof debtors;
type PartyRow = PartyTable['$inferSelect'];

/** The identity columns of a party, ready to store. */
export interface PartyValues {
  vendorType: PartyKind;
  businessName: string | null;
  name: string | null;
  surname: string | null;
  fiscalCode: string | null;
  vatNumber: string | null;
  displayName: string;
}

/** A form's optional text: trimmed, and null when blank. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Refuses a form with field-level problems, each with the i18n key of its message. */
export function refuseIssues(what: string, issues: readonly FieldIssue[]): void {
  if (issues.length > 0) throw new AppError('validationFailed', `Invalid ${what}`, { issues });
}

/**
 * A party's identity as stored: checked by the shared rules (the form runs the same ones), with
 * identifiers in their canonical form so that searching and the e-invoice import can match them.
 */
export function partyValues(input: PartyIdentity): PartyValues {
  const vatNumber = textOrNull(input.vatNumber);
  const fiscalCode = textOrNull(input.fiscalCode);
  const identity = {
    vendorType: input.vendorType,
    businessName: textOrNull(input.businessName),
    name: textOrNull(input.name),
    surname: textOrNull(input.surname),
    fiscalCode: fiscalCode && normalizeFiscalCode(fiscalCode),
    vatNumber: vatNumber && normalizeVatNumber(vatNumber),
  };
  return { ...identity, displayName: partyDisplayName(identity) };
}

export function checkedPartyValues(what: string, input: PartyIdentity): PartyValues {
  refuseIssues(what, checkParty(input));
  return partyValues(input);
}

/** The wire shape of a party's identity; `description` is the display name (spec 01 §3). */
export function partyIdentityOf(row: PartyRow) {
  return {
    id: row.id,
    // Only this module writes the column, always from the contract's enum.
    vendorType: row.vendorType as PartyKind,
    businessName: row.businessName,
    name: row.name,
    surname: row.surname,
    fiscalCode: row.fiscalCode,
    vatNumber: row.vatNumber,
    description: row.displayName,
  };
}

/**
 * The parties a search term finds: by display name, or by a part of the VAT number or fiscal code
 * typed in any case or spacing (they are stored normalized). A blank term finds every party.
 */
export function partyMatching(table: PartyTable, term: string | undefined): SQL | undefined {
  if (!term?.trim()) return undefined;
  return or(
    ilike(table.displayName, containsPattern(term)),
    ilike(table.vatNumber, containsPattern(normalizeVatNumber(term))),
    ilike(table.fiscalCode, containsPattern(normalizeFiscalCode(term))),
  );
}

/** Sorting by name ignores case, as a reader expects (and as the name index is built). */
export function byDisplayName(table: PartyTable): SQL {
  return sql`lower(${table.displayName})`;
}

export function partySortColumns(table: PartyTable): Record<(typeof partySortKeys)[number], AnyColumn | SQL> {
  return {
    description: byDisplayName(table),
    displayName: byDisplayName(table),
    vatNumber: table.vatNumber,
    fiscalCode: table.fiscalCode,
  };
}
