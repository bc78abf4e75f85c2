import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import Alert from '@mui/material/Alert';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import {
  DetailPlaceholder,
  isMovementId,
  MovementDetailPage,
  useMovementDetail,
  VoucherActions,
  VoucherSubtitle,
} from '@/features/movements';
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

/**
 * `#/value-voucher/{decrease|increase}/detail/{id}`: the voucher and its lines; edited in the movement
 * stepper or deleted. A path whose kind is not the voucher's leads to the right one; the yearly
 * depreciation's vouchers are shown, never changed.
 */
export default function ValueVoucherDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteVoucher = useDeleteVoucher();
  const meta = useRouteMeta();
  const { id, movement, years, failed, editing, setEditing } = useMovementDetail();
  const types = useVoucherTypes();
  const data = movement.data;
  const notFound = !isMovementId(id) || Boolean(!failed && data && years.data && !kindOf(data.type));

  let content: ReactNode;
  if (notFound || failed || !data || !years.data) {
    content = (
      <DetailPlaceholder
        notFound={notFound}
        failed={failed}
        listPath={LIST}
        backLabel={t('valueVouchers.actions.backToList')}
      />
    );
  } else if (data.type !== meta?.movementType) {
    return <Navigate to={voucherDetailPath(data)} replace />;
  } else {
    const kind = data.type as ValueVoucherKind;
    const system = isSystemVoucher(types.data, data.voucherType ?? null);
    const cannotEdit = editProblem(data, years.data, system);
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
          backLabel={t('valueVouchers.actions.backToList')}
          onBack={() => void navigate(LIST)}
          editLabel={t('valueVouchers.actions.edit')}
          onEdit={() => setEditing(true)}
          editProblem={cannotEdit ? t(cannotEdit) : undefined}
          deleteLabel={t('valueVouchers.actions.delete')}
          deleteProblem={
            data.editable.deletable
              ? undefined
              : system
                ? t('valueVouchers.systemHelp')
                : t('valueVouchers.detail.notDeletable')
          }
          onDelete={async () => {
            if (await deleteVoucher(data)) void navigate(LIST);
          }}
        />
        {system ? <Alert severity="info">{t('valueVouchers.systemHelp')}</Alert> : null}
        <ValueVoucherView kind={kind} movement={data} />
      </>
    );
  }

  return (
    <MovementDetailPage
      movementId={data?.id}
      title={t(`routes.${meta?.titleKey ?? 'valueVoucherDecreaseDetail'}`)}
      subtitle={
        data && kindOf(data.type) ? (
          <VoucherSubtitle voucher={data} text={(values) => t('valueVouchers.detail.subtitle', values)} />
        ) : null
      }
    >
      {content}
    </MovementDetailPage>
  );
}
