import type { LedgerHead } from '@inventario/shared/contracts/ledger';
import { headFingerprint } from '@inventario/shared/domain/ledger/head-fingerprint';
import { formatSchoolDateTime } from '@inventario/shared/format/date';
import type { TableDocument } from '../pdf/table-document.ts';

/**
 * The footer of a register (its page text, by default "Pagina N di M") whose paper or archived copy can be checked against the ledger later: the
 * page, then the head of the school's chain of movements when printed (its entry number, the time in
 * Italy and its SHA-256 in groups of eight), which `npm run verify-ledger` prints the same way.
 */
export function ledgerFooter(
  head: LedgerHead | null | undefined,
  pageText: TableDocument['footer'] = (page, pages) => `Pagina ${page} di ${pages}`,
): TableDocument['footer'] {
  if (!head) return pageText;
  const at = formatSchoolDateTime(head.recordedAt);
  const chain = `Catena dei movimenti: voce ${head.seq} del ${at}, SHA-256 ${headFingerprint(head.hash)}`;
  return (page, pages) => `${pageText(page, pages)} · ${chain}`;
}
