import type { TempList, TempListEntry } from '@inventario/shared/contracts/imports';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import { PageLoading } from '@/components/feedback/page-state.tsx';
import type { ListKind } from '../model/mapping-lists.ts';
import { MappingEntryDialog } from './mapping-entry-dialog.tsx';
import { MappingGrid } from './mapping-grid.tsx';

export interface MappingListPanelProps {
  importId: string;
  kind: ListKind;
  list: UseQueryResult<TempList>;
  /** The entry the confirm was refused for: shown and marked. */
  highlight: string | undefined;
  onSaved: (sourceKey: string) => void;
}

/** One list of the mapping: how many entries are new and matched, the table, and the dialog that changes one. */
export function MappingListPanel({ importId, kind, list, highlight, onSaved }: MappingListPanelProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TempListEntry>();

  if (list.isPending) return <PageLoading />;
  if (list.isError)
    return (
      <ListLoadFailure
        error={list.error}
        list={t(`imports.mapping.lists.${kind}`)}
        onRetry={() => void list.refetch()}
      />
    );
  const { entries } = list.data;
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t(`imports.mapping.empty.${kind}`)}
      </Typography>
    );
  const toCreate = entries.filter((entry) => entry.action === 'create').length;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('imports.mapping.summary', { toCreate, mapped: entries.length - toCreate })}
      </Typography>
      <MappingGrid kind={kind} entries={entries} highlight={highlight} onChange={setEditing} />
      {editing ? (
        <MappingEntryDialog
          importId={importId}
          kind={kind}
          entry={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            onSaved(editing.sourceKey);
            setEditing(undefined);
          }}
        />
      ) : null}
    </Stack>
  );
}
