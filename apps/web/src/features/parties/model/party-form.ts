import type { Creditor, CreditorSave } from '@inventario/shared/contracts/parties';
import { creditorSaveSchema } from '@inventario/shared/contracts/parties';
import { checkParty, type PartyIdentity, type PartyKind } from '@inventario/shared/domain/parties/parties';
import type { z } from 'zod';

/** The identity of a creditor or debtor as a form holds it: every box is text, '' when empty. */
export interface PartyIdentityValues {
  vendorType: PartyKind;
  businessName: string;
  vatNumber: string;
  fiscalCode: string;
  name: string;
  surname: string;
}

/** The identity fields, in the order the form shows them; those of the other kind are hidden. */
export const partyIdentityFields = [
  'vendorType',
  'businessName',
  'vatNumber',
  'fiscalCode',
  'name',
  'surname',
] as const;

/** The boxes of each kind: a legal person by business name and VAT, a natural person by name and fiscal code. */
export const fieldsOfKind: Record<PartyKind, readonly (keyof PartyIdentityValues)[]> = {
  G: ['businessName', 'vatNumber', 'fiscalCode'],
  F: ['name', 'surname', 'fiscalCode'],
};

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The identity to check and store: only the boxes of the chosen kind, so a name typed before switching
 * to "legal person" is neither checked nor saved.
 */
export function partyIdentityOf(values: PartyIdentityValues): Required<PartyIdentity> {
  const kept = (field: keyof PartyIdentityValues) =>
    fieldsOfKind[values.vendorType].includes(field) ? textOrNull(values[field]) : null;
  return {
    vendorType: values.vendorType,
    businessName: kept('businessName'),
    vatNumber: kept('vatNumber'),
    fiscalCode: kept('fiscalCode'),
    name: kept('name'),
    surname: kept('surname'),
  };
}

/** Adds checkParty's issues (the server runs the same rule) to a form schema's refinement. */
export function addPartyIssues(values: PartyIdentityValues, context: z.RefinementCtx): void {
  for (const issue of checkParty(partyIdentityOf(values))) {
    context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
}

/** The lengths the contract caps; the identity rules come from checkParty. */
const identityLengths = creditorSaveSchema.pick({
  vendorType: true,
  businessName: true,
  vatNumber: true,
  fiscalCode: true,
  name: true,
  surname: true,
});

export const creditorFormSchema = identityLengths.superRefine((values, context) =>
  addPartyIssues(asIdentityValues(values), context),
);
export type CreditorFormValues = PartyIdentityValues;

/** The schema's parsed values with blanks for absent boxes (the contract's fields are nullish). */
function asIdentityValues(values: z.output<typeof identityLengths>): PartyIdentityValues {
  return {
    vendorType: values.vendorType,
    businessName: values.businessName ?? '',
    vatNumber: values.vatNumber ?? '',
    fiscalCode: values.fiscalCode ?? '',
    name: values.name ?? '',
    surname: values.surname ?? '',
  };
}

export function partyIdentityDefaults(
  party: PartyIdentity | undefined,
  kind: PartyKind = 'G',
): PartyIdentityValues {
  return {
    vendorType: party?.vendorType ?? kind,
    businessName: party?.businessName ?? '',
    vatNumber: party?.vatNumber ?? '',
    fiscalCode: party?.fiscalCode ?? '',
    name: party?.name ?? '',
    surname: party?.surname ?? '',
  };
}

export function toCreditorSave(values: CreditorFormValues, original: Creditor | undefined): CreditorSave {
  return { ...(original ? { id: original.id } : {}), ...partyIdentityOf(values) };
}
