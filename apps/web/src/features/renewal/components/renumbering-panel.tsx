import { DOCUMENT_GROUP } from '@inventario/shared/contracts/documents';
import type { Renewal } from '@inventario/shared/contracts/renewal';
import type { RenewalRenumbering } from '@inventario/shared/contracts/renewal-values';
import { formatDateTime } from '@inventario/shared/format/date';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NumberCell } from '@/components/data/number-cell.tsx';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useOpenPrintDialog } from '@/features/printing';
import { useRenumber, useRevertRenumbering } from '../api/change-renumbering.ts';
import { useRenumbering } from '../api/get-renumbering.ts';
import { RenumberingGoods } from './renumbering-goods.tsx';
import { StepActions } from './step-actions.tsx';

/** A register the renumbering touches: one that numbers or ever numbered goods. */
const inUse = (register: RenewalRenumbering['registers'][number]) =>
  register.goods > 0 || register.setAside > 0 || register.lastBefore > 0;

/** Each register's numbering: the goods it numbers, those set aside, its last number before and after. */
function RegistersTable({ renumbering }: { renumbering: RenewalRenumbering }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('renewal.renumbering.registersLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('renewal.renumbering.register')}</TableCell>
            <TableCell align="right">{t('renewal.renumbering.goods')}</TableCell>
            <TableCell align="right">{t('renewal.renumbering.setAside')}</TableCell>
            <TableCell align="right">{t('renewal.renumbering.lastBefore')}</TableCell>
            <TableCell align="right">{t('renewal.renumbering.lastAfter')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {renumbering.registers.filter(inUse).map((register) => (
            <TableRow key={register.registerId}>
              <TableCell>{register.description}</TableCell>
              <NumberCell>{register.goods}</NumberCell>
              <NumberCell>{register.setAside}</NumberCell>
              <NumberCell>{register.lastBefore}</NumberCell>
              <NumberCell>{register.lastAfter}</NumberCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The renumbering: before it, each register's new numbering and the goods in their new order, and
 * "Esegui la rinumerazione"; after it, the labels to print again from the new numbers and "Annulla la
 * rinumerazione", which the server refuses once a movement follows the renewal date.
 */
export function RenumberingPanel({
  renewal,
  onStepChanged,
}: {
  renewal: Renewal;
  onStepChanged: () => void;
}) {
  const { t } = useTranslation();
  const query = useRenumbering(renewal.id);
  const run = useRenumber(renewal.id);
  const revert = useRevertRenumbering(renewal.id);
  const openPrintDialog = useOpenPrintDialog();
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <PageProblem
        message={t('renewal.renumbering.loadFailed')}
        action={<RetryButton onRetry={() => void query.refetch()} />}
      />
    );
  }
  const renumbering = query.data;
  return (
    <Stack spacing={2}>
      {renumbering.renumbered && renumbering.renumberedAt ? (
        <Alert
          severity="success"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<QrCode2Icon />}
              onClick={() => openPrintDialog(DOCUMENT_GROUP.labels)}
            >
              {t('renewal.renumbering.printLabels')}
            </Button>
          }
        >
          {t('renewal.renumbering.doneAt', { date: formatDateTime(renumbering.renumberedAt) })}
        </Alert>
      ) : (
        <Alert severity="info">{t('renewal.renumbering.preview')}</Alert>
      )}
      <RegistersTable renumbering={renumbering} />
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {t('renewal.renumbering.goodsTitle')}
        </Typography>
        <RenumberingGoods renewalId={renewal.id} renumbered={renumbering.renumbered} />
      </Stack>
      <StepActions
        renewal={renewal}
        step="renumbering"
        done={renumbering.renumbered}
        run={{ action: 'renumber', change: run, icon: <FormatListNumberedIcon /> }}
        revert={{ action: 'revertRenumbering', change: revert }}
        onStepChanged={onStepChanged}
      />
    </Stack>
  );
}
