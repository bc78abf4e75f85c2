import type { Universality } from '@inventario/shared/contracts/universalities';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VoucherFacts, voucherNumberText } from '@/features/movements';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useViewFlags } from '@/shell/session/view-flags.tsx';
import { useChargeableUniversalities } from '../api/search-chargeable-universalities.ts';
import { type ChargeOrigin, otherOrigins } from '../model/charge-origin.ts';

export interface ChargeTypeStepProps {
  origin: ChargeOrigin;
  onOriginChange: (origin: ChargeOrigin) => void;
  universality: Universality | null;
  onUniversalityChange: (universality: Universality | null) => void;
  /** Set by the route (`/charge/new/asset/…`, `/charge/new/universality/…`): the start cannot change. */
  fixed: boolean;
  /** Edit mode: the saved voucher, whose type and origin no longer change. */
  voucher?: { number: number; year: number; date: string };
}

function universalityLabel(universality: Universality, t: TFunction): string {
  return t('charges.type.universalityOption', {
    description: universality.description,
    count: universality.assetCount,
    total: formatEuros(universality.totalHistoricalValue),
  });
}

/** The universality to charge: those not charged yet, complete ones first choosable. */
function UniversalityChoice({
  universality,
  onUniversalityChange,
}: Pick<ChargeTypeStepProps, 'universality' | 'onUniversalityChange'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const found = useChargeableUniversalities(true);
  if (found.isError) return <Alert severity="error">{errorText(found.error)}</Alert>;
  const choices = found.data ?? [];
  return (
    <TextField
      select
      label={t('charges.type.universality')}
      value={universality ? String(universality.id) : ''}
      onChange={(event) =>
        onUniversalityChange(choices.find((u) => String(u.id) === event.target.value) ?? null)
      }
      helperText={
        found.isSuccess && choices.length === 0
          ? t('charges.type.noUniversalities')
          : t('charges.type.universalityHelp')
      }
      disabled={!found.isSuccess}
      sx={{ maxWidth: 640 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)} disabled={choice.status !== 1}>
          {universalityLabel(choice, t)}
          {choice.status !== 1 ? ` — ${t('charges.type.incomplete')}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The first step of a new charge: the movement type (charge) and what it charges: new and waiting
 * assets, or a complete universality; the e-invoice opens its own screen. External movements start
 * from their list.
 */
export function ChargeTypeStep(props: ChargeTypeStepProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const others = otherOrigins(useViewFlags());
  const navigate = useNavigate();
  if (props.voucher) {
    return (
      <VoucherFacts
        facts={[
          { label: t('charges.type.movementType'), value: t('charges.type.chargeVoucher') },
          { label: t('charges.detail.number'), value: voucherNumberText(props.voucher) },
          { label: t('charges.details.date'), value: formatDate(props.voucher.date) },
        ]}
      />
    );
  }
  return (
    <Stack spacing={3}>
      <TextField
        label={t('charges.type.movementType')}
        value={t('charges.type.chargeVoucher')}
        slotProps={{ input: { readOnly: true } }}
        sx={{ maxWidth: 360 }}
      />
      <FormControl>
        <FormLabel id={labelId}>{t('charges.type.origin')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={props.origin}
          onChange={(event) => {
            if (event.target.value === 'invoice') void navigate('/charge/new/invoice');
            else props.onOriginChange(event.target.value as ChargeOrigin);
          }}
        >
          <FormControlLabel
            value="assets"
            control={<Radio />}
            label={t('charges.type.origins.assets')}
            disabled={props.fixed && props.origin !== 'assets'}
          />
          <FormControlLabel
            value="universality"
            control={<Radio />}
            label={t('charges.type.origins.universality')}
            disabled={props.fixed && props.origin !== 'universality'}
          />
          {others.map((origin) => (
            <FormControlLabel
              key={origin}
              value={origin}
              control={<Radio />}
              label={t(`charges.type.origins.${origin}`)}
              disabled={props.fixed}
            />
          ))}
          <FormControlLabel
            value="external"
            control={<Radio />}
            label={t('charges.type.origins.external')}
            disabled
          />
        </RadioGroup>
        <FormHelperText>{t('charges.type.laterExternal')}</FormHelperText>
      </FormControl>
      {props.origin === 'universality' ? (
        props.fixed && props.universality ? (
          <TextField
            label={t('charges.type.universality')}
            value={universalityLabel(props.universality, t)}
            slotProps={{ input: { readOnly: true } }}
            sx={{ maxWidth: 640 }}
          />
        ) : (
          <UniversalityChoice
            universality={props.universality}
            onUniversalityChange={props.onUniversalityChange}
          />
        )
      ) : null}
    </Stack>
  );
}
