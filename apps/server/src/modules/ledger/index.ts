export { readHead as readLedgerHead } from './ledger.repo.ts';
export { ledgerRoutes } from './ledger.routes.ts';
export { verifyAllLedgers, verifySchool, verifySchoolLedger } from './ledger.service.ts';
export {
  LEDGER_CHECK_QUEUES,
  latestLedgerCheck,
  runNightlyLedgerCheck,
  startNightlyLedgerCheck,
} from './ledger-nightly.ts';
export { describeBreak } from './ledger-text.ts';
