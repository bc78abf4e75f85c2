import type { MovementWithAssets } from '@inventario/shared/contracts/charges';
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
import { ChargeEditor } from '../components/charge-editor.tsx';
import { ChargeVoucher } from '../components/charge-voucher.tsx';
import { useDeleteCharge } from '../components/use-delete-charge.ts';

function VoucherActions({ movement, onEdit }: { movement: MovementWithAssets; onEdit: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteCharge = useDeleteCharge();
  const { deletable } = movement.editable;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate('/charge')}>
        {t('charges.actions.backToList')}
      </Button>
      <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit} sx={{ ml: { sm: 'auto' } }}>
        {t('charges.actions.edit')}
      </Button>
      <Tooltip title={deletable ? '' : t('charges.detail.notDeletable')}>
        <span>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={!deletable}
            onClick={async () => {
              if (await deleteCharge(movement)) void navigate('/charge');
            }}
          >
            {t('charges.actions.delete')}
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** `#/charge/detail/{id}`: the voucher and its assets; edited in the movement stepper, or deleted. */
export default function ChargeDetailPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const movement = useMovementWithAssets(id);
  const years = useAllYears();
  const [editing, setEditing] = useState(false);
  const data = movement.data;
  const failed = [movement, years].find((query) => query.isError);

  let content: ReactNode;
  if (!(Number.isInteger(id) && id > 0)) {
    content = (
      <PageProblem
        message={t('errors.notFound')}
        action={
          <Button color="inherit" size="small" onClick={() => void navigate('/charge')}>
            {t('charges.actions.backToList')}
          </Button>
        }
      />
    );
  } else if (failed) {
    content = (
      <PageProblem
        message={errorText(failed.error)}
        action={<RetryButton onRetry={() => void failed.refetch()} />}
      />
    );
  } else if (!data || !years.data) {
    content = <PageLoading />;
  } else if (editing) {
    content = (
      <ChargeEditor
        movement={data}
        years={years.data}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  } else {
    content = (
      <>
        <VoucherActions movement={data} onEdit={() => setEditing(true)} />
        {data.editable.content ? null : <Alert severity="info">{t('charges.details.locked')}</Alert>}
        <ChargeVoucher movement={data} />
      </>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.chargeDetail')}
        </Typography>
        {data ? (
          <Typography color="text.secondary">
            {t('charges.detail.subtitle', { number: voucherNumberText(data), date: formatDate(data.date) })}
          </Typography>
        ) : null}
      </Stack>
      {content}
    </Stack>
  );
}
