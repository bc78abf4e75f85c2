import type { Creditor, CreditorSave } from '@inventario/shared/contracts/parties';
import { creditorSaveSchema } from '@inventario/shared/contracts/parties';
import { checkParty, type PartyIdentity, type PartyKind } from '@inventario/shared/domain/parties/parties';
import { z } from 'zod';

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

/**
 * A box of the form: the contract's optional text (`nullish`, with its length cap) as the plain text a
 * text field holds, '' when empty.
 */
export function boxOf(optionalText: z.ZodOptional<z.ZodNullable<z.ZodString>>): z.ZodString {
  return optionalText.unwrap().unwrap();
}

const { shape } = creditorSaveSchema;

/** The identity boxes with the contract's lengths; which are required, and the identifiers, are checkParty's. */
export const partyIdentityShape = {
  vendorType: shape.vendorType,
  businessName: boxOf(shape.businessName),
  vatNumber: boxOf(shape.vatNumber),
  fiscalCode: boxOf(shape.fiscalCode),
  name: boxOf(shape.name),
  surname: boxOf(shape.surname),
};

export const creditorFormSchema = z.object(partyIdentityShape).superRefine(addPartyIssues);
export type CreditorFormValues = PartyIdentityValues;

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
