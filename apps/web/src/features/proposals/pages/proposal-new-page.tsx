import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useAllYears } from '@/features/financial-years/api/search-years.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { ProposalEditor } from '../components/proposal-editor.tsx';

/** `#/outdated/new`: a new discharge proposal in the movement stepper; saved, it opens its detail. */
export default function ProposalNewPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const years = useAllYears();

  let content: ReactNode;
  if (years.isError) {
    content = (
      <PageProblem
        message={errorText(years.error)}
        action={<RetryButton onRetry={() => void years.refetch()} />}
      />
    );
  } else if (!years.data) {
    content = <PageLoading />;
  } else {
    content = (
      <ProposalEditor
        years={years.data}
        onSaved={(saved) => void navigate(`/outdated/detail/${saved.id}`)}
        onCancel={() => void navigate('/outdated')}
      />
    );
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('routes.outdatedNew')}
      </Typography>
      {content}
    </Stack>
  );
}
