/** What other modules may use of parties inside their own transactions: the e-invoice's supplier as a creditor. */
export { createCreditorFromInvoice, findCreditorIdByIdentifiers } from './creditors.service.ts';
