import {
  type Administration,
  type AdministrationSave,
  administrationSaveSchema,
} from '@inventario/shared/contracts/parties';
import { checkAdministration } from '@inventario/shared/domain/parties/administration';
import { z } from 'zod';
import { boxOf } from './party-form.ts';

/** A public administration a movement can refer to. */
export interface AdministrationFormValues {
  description: string;
  fiscalCode: string;
  address: string;
  city: string;
}

export const administrationFormFields = ['description', 'fiscalCode', 'address', 'city'] as const;

const { shape } = administrationSaveSchema;

export const administrationFormSchema = z
  .object({
    description: shape.description,
    fiscalCode: boxOf(shape.fiscalCode),
    address: boxOf(shape.address),
    city: boxOf(shape.city),
  })
  .superRefine((values, context) => {
    for (const issue of checkAdministration(values)) {
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });

export function administrationFormDefaults(
  administration: Administration | undefined,
): AdministrationFormValues {
  return {
    description: administration?.description ?? '',
    fiscalCode: administration?.fiscalCode ?? '',
    address: administration?.address ?? '',
    city: administration?.city ?? '',
  };
}

export function toAdministrationSave(
  values: AdministrationFormValues,
  original: Administration | undefined,
): AdministrationSave {
  const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ...(original ? { id: original.id } : {}),
    description: values.description.trim(),
    fiscalCode: textOrNull(values.fiscalCode),
    address: textOrNull(values.address),
    city: textOrNull(values.city),
  };
}
