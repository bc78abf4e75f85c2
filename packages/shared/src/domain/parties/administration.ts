import { checkFiscalCode } from '../identifiers/fiscal-code.ts';

/** A public administration a movement can refer to. */
export interface AdministrationIdentity {
  description?: string | null | undefined;
  fiscalCode?: string | null | undefined;
}

export interface AdministrationIssue {
  field: keyof AdministrationIdentity;
  message: 'rules.mandatory' | 'rules.invalidFiscalCode';
}

/** An administration needs a description; its fiscal code is optional but, when given, must be valid. */
export function checkAdministration(administration: AdministrationIdentity): AdministrationIssue[] {
  const issues: AdministrationIssue[] = [];
  if (!administration.description?.trim()) issues.push({ field: 'description', message: 'rules.mandatory' });
  const fiscalCode = administration.fiscalCode?.trim();
  if (fiscalCode && checkFiscalCode(fiscalCode) !== 'valid') {
    issues.push({ field: 'fiscalCode', message: 'rules.invalidFiscalCode' });
  }
  return issues;
}
