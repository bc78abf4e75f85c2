/**
 * What other features use of the school selection: the schools vendor staff may act for, and how a
 * list of them is searched (the ledger check picks a school from them).
 */
export { useSchoolList } from './api/list-schools.ts';
export { filterSchools } from './components/school-filter.ts';
