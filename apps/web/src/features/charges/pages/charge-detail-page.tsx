import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DetailPlaceholder,
  isMovementId,
  MovementDetailPage,
  useMovementDetail,
  VoucherActions,
  VoucherSubtitle,
} from '@/features/movements';
import { ChargeEditor } from '../components/charge-editor.tsx';
import { ChargeVoucher } from '../components/charge-voucher.tsx';
import { useDeleteCharge } from '../components/use-delete-charge.ts';

const LIST = '/charge';

/** `#/charge/detail/{id}`: the voucher and its assets; edited in the movement stepper, or deleted. */
export default function ChargeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteCharge = useDeleteCharge();
  const { id, movement, years, failed, editing, setEditing } = useMovementDetail();
  const data = movement.data;

  let content: ReactNode;
  if (!isMovementId(id) || failed || !data || !years.data) {
    content = (
      <DetailPlaceholder
        notFound={!isMovementId(id)}
        failed={failed}
        listPath={LIST}
        backLabel={t('charges.actions.backToList')}
      />
    );
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
        <VoucherActions
          backLabel={t('charges.actions.backToList')}
          onBack={() => void navigate(LIST)}
          editLabel={t('charges.actions.edit')}
          onEdit={() => setEditing(true)}
          deleteLabel={t('charges.actions.delete')}
          deleteProblem={data.editable.deletable ? undefined : t('charges.detail.notDeletable')}
          onDelete={async () => {
            if (await deleteCharge(data)) void navigate(LIST);
          }}
        />
        {data.editable.content ? null : <Alert severity="info">{t('charges.details.locked')}</Alert>}
        <ChargeVoucher movement={data} />
      </>
    );
  }

  return (
    <MovementDetailPage
      movementId={data?.id}
      title={t('routes.chargeDetail')}
      subtitle={
        data ? (
          <VoucherSubtitle voucher={data} text={(values) => t('charges.detail.subtitle', values)} />
        ) : null
      }
    >
      {content}
    </MovementDetailPage>
  );
}
