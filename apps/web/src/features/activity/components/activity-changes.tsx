import type { AuditEvent } from '@inventario/shared/contracts/audit';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldText, recordText, shownChanges, valueText } from '../model/activity-words.ts';
import { actionText, entityText, momentText } from './activity-columns.tsx';

/** The changed fields of one event, in words: field, before, after. */
export function ActivityChanges({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const changes = shownChanges(event.changes);
  const value = (field: string, shown: unknown) =>
    valueText(t, event.entity, field, shown, (moment) => momentText(moment, i18n.language));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t('activity.changes.title', {
          what: actionText(t, event.action),
          at: momentText(event.at, i18n.language),
        })}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {recordText(t, event, (entity) => entityText(t, entity))}
      </Typography>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{t('activity.changes.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('activity.changes.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('activity.changes.field')}</TableCell>
              <TableCell>{t('activity.changes.before')}</TableCell>
              <TableCell>{t('activity.changes.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell component="th" scope="row">
                  {fieldText(t, event.entity, change)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value(change.field, change.before)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value(change.field, change.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
