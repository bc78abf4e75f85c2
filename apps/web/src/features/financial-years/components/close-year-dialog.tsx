import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseYearRequest } from '../api/close-year.ts';
import { defaultCloseDateText, parseCloseDate } from '../model/close-date.ts';

export interface CloseYearDialogProps {
  /** The oldest open year: the one closing applies to. */
  year: number;
  busy: boolean;
  /** The choice the dialog starts with: the depreciation screen opens it on "with depreciation". */
  initialToDepreciate?: boolean;
  onSubmit: (request: CloseYearRequest) => void;
  onCancel: () => void;
}

/** Closing a year: the end date (inside that year, 31/12 proposed) and with or without depreciation. */
export function CloseYearDialog({
  year,
  busy,
  initialToDepreciate = false,
  onSubmit,
  onCancel,
}: CloseYearDialogProps) {
  const { t } = useTranslation();
  const [dateText, setDateText] = useState(() => defaultCloseDateText(year));
  const [toDepreciate, setToDepreciate] = useState(initialToDepreciate);
  const [touched, setTouched] = useState(false);
  const endDate = parseCloseDate(dateText, year);
  const showDateError = touched && !endDate;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (endDate) onSubmit({ endDate, toDepreciate });
  };

  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="close-year-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="close-year-title">{t('financialYear.close.title', { year })}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <TextField
              label={t('financialYear.close.endDate')}
              value={dateText}
              onChange={(event) => setDateText(event.target.value)}
              onBlur={() => setTouched(true)}
              error={showDateError}
              helperText={t(
                showDateError ? 'financialYear.close.endDateInvalid' : 'financialYear.close.endDateHelp',
                {
                  year,
                },
              )}
              required
              autoFocus
            />
            <FormControl>
              <FormLabel id="close-year-depreciation">{t('financialYear.close.depreciation')}</FormLabel>
              <RadioGroup
                aria-labelledby="close-year-depreciation"
                value={toDepreciate ? 'with' : 'without'}
                onChange={(event) => setToDepreciate(event.target.value === 'with')}
              >
                <FormControlLabel
                  value="without"
                  control={<Radio />}
                  label={t('financialYear.close.withoutDepreciation')}
                />
                <FormControlLabel
                  value="with"
                  control={<Radio />}
                  label={t('financialYear.close.withDepreciation')}
                />
              </RadioGroup>
              <FormHelperText>{t('financialYear.close.withDepreciationHelp')}</FormHelperText>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('financialYear.close.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
