import type { Creditor } from '@inventario/shared/contracts/parties';

/** Spec 01 §5: the creditor search needs a term; a blank one is refused before asking the server. */
export function searchTermProblem(term: string): 'rules.notEmptySearchField' | undefined {
  return term.trim() === '' ? 'rules.notEmptySearchField' : undefined;
}

/** What tells two creditors of the same name apart: the VAT number, else the fiscal code. */
export function creditorIdentifier(creditor: Creditor): string {
  return creditor.vatNumber ?? creditor.fiscalCode ?? '';
}
