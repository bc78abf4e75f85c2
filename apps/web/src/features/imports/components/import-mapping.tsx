import { type ImportSummary, listKinds } from '@inventario/shared/contracts/imports';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTempLists } from '../api/get-temp-list.ts';
import type { ListKind } from '../model/mapping-lists.ts';
import { MappingRefusal } from './mapping-refusal.tsx';
import { MappingTabs } from './mapping-tabs.tsx';
import { useConfirmFlow } from './use-confirm-flow.ts';
import { useConflictName } from './use-conflict-name.ts';

export interface ImportMappingProps {
  summary: ImportSummary;
  busy: boolean;
  onBack: () => void;
  onDiscard: () => void;
}

/**
 * The mapping step: the file's sites, locations, sub-consignees, subcategories and creditors, one
 * tab each, matched onto the school's own or to be created; the user changes what needs it, then
 * imports. A confirm refused for an entry that collides with the school's lists opens its tab and
 * shows the entry.
 */
export function ImportMapping({ summary, busy, onBack, onDiscard }: ImportMappingProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const lists = useTempLists(summary.id);
  // One list's own import shows that list: the places its locations name are the school's already.
  const shownKinds = summary.listKind ? [summary.listKind] : listKinds;
  const [kind, setKind] = useState<ListKind>(shownKinds[0] ?? 'site');
  const confirm = useConfirmFlow();
  const conflict = confirm.refusal?.conflict;
  const conflictName = useConflictName(lists, conflict);

  const start = async () => {
    const refused = await confirm.run(summary);
    if (refused?.conflict) setKind(refused.conflict.kind);
  };

  return (
    <Paper component="section" aria-labelledby={`${baseId}-title`} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={`${baseId}-title`} variant="h6" component="h2">
          {t('imports.mapping.title')}
        </Typography>
        <Typography color="text.secondary">{t('imports.mapping.intro')}</Typography>
        {confirm.refusal ? (
          <MappingRefusal
            title={t('imports.mapping.confirm.failed')}
            text={confirm.refusal.text}
            conflictName={conflictName}
            onClose={confirm.clear}
          />
        ) : null}
        <MappingTabs
          importId={summary.id}
          lists={lists}
          kinds={shownKinds}
          kind={kind}
          onKindChange={setKind}
          conflict={conflict}
          onEntrySaved={(savedKind, sourceKey) => {
            if (conflict?.kind === savedKind && conflict.sourceKey === sourceKey) confirm.clear();
          }}
        />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1}
          sx={{ pt: 1, alignItems: { sm: 'center' } }}
        >
          <Button startIcon={<ArrowBackIcon />} onClick={onBack} disabled={confirm.busy}>
            {t('imports.mapping.back')}
          </Button>
          <Button variant="outlined" color="error" disabled={busy || confirm.busy} onClick={onDiscard}>
            {t('imports.actions.discard')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            loading={confirm.busy}
            disabled={busy}
            onClick={() => void start()}
          >
            {t('imports.mapping.confirm.action')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
