import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { PROPOSAL_STATUS } from '@inventario/shared/contracts/out';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DetailPlaceholder,
  isMovementId,
  MovementDetailPage,
  useMovementDetail,
  VoucherSubtitle,
} from '@/features/movements';
import { ProposalActionsBar } from '../components/proposal-actions-bar.tsx';
import { ProposalEditor } from '../components/proposal-editor.tsx';
import { ProposalStatusChip } from '../components/proposal-status-chip.tsx';
import { ProposalView } from '../components/proposal-view.tsx';
import { proposalActions } from '../model/proposal-status.ts';

function yearIsOpen(years: readonly FinancialYear[], year: number): boolean {
  return years.some((candidate) => candidate.year === year && candidate.status.code === YEAR_STATUS.open);
}

/** The proposal with its actions and the warnings that go with it. */
function ProposalDetail({
  movement,
  years,
  onEdit,
}: {
  movement: MovementWithAssets;
  years: readonly FinancialYear[];
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const yearOpen = yearIsOpen(years, movement.year);
  const toBeConfirmed = movement.status === PROPOSAL_STATUS.toBeConfirmed;
  return (
    <>
      <ProposalActionsBar movement={movement} actions={proposalActions(movement, yearOpen)} onEdit={onEdit} />
      {yearOpen ? null : <Alert severity="info">{t('proposals.detail.yearClosed')}</Alert>}
      {movement.proposal?.pricesChanged ? (
        <Alert severity="warning">
          {toBeConfirmed ? t('proposals.detail.pricesChanged') : t('proposals.detail.pricesDiffer')}
        </Alert>
      ) : null}
      <ProposalView movement={movement} />
    </>
  );
}

/** `#/outdated/detail/{id}`: the proposal, its assets and related discharges, and what can be done with it. */
export default function ProposalDetailPage() {
  const { t } = useTranslation();
  const { id, movement, years, failed, editing, setEditing } = useMovementDetail();
  const data = movement.data;
  // Another movement's id: its own screen shows it.
  const notFound = !isMovementId(id) || Boolean(!failed && data && years.data && data.type !== 3);

  let content: ReactNode;
  if (notFound || failed || !data || !years.data) {
    content = (
      <DetailPlaceholder
        notFound={notFound}
        failed={failed}
        listPath="/outdated"
        backLabel={t('proposals.actions.backToList')}
      />
    );
  } else if (editing) {
    content = (
      <ProposalEditor
        movement={data}
        years={years.data}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  } else {
    content = <ProposalDetail movement={data} years={years.data} onEdit={() => setEditing(true)} />;
  }

  return (
    <MovementDetailPage
      movementId={data?.id}
      title={t('routes.outdatedDetail')}
      subtitle={
        data && data.type === 3 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <VoucherSubtitle voucher={data} text={(values) => t('proposals.detail.subtitle', values)} />
            <ProposalStatusChip status={data.status} />
          </Stack>
        ) : null
      }
    >
      {content}
    </MovementDetailPage>
  );
}
