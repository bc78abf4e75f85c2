import { checkFiscalCode } from '../identifiers/fiscal-code.ts';
import { checkVatNumber } from '../identifiers/vat-number.ts';

/** `G` (giuridica) is a legal person identified by VAT number; `F` (fisica) a natural person. */
export type PartyKind = 'G' | 'F';

export interface PartyIdentity {
  vendorType: PartyKind;
  businessName?: string | null | undefined;
  name?: string | null | undefined;
  surname?: string | null | undefined;
  fiscalCode?: string | null | undefined;
  vatNumber?: string | null | undefined;
}

/** A field and the i18n key of what is wrong with it. */
export interface FieldIssue {
  field: keyof PartyIdentity;
  message: 'rules.mandatory' | 'rules.invalidFiscalCode' | 'rules.invalidVatNumber';
}

function blank(value: string | null | undefined): boolean {
  return !value?.trim();
}

/**
 * A creditor (supplier) or debtor: a legal person needs its business name and a valid VAT number; a
 * natural person its name, surname and a valid fiscal code. An optional identifier, when given, must
 * be valid too.
 */
export function checkParty(party: PartyIdentity): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (party.vendorType === 'G') {
    if (blank(party.businessName)) issues.push({ field: 'businessName', message: 'rules.mandatory' });
    if (blank(party.vatNumber)) issues.push({ field: 'vatNumber', message: 'rules.mandatory' });
  } else {
    if (blank(party.name)) issues.push({ field: 'name', message: 'rules.mandatory' });
    if (blank(party.surname)) issues.push({ field: 'surname', message: 'rules.mandatory' });
    if (blank(party.fiscalCode)) issues.push({ field: 'fiscalCode', message: 'rules.mandatory' });
  }
  if (!blank(party.vatNumber) && checkVatNumber(party.vatNumber ?? '') !== 'valid') {
    issues.push({ field: 'vatNumber', message: 'rules.invalidVatNumber' });
  }
  if (!blank(party.fiscalCode) && checkFiscalCode(party.fiscalCode ?? '') !== 'valid') {
    issues.push({ field: 'fiscalCode', message: 'rules.invalidFiscalCode' });
  }
  return issues;
}

/** The name shown for a party in lists: the business name, or "surname name". */
export function partyDisplayName(party: PartyIdentity): string {
  if (party.vendorType === 'G') return party.businessName?.trim() ?? '';
  return [party.surname, party.name]
    .filter((part) => !blank(part))
    .map((part) => part?.trim())
    .join(' ');
}
