/** What other modules may use of parties inside their own transactions: the e-invoice's supplier as a creditor. */
export { createCreditorFromInvoice, findCreditorByIdentifiers } from './creditors.service.ts';
