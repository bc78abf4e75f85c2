/**
 * The school's general data, which the depreciation screen and the prints read, and the sync of its
 * heads (DS, DSGA) with the customer area, which the print flow offers before a signed print.
 */
export { getSchoolData, schoolDataQueryKey, useSchoolData } from './api/get-school-data.ts';
export { useSyncHeads } from './api/sync-heads.ts';
export { HeadsSyncDialog } from './components/heads-sync-dialog.tsx';
