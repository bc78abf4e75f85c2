import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAllYears } from '@/features/financial-years/api/search-years.ts';
import { useMovementWithAssets } from '@/features/movements/api/get-movement-with-assets.ts';
import {
  DetailPlaceholder,
  isMovementId,
  MovementDetailPage,
} from '@/features/movements/components/movement-detail-page.tsx';
import { VoucherActions } from '@/features/movements/components/voucher-actions.tsx';
import { voucherNumberText } from '@/features/movements/model/voucher.ts';
import { ChargeEditor } from '../components/charge-editor.tsx';
import { ChargeVoucher } from '../components/charge-voucher.tsx';
import { useDeleteCharge } from '../components/use-delete-charge.ts';

const LIST = '/charge';

/** `#/charge/detail/{id}`: the voucher and its assets; edited in the movement stepper, or deleted. */
export default function ChargeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteCharge = useDeleteCharge();
  const id = Number(useParams().id);
  const movement = useMovementWithAssets(id);
  const years = useAllYears();
  const [editing, setEditing] = useState(false);
  const data = movement.data;
  const failed = [movement, years].find((query) => query.isError);

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
      title={t('routes.chargeDetail')}
      subtitle={
        data ? (
          <Typography color="text.secondary">
            {t('charges.detail.subtitle', { number: voucherNumberText(data), date: formatDate(data.date) })}
          </Typography>
        ) : null
      }
    >
      {content}
    </MovementDetailPage>
  );
}
