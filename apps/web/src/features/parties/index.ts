/**
 * The parties a voucher or a print names: the creditor (supplier) field with its search and quick
 * create, which charges, prints and external movements use, and what a discharge's destination search
 * needs of the debtors. Anything not exported here is private to `features/parties`.
 */
export { partiesKeys } from './api/parties-query-keys.ts';
export { searchDebtorPage } from './api/search-debtor-page.ts';
export { CreditorSearchDialog } from './components/creditor-search-dialog.tsx';
export { DebtorDialog } from './components/debtor-dialog.tsx';
export { FormCreditorField } from './components/form-creditor-field.tsx';
