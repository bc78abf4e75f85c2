import { type ImportSummary, listKinds } from '@inventario/shared/contracts/imports';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTempLists } from '../api/get-temp-list.ts';
import type { ListKind } from '../model/mapping-lists.ts';
import { MappingListPanel } from './mapping-list-panel.tsx';
import { useConfirmFlow } from './use-confirm-flow.ts';
import { useSourceText } from './use-source-text.ts';

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
  const sourceText = useSourceText();
  const conflicting = conflict
    ? lists[conflict.kind].data?.entries.find((entry) => entry.sourceKey === conflict.sourceKey)
    : undefined;
  const conflictName =
    conflict && conflicting
      ? `${t(`imports.mapping.lists.${conflict.kind}`)}: ${sourceText(conflict.kind, conflicting.source).fullName}`
      : conflict?.sourceKey;

  const start = async () => {
    const refused = await confirm.run(summary);
    if (refused?.conflict) setKind(refused.conflict.kind);
  };
  const tabLabel = (list: ListKind) => {
    const count = lists[list].data?.entries.length;
    const name = t(`imports.mapping.lists.${list}`);
    return count === undefined ? name : t('imports.mapping.tab', { list: name, count });
  };

  return (
    <Paper component="section" aria-labelledby={`${baseId}-title`} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={`${baseId}-title`} variant="h6" component="h2">
          {t('imports.mapping.title')}
        </Typography>
        <Typography color="text.secondary">{t('imports.mapping.intro')}</Typography>
        {confirm.refusal ? (
          <Alert severity="error" onClose={confirm.clear}>
            <AlertTitle>{t('imports.mapping.confirm.failed')}</AlertTitle>
            {confirm.refusal.text}
            {conflictName ? (
              <Box component="span" sx={{ display: 'block', mt: 0.5, fontWeight: 500 }}>
                {t('imports.mapping.conflictEntry', { name: conflictName })}
              </Box>
            ) : null}
          </Alert>
        ) : null}
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={kind}
            onChange={(_event, next: ListKind) => setKind(next)}
            aria-label={t('imports.mapping.tabsLabel')}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
          >
            {shownKinds.map((list) => (
              <Tab
                key={list}
                value={list}
                id={`${baseId}-tab-${list}`}
                aria-controls={`${baseId}-panel-${list}`}
                label={tabLabel(list)}
                icon={
                  conflict?.kind === list ? <ErrorOutlineIcon color="error" fontSize="small" /> : undefined
                }
                iconPosition="end"
                sx={{ minHeight: 48 }}
              />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" id={`${baseId}-panel-${kind}`} aria-labelledby={`${baseId}-tab-${kind}`}>
          <MappingListPanel
            key={kind}
            importId={summary.id}
            kind={kind}
            list={lists[kind]}
            highlight={conflict?.kind === kind ? conflict.sourceKey : undefined}
            onSaved={(sourceKey) => {
              if (conflict?.kind === kind && conflict.sourceKey === sourceKey) confirm.clear();
            }}
          />
        </Box>
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
