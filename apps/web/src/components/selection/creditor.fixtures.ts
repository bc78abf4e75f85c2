import type { Creditor } from '@inventario/shared/contracts/parties';

/** A company creditor, as `POST /creditor/search` answers it, for the tests of the creditor search. */
export const ROSSI: Creditor = {
  id: 7,
  vendorType: 'G',
  businessName: 'Rossi Forniture srl',
  name: null,
  surname: null,
  fiscalCode: null,
  vatNumber: '00743110157',
  description: 'Rossi Forniture srl',
};
