import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VoucherFacts, voucherNumberText } from '@/features/movements';
import { proposalStatusText } from './proposal-status-chip.tsx';

export interface ProposalTypeStepProps {
  /** Edit mode: the saved proposal. */
  proposal?: MovementWithAssets;
  /** The year new proposals go in (the older open one), undefined when no year is open. */
  year: number | undefined;
}

/** The first step: the movement type (a discharge proposal) and the financial year it goes in. */
export function ProposalTypeStep({ proposal, year }: ProposalTypeStepProps) {
  const { t } = useTranslation();
  if (proposal) {
    return (
      <VoucherFacts
        facts={[
          { label: t('proposals.type.movementType'), value: t('proposals.type.proposal') },
          { label: t('proposals.detail.number'), value: voucherNumberText(proposal) },
          { label: t('proposals.details.date'), value: formatDate(proposal.date) },
          { label: t('proposals.detail.status'), value: proposalStatusText(t, proposal.status) },
        ]}
      />
    );
  }
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('proposals.type.movementType')}
          value={t('proposals.type.proposal')}
          slotProps={{ input: { readOnly: true } }}
          sx={{ width: { sm: 320 } }}
        />
        {year === undefined ? null : (
          <TextField
            label={t('proposals.type.year')}
            value={String(year)}
            helperText={t('proposals.type.yearHelp')}
            slotProps={{ input: { readOnly: true } }}
            sx={{ width: { sm: 320 } }}
          />
        )}
      </Stack>
      {year === undefined ? <Alert severity="warning">{t('proposals.type.noOpenYear')}</Alert> : null}
      <Typography color="text.secondary">{t('proposals.type.what')}</Typography>
    </Stack>
  );
}
