import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ImportSteps } from '../components/import-steps.tsx';
import { TemplateButton } from '../components/template-button.tsx';
import { listImport, listOfSlug, listScreenPath } from '../model/import-target.ts';
import { listSheetName } from '../model/list-sheets.ts';
import type { ListKind } from '../model/mapping-lists.ts';

function ListImport({ list }: { list: ListKind }) {
  const { t } = useTranslation();
  const target = listImport(list);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t(`imports.lists.titles.${list}`)}
        </Typography>
        <Button component={RouterLink} to={listScreenPath(list)} startIcon={<ArrowBackIcon />}>
          {t('imports.lists.back')}
        </Button>
      </Stack>
      <Stack spacing={1.5}>
        <Typography color="text.secondary">
          {t('imports.lists.intro', { sheet: listSheetName(list) })}
        </Typography>
        {list === 'location' ? (
          <Typography color="text.secondary">{t('imports.lists.places')}</Typography>
        ) : null}
        <Typography color="text.secondary">{t('imports.intro.checked')}</Typography>
        <TemplateButton target={target} />
      </Stack>
      <ImportSteps target={target} />
    </Stack>
  );
}

/**
 * `#/admin-lists/import/{list}` (sites, locations, subconsignees, subcategories, creditors): one admin
 * list's own import (spec 02 §7), with the steps of every import, for that list alone.
 */
export default function ListImportPage() {
  const { t } = useTranslation();
  const list = listOfSlug(useParams().list);
  if (!list) return <Alert severity="warning">{t('imports.lists.unknown')}</Alert>;
  return <ListImport key={list} list={list} />;
}
