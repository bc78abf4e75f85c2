import { headsDifferFromCustomerArea } from '@inventario/shared/domain/school/heads';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useSchoolData } from '../api/get-school-data.ts';
import { useSyncHeads } from '../api/sync-heads.ts';
import { HeadsSyncDialog } from '../components/heads-sync-dialog.tsx';
import { InventoryExportSection } from '../components/inventory-export-section.tsx';
import { SchoolDataFormView } from '../components/school-data-form.tsx';

/** `#/settings`: the school's general data; a DS/DSGA change in the customer area is offered for sync. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const schoolData = useSchoolData();
  const sync = useSyncHeads();
  const data = schoolData.data;
  // Whether the names differ is judged on the data the visit opens with: saving other names on
  // purpose does not bring the dialog back, and "Not now" keeps the stored names until the next visit.
  const [headsVersion, setHeadsVersion] = useState(0);
  const [syncOffer, setSyncOffer] = useState<'pending' | 'open' | 'closed'>('pending');
  if (syncOffer === 'pending' && data) setSyncOffer(headsDifferFromCustomerArea(data) ? 'open' : 'closed');

  const syncHeads = () =>
    sync.mutate(undefined, {
      onSuccess: () => {
        setSyncOffer('closed');
        setHeadsVersion((version) => version + 1);
        toast.success(t('settings.heads.synced'));
      },
      onError: (error) => toast.error(t('settings.heads.syncFailed'), error),
    });

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.settings')}
        </Typography>
        <Typography color="text.secondary">
          {data ? t('settings.intro', { name: data.name, codMin: data.codMin }) : t('settings.introLoading')}
        </Typography>
      </Stack>
      {schoolData.isPending ? (
        <Stack sx={{ alignItems: 'center', p: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Stack>
      ) : null}
      {schoolData.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void schoolData.refetch()}>
              {t('common.actions.retry')}
            </Button>
          }
        >
          {errorText(schoolData.error)}
        </Alert>
      ) : null}
      {data ? (
        <>
          <SchoolDataFormView
            data={data}
            headsVersion={headsVersion}
            syncing={sync.isPending}
            onSyncHeads={syncHeads}
          />
          <InventoryExportSection />
          <HeadsSyncDialog
            open={syncOffer === 'open'}
            data={data}
            syncing={sync.isPending}
            onSync={syncHeads}
            onClose={() => setSyncOffer('closed')}
          />
        </>
      ) : null}
    </Stack>
  );
}
