import { type Debtor, type DebtorSave, debtorSaveSchema } from '@inventario/shared/contracts/parties';
import { checkDebtorContact } from '@inventario/shared/domain/parties/debtor-contact';
import { z } from 'zod';
import {
  addPartyIssues,
  boxOf,
  type PartyIdentityValues,
  partyIdentityDefaults,
  partyIdentityOf,
  partyIdentityShape,
} from './party-form.ts';

/** A debtor (the destination of a discharge): a party's identity plus its postal details. */
export interface DebtorFormValues extends PartyIdentityValues {
  address: string;
  city: string;
  province: string;
  postalCode: string;
  telephone: string;
  email: string;
}

export const debtorContactFields = [
  'address',
  'city',
  'province',
  'postalCode',
  'telephone',
  'email',
] as const;

const { shape } = debtorSaveSchema;

export const debtorFormSchema = z
  .object({
    ...partyIdentityShape,
    address: boxOf(shape.address),
    city: boxOf(shape.city),
    province: boxOf(shape.province),
    postalCode: boxOf(shape.postalCode),
    telephone: boxOf(shape.telephone),
    email: boxOf(shape.email),
  })
  .superRefine((values, context) => {
    addPartyIssues(values, context);
    for (const issue of checkDebtorContact(values)) {
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });

/** The debtor's starting values: its own, or blanks for a new legal person. */
function withBlanks(values: Omit<DebtorSave, 'id'>): DebtorFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    vendorType: values.vendorType,
    businessName: text(values.businessName),
    vatNumber: text(values.vatNumber),
    fiscalCode: text(values.fiscalCode),
    name: text(values.name),
    surname: text(values.surname),
    address: text(values.address),
    city: text(values.city),
    province: text(values.province),
    postalCode: text(values.postalCode),
    telephone: text(values.telephone),
    email: text(values.email),
  };
}

export function debtorFormDefaults(debtor: Debtor | undefined): DebtorFormValues {
  return withBlanks({ ...partyIdentityDefaults(debtor), ...contactOf(debtor) });
}

function contactOf(debtor: Debtor | undefined) {
  return {
    address: debtor?.address,
    city: debtor?.city,
    province: debtor?.province,
    postalCode: debtor?.postalCode,
    telephone: debtor?.telephone,
    email: debtor?.email,
  };
}

export function toDebtorSave(values: DebtorFormValues, original: Debtor | undefined): DebtorSave {
  const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ...(original ? { id: original.id } : {}),
    ...partyIdentityOf(values),
    address: textOrNull(values.address),
    city: textOrNull(values.city),
    province: textOrNull(values.province)?.toUpperCase() ?? null,
    postalCode: textOrNull(values.postalCode),
    telephone: textOrNull(values.telephone),
    email: textOrNull(values.email),
  };
}
