import { creditors } from '../../db/schema/index.ts';
import { schoolTableRepo } from '../../db/school-table-repo.ts';
import { byDisplayName } from './party-fields.ts';

export type CreditorRow = typeof creditors.$inferSelect;

export const creditorsRepo = schoolTableRepo(creditors, () => [byDisplayName(creditors)]);
