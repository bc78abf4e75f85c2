import { listKinds } from '@inventario/shared/contracts/imports';
import { type ListKind, mappingConflictOf } from '@/features/imports';
import { isApiError } from '@/lib/api/api-error.ts';

/** The entry of a receipt's list a refused charge names: its list, and its key in that list. */
export interface ChargeConflict {
  kind: ListKind;
  sourceKey: string;
}

/**
 * The entry a refused merge charge names, as an import's confirm does: the codes of the import's
 * mapping conflicts (a site code taken, rates that disagree…) or `importMappingConflict`, each with
 * `details.kind` and `details.sourceKey`; none for any other refusal.
 */
export function chargeConflictOf(error: unknown): ChargeConflict | undefined {
  const known = mappingConflictOf(error);
  if (known) return { kind: known.kind, sourceKey: known.sourceKey };
  if (!isApiError(error) || error.code !== 'importMappingConflict') return undefined;
  const kind = error.details?.kind;
  const sourceKey = error.details?.sourceKey;
  if (
    typeof kind !== 'string' ||
    !(listKinds as readonly string[]).includes(kind) ||
    typeof sourceKey !== 'string'
  )
    return undefined;
  return { kind: kind as ListKind, sourceKey };
}
