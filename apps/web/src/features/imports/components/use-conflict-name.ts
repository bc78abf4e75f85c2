import type { TempList } from '@inventario/shared/contracts/imports';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListKind, MappingConflict } from '../model/mapping-lists.ts';
import { useSourceText } from './use-source-text.ts';

/**
 * The entry a refused confirm names, in words: `Sedi: 01 Sede centrale`, or its key while its list
 * has not loaded; none without a conflict.
 */
export function useConflictName(
  lists: Record<ListKind, UseQueryResult<TempList>>,
  conflict: Pick<MappingConflict, 'kind' | 'sourceKey'> | undefined,
): string | undefined {
  const { t } = useTranslation();
  const sourceText = useSourceText();
  const conflicting = conflict
    ? lists[conflict.kind].data?.entries.find((entry) => entry.sourceKey === conflict.sourceKey)
    : undefined;
  return conflict && conflicting
    ? `${t(`imports.mapping.lists.${conflict.kind}`)}: ${sourceText(conflict.kind, conflicting.source).fullName}`
    : conflict?.sourceKey;
}
