import type { ProposalSummary, RelatedMovement } from '@inventario/shared/contracts/out';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/feedback/page-state.tsx';
import { VoucherFacts, voucherNumberText } from '@/features/movements';
import type { DischargeOrigin } from '../model/discharge-origin.ts';
import { ProposalsChoice } from './proposals-choice.tsx';

export interface DischargeTypeStepProps {
  origin: DischargeOrigin;
  onOriginChange: (origin: DischargeOrigin) => void;
  /** The confirmed proposals still to discharge; undefined while they load. */
  proposals: readonly ProposalSummary[] | undefined;
  proposalsError?: string;
  chosen: readonly number[];
  onChosenChange: (ids: number[]) => void;
  /** Edit mode: the saved voucher and the proposals it came from, which no longer change here. */
  voucher?: { number: number; year: number; date: string };
  related?: readonly RelatedMovement[];
}

/** The edit mode's type step: what the voucher is, and the proposals it came from. */
function SavedVoucherType({
  voucher,
  related,
}: {
  voucher: NonNullable<DischargeTypeStepProps['voucher']>;
  related: readonly RelatedMovement[];
}) {
  const { t } = useTranslation();
  return (
    <VoucherFacts
      facts={[
        { label: t('discharges.type.movementType'), value: t('discharges.type.dischargeVoucher') },
        { label: t('discharges.detail.number'), value: voucherNumberText(voucher) },
        { label: t('discharges.details.date'), value: formatDate(voucher.date) },
        {
          label: t('discharges.type.origin'),
          value:
            related.length === 0
              ? t('discharges.type.origins.direct')
              : related
                  .map((proposal) =>
                    t('discharges.detail.proposalName', {
                      number: voucherNumberText(proposal),
                      date: formatDate(proposal.date),
                    }),
                  )
                  .join('\n'),
        },
      ]}
    />
  );
}

/**
 * The type step of a discharge: the movement type, and where the assets come from: confirmed
 * proposals (ticked in their list) or charged assets chosen directly on the next step.
 */
export function DischargeTypeStep(props: DischargeTypeStepProps) {
  const { t } = useTranslation();
  const labelId = useId();
  if (props.voucher) return <SavedVoucherType voucher={props.voucher} related={props.related ?? []} />;
  const proposalsList = () => {
    if (props.proposalsError) return <Alert severity="error">{props.proposalsError}</Alert>;
    if (!props.proposals) return <PageLoading />;
    return (
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {t('discharges.type.proposalsLabel')}
        </Typography>
        <ProposalsChoice
          proposals={props.proposals}
          chosen={props.chosen}
          onChosenChange={props.onChosenChange}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('discharges.type.chosenProposals', { count: props.chosen.length })}
        </Typography>
      </Stack>
    );
  };
  return (
    <Stack spacing={3}>
      <TextField
        label={t('discharges.type.movementType')}
        value={t('discharges.type.dischargeVoucher')}
        slotProps={{ input: { readOnly: true } }}
        sx={{ maxWidth: 360 }}
      />
      <FormControl>
        <FormLabel id={labelId}>{t('discharges.type.origin')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={props.origin}
          onChange={(event) => props.onOriginChange(event.target.value as DischargeOrigin)}
        >
          <FormControlLabel
            value="proposals"
            control={<Radio />}
            label={t('discharges.type.origins.proposals')}
          />
          <FormControlLabel value="direct" control={<Radio />} label={t('discharges.type.origins.direct')} />
        </RadioGroup>
        <FormHelperText>
          {props.origin === 'proposals'
            ? t('discharges.type.proposalsHelp')
            : t('discharges.type.directHelp')}
        </FormHelperText>
      </FormControl>
      {props.origin === 'proposals' ? proposalsList() : null}
    </Stack>
  );
}
