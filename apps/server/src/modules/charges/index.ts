/** What the movements' dispatcher uses of charges: their detail, their deletion, and what a deletion takes. */
export { deleteCharge } from './charge-delete.service.ts';
export { chargeDetail } from './charge-detail.ts';
export { holdsAssetsCreatedDirectly, writeCharge } from './charges.service.ts';
