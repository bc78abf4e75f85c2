import { formatDate } from '@inventario/shared/format/date';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { ActivityLink } from '@/features/activity';
import { AttachmentsPanel } from '@/features/attachments';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { voucherNumberText } from '../model/voucher.ts';

/** Whether a route's id can name a movement at all. */
export function isMovementId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

export interface MovementDetailPageProps {
  /** The page's heading (the route's title). */
  title: string;
  /** Under the heading once the movement is known: its number and date (and, say, its status). */
  subtitle?: ReactNode;
  /** The movement shown, once loaded: its photos and documents (the invoice, a minute) follow it. */
  movementId?: number | undefined;
  children: ReactNode;
}

/** The frame of a movement's detail page: heading and subtitle, then what the page shows. */
export function MovementDetailPage({ title, subtitle, movementId, children }: MovementDetailPageProps) {
  // Every movement's detail route names it by `:id`: its own history is the activity log's.
  const id = Number(useParams().id);
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {isMovementId(id) ? <ActivityLink entity="movement" entityId={id} /> : null}
        </Stack>
        {subtitle}
      </Stack>
      {children}
      {movementId ? (
        <Suspense fallback={null}>
          <AttachmentsPanel record={{ owner: 'movement', ownerId: movementId }} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** Under a detail page's heading: "Buono di carico n. 12/2026 del 05/03/2026" in the type's words. */
export function VoucherSubtitle({
  voucher,
  text,
}: {
  voucher: { number: number; year: number; date: string };
  text: (values: { number: string; date: string }) => string;
}) {
  return (
    <Typography color="text.secondary">
      {text({ number: voucherNumberText(voucher), date: formatDate(voucher.date) })}
    </Typography>
  );
}

export interface DetailPlaceholderProps {
  /** The id names no movement of this page. */
  notFound: boolean;
  /** A query of the page that failed, to try again. */
  failed?: { error: unknown; refetch: () => unknown };
  listPath: string;
  backLabel: string;
}

/**
 * What a detail page shows instead of its movement: "not found" with the way back to the list, a
 * failed load with retry, or loading.
 */
export function DetailPlaceholder({ notFound, failed, listPath, backLabel }: DetailPlaceholderProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  if (notFound) {
    return (
      <PageProblem
        message={t('errors.notFound')}
        action={
          <Button color="inherit" size="small" onClick={() => void navigate(listPath)}>
            {backLabel}
          </Button>
        }
      />
    );
  }
  if (failed) {
    return (
      <PageProblem
        message={errorText(failed.error)}
        action={<RetryButton onRetry={() => void failed.refetch()} />}
      />
    );
  }
  return <PageLoading />;
}
