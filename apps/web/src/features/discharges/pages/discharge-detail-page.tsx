import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { RelatedMovement } from '@inventario/shared/contracts/out';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import {
  DetailPlaceholder,
  isMovementId,
  MovementDetailPage,
  useMovementDetail,
  VoucherActions,
  VoucherSubtitle,
} from '@/features/movements';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useMovementsWithAssets } from '../api/list-movements-with-assets.ts';
import { useRelatedProposals } from '../api/list-related-proposals.ts';
import { DischargeEditor } from '../components/discharge-editor.tsx';
import { DischargeVoucher } from '../components/discharge-voucher.tsx';
import { useDeleteDischarge } from '../components/use-delete-discharge.ts';

const LIST = '/discharge';

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
  const deleteDischarge = useDeleteDischarge();
  const { id, movement, years, failed, editing, setEditing } = useMovementDetail();
  const related = useRelatedProposals(id);
  const data = movement.data?.type === MOVEMENT_TYPE.discharge ? movement.data : undefined;
  const notFound = !isMovementId(id) || Boolean(movement.data && !data);

  let content: ReactNode;
  if (notFound || failed || !data || !years.data) {
    content = (
      <DetailPlaceholder
        notFound={notFound}
        failed={failed}
        listPath={LIST}
        backLabel={t('discharges.actions.backToList')}
      />
    );
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
    const { content: editable, deletable } = data.editable;
    content = (
      <>
        <VoucherActions
          backLabel={t('discharges.actions.backToList')}
          onBack={() => void navigate(LIST)}
          editLabel={t('discharges.actions.edit')}
          onEdit={() => setEditing(true)}
          editProblem={editable ? undefined : t('discharges.detail.notEditable')}
          deleteLabel={t('discharges.actions.delete')}
          deleteProblem={deletable ? undefined : t('discharges.detail.notDeletable')}
          onDelete={async () => {
            if (await deleteDischarge(data, (related.data ?? []).length > 0)) void navigate(LIST);
          }}
          waiting={!related.data}
        />
        {data.editable.content && !data.editable.assets ? (
          <Alert severity="info">{t('discharges.detail.assetsLocked')}</Alert>
        ) : null}
        {related.isError ? <Alert severity="error">{errorText(related.error)}</Alert> : null}
        <DischargeVoucher movement={data} related={related.data} />
      </>
    );
  }

  return (
    <MovementDetailPage
      movementId={data?.id}
      title={t('routes.dischargeDetail')}
      subtitle={
        data ? (
          <VoucherSubtitle voucher={data} text={(values) => t('discharges.detail.subtitle', values)} />
        ) : null
      }
    >
      {content}
    </MovementDetailPage>
  );
}
