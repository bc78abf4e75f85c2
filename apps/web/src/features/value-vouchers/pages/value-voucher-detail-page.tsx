import type { MovementWithAssets } from '@inventario/shared/contracts/charges';
import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { formatDate } from '@inventario/shared/format/date';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useAllYears } from '@/features/financial-years/api/search-years.ts';
import { useMovementWithAssets } from '@/features/movements/api/get-movement-with-assets.ts';
import { voucherNumberText } from '@/features/movements/model/voucher.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useVoucherTypes } from '../api/list-voucher-types.ts';
import { useDeleteVoucher } from '../components/use-delete-voucher.ts';
import { ValueVoucherEditor } from '../components/value-voucher-editor.tsx';
import { ValueVoucherView } from '../components/value-voucher-view.tsx';
import { kindOf, voucherDetailPath } from '../model/voucher-kind.ts';
import { isSystemVoucher } from '../model/voucher-types.ts';

const LIST = '/value-voucher';

/** Why the voucher cannot be edited, as an i18n key, or undefined when it can (notes at least). */
function editProblem(
  movement: MovementWithAssets,
  years: readonly FinancialYear[],
  system: boolean,
): ParseKeys | undefined {
  if (system) return 'valueVouchers.systemHelp';
  const year = years.find((candidate) => candidate.year === movement.year);
  if (year?.status.code !== YEAR_STATUS.open) return 'valueVouchers.detail.notEditable';
  return undefined;
}

function VoucherActions(props: {
  movement: MovementWithAssets;
  editProblem: ParseKeys | undefined;
  system: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteVoucher = useDeleteVoucher();
  const { deletable } = props.movement.editable;
  const deleteHelp = props.system ? t('valueVouchers.systemHelp') : t('valueVouchers.detail.notDeletable');
  const editHelp = props.editProblem ? t(props.editProblem) : '';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(LIST)}>
        {t('valueVouchers.actions.backToList')}
      </Button>
      <Tooltip title={editHelp}>
        <span style={{ marginLeft: 'auto' }}>
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            onClick={props.onEdit}
            disabled={Boolean(props.editProblem)}
          >
            {t('valueVouchers.actions.edit')}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={deletable ? '' : deleteHelp}>
        <span>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={!deletable}
            onClick={async () => {
              if (await deleteVoucher(props.movement)) void navigate(LIST);
            }}
          >
            {t('valueVouchers.actions.delete')}
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}

/**
 * `#/value-voucher/{decrease|increase}/detail/{id}`: the voucher and its lines; edited in the movement
 * stepper or deleted. A path whose kind is not the voucher's leads to the right one; the yearly
 * depreciation's vouchers are shown, never changed.
 */
export default function ValueVoucherDetailPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const id = Number(useParams().id);
  const movement = useMovementWithAssets(id);
  const years = useAllYears();
  const types = useVoucherTypes();
  const [editing, setEditing] = useState(false);
  const data = movement.data;
  const failed = [movement, years].find((query) => query.isError);
  const backToList = (
    <Button color="inherit" size="small" onClick={() => void navigate(LIST)}>
      {t('valueVouchers.actions.backToList')}
    </Button>
  );

  let content: ReactNode;
  if (!(Number.isInteger(id) && id > 0)) {
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
  } else if (!kindOf(data.type)) {
    content = <PageProblem message={t('errors.notFound')} action={backToList} />;
  } else if (data.type !== meta?.movementType) {
    return <Navigate to={voucherDetailPath(data)} replace />;
  } else {
    const kind = data.type as ValueVoucherKind;
    const system = isSystemVoucher(types.data, data.voucherType ?? null);
    content = editing ? (
      <ValueVoucherEditor
        kind={kind}
        movement={data}
        years={years.data}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    ) : (
      <>
        <VoucherActions
          movement={data}
          system={system}
          editProblem={editProblem(data, years.data, system)}
          onEdit={() => setEditing(true)}
        />
        {system ? <Alert severity="info">{t('valueVouchers.systemHelp')}</Alert> : null}
        <ValueVoucherView kind={kind} movement={data} />
      </>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t(`routes.${meta?.titleKey ?? 'valueVoucherDecreaseDetail'}`)}
        </Typography>
        {data && kindOf(data.type) ? (
          <Typography color="text.secondary">
            {t('valueVouchers.detail.subtitle', {
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
