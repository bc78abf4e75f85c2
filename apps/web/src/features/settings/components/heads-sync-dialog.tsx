import type { SchoolData } from '@inventario/shared/contracts/school-data';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface HeadsSyncDialogProps {
  open: boolean;
  data: SchoolData;
  syncing: boolean;
  onSync: () => void;
  onClose: () => void;
}

/**
 * Spec 01 §2: the DS or the DSGA kept in the customer area differ from those the prints use; the
 * dialog shows both and offers to copy the customer area's names.
 */
export function HeadsSyncDialog({ open, data, syncing, onSync, onClose }: HeadsSyncDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const none = t('settings.heads.notSet');
  const rows = [
    { role: t('settings.heads.ds'), stored: data.manager, reference: data.ds },
    { role: t('settings.heads.dsga'), stored: data.consignee, reference: data.dsga },
  ];
  return (
    <Dialog
      open={open}
      onClose={syncing ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('settings.heads.changedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('settings.heads.changedMessage')}</DialogContentText>
        <Table size="small" aria-label={t('settings.heads.comparison')}>
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{t('settings.heads.stored')}</TableCell>
              <TableCell>{t('settings.heads.customerArea')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.role}>
                <TableCell component="th" scope="row">
                  {row.role}
                </TableCell>
                <TableCell>{row.stored?.trim() || none}</TableCell>
                <TableCell sx={{ fontWeight: (row.stored ?? '') === (row.reference ?? '') ? 400 : 700 }}>
                  {row.reference?.trim() || none}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={syncing}>
          {t('settings.heads.notNow')}
        </Button>
        <Button variant="contained" onClick={onSync} loading={syncing}>
          {t('settings.heads.sync')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
