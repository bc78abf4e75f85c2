export { readHead as readLedgerHead } from './ledger.repo.ts';
export { ledgerRoutes } from './ledger.routes.ts';
export { verifyAllLedgers, verifySchool, verifySchoolLedger } from './ledger.service.ts';
