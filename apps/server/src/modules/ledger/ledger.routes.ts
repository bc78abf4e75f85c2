import {
  ledgerCheckSchema,
  ledgerSchoolParamsSchema,
  ledgerVerdictSchema,
  ledgerVerdictsSchema,
  ledgerPaths as paths,
} from '@inventario/shared/contracts/ledger';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { verifyAllLedgers, verifySchool } from './ledger.service.ts';
import { latestLedgerCheck } from './ledger-nightly.ts';

const vendor = { access: 'vendor' } as const;
const tags = ['ledger'];

/** The tamper-evident ledger's checks, for vendor staff (the operator's are `npm run verify-ledger`). */
export async function ledgerRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.verifySchool,
    {
      config: vendor,
      schema: {
        tags,
        summary: "Checks one school's ledger of movements (vendor staff)",
        description:
          'Recomputes the chain entry by entry, compares the head and every voucher with its last entry, and names the earliest broken record (`firstBroken`) with how many are broken. `schoolNotFound` for a school the installation does not serve.',
        params: ledgerSchoolParamsSchema,
        response: { 200: ledgerVerdictSchema },
      },
    },
    (request) => verifySchool(db, request.params.code),
  );
  api.get(
    paths.verifyAll,
    {
      config: vendor,
      schema: {
        tags,
        summary: 'Checks the ledger of every school (vendor staff)',
        description: 'One verdict per school of the installation, one school after the other.',
        response: { 200: ledgerVerdictsSchema },
      },
    },
    () => verifyAllLedgers(db),
  );
  api.get(
    paths.latestCheck,
    {
      config: vendor,
      schema: {
        tags,
        summary: "The nightly ledger check's latest run (vendor staff)",
        description:
          'When the latest run of the nightly check started and ended, how many schools it checked, how many ledgers it found broken and, for each, the school and its earliest broken record. `noLedgerCheckYet` before the first run.',
        response: { 200: ledgerCheckSchema },
      },
    },
    async () => {
      const latest = await latestLedgerCheck(db);
      if (!latest) throw new AppError('noLedgerCheckYet', 'No nightly ledger check has run yet');
      return latest;
    },
  );
}
