import type { MovementWithAssets } from '@inventario/shared/contracts/charges';
import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { RelatedMovement } from '@inventario/shared/contracts/out';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { formatDate } from '@inventario/shared/format/date';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useAllYears } from '@/features/financial-years/api/search-years.ts';
import { useMovementWithAssets } from '@/features/movements/api/get-movement-with-assets.ts';
import { voucherNumberText } from '@/features/movements/model/voucher.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useMovementsWithAssets } from '../api/list-movements-with-assets.ts';
import { useRelatedProposals } from '../api/list-related-proposals.ts';
import { DischargeEditor } from '../components/discharge-editor.tsx';
import { DischargeVoucher } from '../components/discharge-voucher.tsx';
import { useDeleteDischarge } from '../components/use-delete-discharge.ts';

interface VoucherActionsProps {
  movement: MovementWithAssets;
  related: readonly RelatedMovement[] | undefined;
  onEdit: () => void;
}

function VoucherActions({ movement, related, onEdit }: VoucherActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteDischarge = useDeleteDischarge();
  const { content, deletable } = movement.editable;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate('/discharge')}>
        {t('discharges.actions.backToList')}
      </Button>
      <Tooltip title={content ? '' : t('discharges.detail.notEditable')}>
        <span style={{ marginLeft: 'auto' }}>
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            onClick={onEdit}
            disabled={!content || !related}
          >
            {t('discharges.actions.edit')}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={deletable ? '' : t('discharges.detail.notDeletable')}>
        <span>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={!deletable || !related}
            onClick={async () => {
              if (await deleteDischarge(movement, (related ?? []).length > 0)) void navigate('/discharge');
            }}
          >
            {t('discharges.actions.delete')}
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** The edit: the proposals the discharge came from are read with their lines first. */
function DischargeEdit(props: {
  movement: MovementWithAssets;
  related: readonly RelatedMovement[];
  years: readonly FinancialYear[];
  onDone: () => void;
}) {
  const errorText = useErrorText();
  const proposals = useMovementsWithAssets(props.related.map((proposal) => proposal.id));
  if (proposals.isError) {
    return (
      <PageProblem
        message={errorText(proposals.error)}
        action={<RetryButton onRetry={() => void proposals.refetch()} />}
      />
    );
  }
  if (!proposals.data || proposals.isPlaceholderData) return <PageLoading />;
  return (
    <DischargeEditor
      editing={{ movement: props.movement, related: props.related, proposals: proposals.data }}
      years={props.years}
      onSaved={props.onDone}
      onCancel={props.onDone}
    />
  );
}

/**
 * `#/discharge/detail/{id}`: the voucher, its assets and the proposals it came from; edited in the
 * movement stepper within its `editable` flags, or deleted.
 */
export default function DischargeDetailPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const movement = useMovementWithAssets(id);
  const related = useRelatedProposals(id);
  const years = useAllYears();
  const [editing, setEditing] = useState(false);
  const data = movement.data?.type === MOVEMENT_TYPE.discharge ? movement.data : undefined;
  const failed = [movement, years].find((query) => query.isError);
  const backToList = (
    <Button color="inherit" size="small" onClick={() => void navigate('/discharge')}>
      {t('discharges.actions.backToList')}
    </Button>
  );

  let content: ReactNode;
  if (!(Number.isInteger(id) && id > 0) || (movement.data && !data)) {
    content = <PageProblem message={t('errors.notFound')} action={backToList} />;
  } else if (failed) {
    content = (
      <PageProblem
        message={errorText(failed.error)}
        action={<RetryButton onRetry={() => void failed.refetch()} />}
      />
    );
  } else if (!data || !years.data) {
    content = <PageLoading />;
  } else if (editing && related.data) {
    content = (
      <DischargeEdit
        movement={data}
        related={related.data}
        years={years.data}
        onDone={() => setEditing(false)}
      />
    );
  } else {
    content = (
      <>
        <VoucherActions movement={data} related={related.data} onEdit={() => setEditing(true)} />
        {data.editable.content && !data.editable.assets ? (
          <Alert severity="info">{t('discharges.detail.assetsLocked')}</Alert>
        ) : null}
        {related.isError ? <Alert severity="error">{errorText(related.error)}</Alert> : null}
        <DischargeVoucher movement={data} related={related.data} />
      </>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.dischargeDetail')}
        </Typography>
        {data ? (
          <Typography color="text.secondary">
            {t('discharges.detail.subtitle', {
              number: voucherNumberText(data),
              date: formatDate(data.date),
            })}
          </Typography>
        ) : null}
      </Stack>
      {content}
    </Stack>
  );
}
