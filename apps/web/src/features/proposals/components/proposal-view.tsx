import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { PROPOSAL_STATUS } from '@inventario/shared/contracts/out';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MovementLinesGrid,
  MovementTotals,
  VoucherFacts,
  VoucherSection,
  voucherNumberText,
} from '@/features/movements';
import { useProposalCausals } from '../api/proposal-lists.ts';
import { lineFromProposalAsset, proposalLineView } from '../model/proposal-lines.ts';
import { assetsToDischarge } from '../model/proposal-status.ts';
import { ProposalDocuments } from './proposal-documents.tsx';
import { proposalStatusText } from './proposal-status-chip.tsx';
import { RelatedDischarges } from './related-discharges.tsx';

/**
 * A discharge proposal as the register records it: status, number and year, progressive, date,
 * causal, protocol of the DS's measure, who confirmed it and when, notes and total; its assets with
 * their numbers and the values printed; its documents; the discharges made from it.
 */
export function ProposalView({ movement }: { movement: MovementWithAssets }) {
  const { t } = useTranslation();
  const causals = useProposalCausals();
  const causal = causals.data?.find((c) => c.code === movement.causal)?.description ?? movement.causal;
  const lines = useMemo(() => movement.assets.map(lineFromProposalAsset), [movement.assets]);
  const views = useMemo(() => lines.map((line) => proposalLineView(line)), [lines]);
  const part = movement.proposal;
  const confirmed = movement.status === PROPOSAL_STATUS.confirmed;
  const left = assetsToDischarge(movement);
  return (
    <Stack spacing={3}>
      <VoucherSection title={t('proposals.detail.proposal')}>
        <VoucherFacts
          facts={[
            { label: t('proposals.detail.status'), value: proposalStatusText(t, movement.status) },
            { label: t('proposals.detail.number'), value: voucherNumberText(movement) },
            { label: t('proposals.details.progressive'), value: part ? String(part.progressive) : null },
            { label: t('proposals.details.date'), value: formatDate(movement.date) },
            { label: t('proposals.details.causal'), value: causal },
            { label: t('proposals.details.protocolDate'), value: formatDate(part?.protocolDate) },
            { label: t('proposals.details.protocolNumber'), value: part?.protocolNumber },
            { label: t('proposals.detail.total'), value: formatEuros(movement.totalValue) },
            { label: t('proposals.detail.confirmedAt'), value: formatDate(part?.confirmedAt) },
            { label: t('proposals.detail.confirmedBy'), value: part?.confirmedBy },
            { label: t('proposals.details.notes'), value: movement.notes, wide: true },
          ]}
        />
      </VoucherSection>
      <VoucherSection title={t('proposals.detail.assets')}>
        <Stack spacing={2}>
          <MovementLinesGrid label={t('proposals.detail.assets')} lines={views} showNumbers />
          <MovementTotals lines={lines} />
          {confirmed ? (
            <Typography variant="body2">
              {left > 0
                ? t('proposals.detail.toDischarge', { count: left })
                : t('proposals.detail.allDischarged')}
            </Typography>
          ) : null}
        </Stack>
      </VoucherSection>
      <VoucherSection title={t('proposals.documents.title')}>
        <ProposalDocuments proposalId={movement.id} />
      </VoucherSection>
      <VoucherSection title={t('proposals.related.title')}>
        <RelatedDischarges proposalId={movement.id} />
      </VoucherSection>
    </Stack>
  );
}
