import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page still loading what it shows. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Stack>
  );
}

/** A page that cannot show what was asked: why, and where to go instead. */
export function PageProblem({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Alert severity="warning" action={action}>
      {message}
    </Alert>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Button color="inherit" size="small" onClick={onRetry}>
      {t('common.actions.retry')}
    </Button>
  );
}
