/**
 * The customer area's view of a school (its name, place, codes and heads), which the school selection
 * shows, and the merges it is on a side of, which the merge page shows.
 */
export { useCustomer } from './api/get-customer.ts';
export { type MergeSide, useMergeDetail } from './api/get-merge-details.ts';
