/**
 * What other modules use of discharge proposals: the movements' dispatcher its detail and deletion,
 * discharges what is left to discharge and the links, financial years what blocks a close,
 * the recognition its proposals for missing goods.
 */
export { proposalDetail } from './proposal-detail.ts';
export {
  assetsLeftToDischarge,
  deleteProposal,
  linkedVouchers,
  pendingConfirmedCount,
  proposeInTransaction,
} from './proposals.service.ts';
