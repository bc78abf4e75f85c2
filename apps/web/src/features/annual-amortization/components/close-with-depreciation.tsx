import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseYearDialog, useYearCommands } from '@/features/financial-years';

/**
 * "Chiudi l'esercizio con ammortamento": the financial years' own close dialog and command, opened on
 * "with depreciation". A refusal shows as it does there; `onRefused` lets the screen look again at
 * what blocks the close (the confirmed proposals).
 */
export function CloseWithDepreciation({
  year,
  disabled,
  onRefused,
}: {
  year: number;
  disabled: boolean;
  onRefused: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const commands = useYearCommands();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<LockIcon />}
        disabled={disabled || commands.busy}
        onClick={() => setOpen(true)}
      >
        {t('annualAmortization.close')}
      </Button>
      {open && (
        <CloseYearDialog
          year={year}
          busy={commands.closing}
          initialToDepreciate
          onCancel={() => setOpen(false)}
          onSubmit={async (request) => {
            if (await commands.close(year, request)) return setOpen(false);
            // Blocked by proposals: the dialog goes, so the screen's notice with their link shows.
            if (await onRefused()) setOpen(false);
          }}
        />
      )}
    </>
  );
}
