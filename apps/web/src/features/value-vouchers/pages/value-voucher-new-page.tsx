import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useAllYears } from '@/features/financial-years/api/search-years.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { ValueVoucherEditor } from '../components/value-voucher-editor.tsx';
import { voucherDetailPath } from '../model/voucher-kind.ts';

/**
 * `#/value-voucher/decrease/new` and `#/value-voucher/increase/new`: a new value voucher in the
 * movement stepper, of the kind the route's movement type says (5 decrease, 6 increase).
 */
export default function ValueVoucherNewPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const kind = meta?.movementType === 6 ? 6 : 5;
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
      <ValueVoucherEditor
        kind={kind}
        years={years.data}
        onSaved={(saved) => void navigate(voucherDetailPath(saved))}
        onCancel={() => void navigate('/value-voucher')}
      />
    );
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t(`routes.${meta?.titleKey ?? 'valueVoucherDecreaseNew'}`)}
      </Typography>
      {content}
    </Stack>
  );
}
