/** What the movements' dispatcher uses of discharges: their detail and their deletion. */
export { dischargeDetail } from './discharge-detail.ts';
export { deleteDischarge, writeDischarge } from './discharges.service.ts';
