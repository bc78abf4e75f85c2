import { subConsigneeSaveSchema } from '@inventario/shared/contracts/subconsignees';
import { checkFiscalCode } from '@inventario/shared/domain/identifiers/fiscal-code';
import type { z } from 'zod';

/**
 * The sub-consignee form: the shared save schema, plus the fiscal-code check the server applies
 * (16-character personal code or 11 digits, check character verified), so it is told before saving.
 */
export const subConsigneeFormSchema = subConsigneeSaveSchema
  .omit({ id: true })
  .superRefine((values, context) => {
    const fiscalCode = values.fiscalCode?.trim();
    if (fiscalCode && checkFiscalCode(fiscalCode) !== 'valid') {
      context.addIssue({ code: 'custom', path: ['fiscalCode'], message: 'rules.invalidFiscalCode' });
    }
  });

export type SubConsigneeForm = z.input<typeof subConsigneeFormSchema>;

export const SUBCONSIGNEE_FIELDS = ['description', 'fiscalCode', 'notes'] as const;
