import type { ExternalMovementDetail } from '@inventario/shared/contracts/external-movements';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { voucherNumberText } from '@/features/movements';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useExternalMovement } from '../api/get-external-movement.ts';
import { sourceKey } from '../model/external-labels.ts';
import { ExternalStatusChip } from './external-status-chip.tsx';

export interface ExternalDetailDialogProps {
  id: number;
  onClose: () => void;
  onComplete: (movement: ExternalMovementDetail) => void;
  onDelete: (movement: ExternalMovementDetail) => void;
  onCharge: (movement: ExternalMovementDetail) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function Goods({ movement }: { movement: ExternalMovementDetail }) {
  const { t } = useTranslation();
  const missing = (
    <Typography component="span" color="warning.main" variant="body2">
      {t('externalMovements.detail.missing')}
    </Typography>
  );
  return (
    <Table size="small" aria-label={t('externalMovements.detail.goods')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('externalMovements.columns.description')}</TableCell>
          <TableCell align="right">{t('externalMovements.detail.quantity')}</TableCell>
          <TableCell align="right">{t('externalMovements.detail.unitPrice')}</TableCell>
          <TableCell align="right">{t('externalMovements.detail.lineTotal')}</TableCell>
          <TableCell>{t('externalMovements.detail.subcategory')}</TableCell>
          <TableCell>{t('externalMovements.detail.location')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {movement.lines.map((line, index) => (
          // The goods have no id of their own: their place in the document is theirs.
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are never reordered
          <TableRow key={index}>
            <TableCell>{line.description}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatEuros(line.unitPrice)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatEuros(Math.round(line.unitPrice * line.quantity * 100) / 100)}
            </TableCell>
            <TableCell>
              {line.subcategory ? `${line.subcategory.code} ${line.subcategory.description}` : missing}
            </TableCell>
            <TableCell>
              {line.location
                ? `${line.location.siteCode} · ${line.location.code} ${line.location.description}`
                : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * An external movement's detail (spec 02 §2 "warehouse movements: view detail"): where it came from,
 * its document, supplier and creditor, status, its goods; and, while it waits, complete its data,
 * charge it or delete it.
 */
export function ExternalDetailDialog({
  id,
  onClose,
  onComplete,
  onDelete,
  onCharge,
}: ExternalDetailDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const detail = useExternalMovement(id);
  const movement = detail.data;
  const waiting = movement ? movement.charge === null : false;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{movement?.description ?? t('externalMovements.detail.title')}</DialogTitle>
      <DialogContent>
        {detail.isError ? (
          <Alert severity="error">{`${t('externalMovements.detail.loadFailed')}: ${errorText(detail.error)}`}</Alert>
        ) : null}
        {!movement && !detail.isError ? (
          <Stack sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Stack>
        ) : null}
        {movement ? (
          <Stack spacing={3}>
            <Stack component="dl" direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', m: 0 }}>
              <Fact label={t('externalMovements.detail.source')}>
                {sourceKey(movement.source) ? t(sourceKey(movement.source) as ParseKeys) : movement.source}
              </Fact>
              <Fact label={t('externalMovements.detail.document')}>
                {t('externalMovements.detail.documentText', {
                  number: movement.documentNumber ?? '—',
                  date: formatDate(movement.documentDate) || '—',
                })}
              </Fact>
              <Fact label={t('externalMovements.detail.supplier')}>
                {[movement.supplier.name, movement.supplier.vatNumber].filter(Boolean).join(' · ') || '—'}
              </Fact>
              <Fact label={t('externalMovements.detail.creditor')}>
                {movement.creditor?.description ?? t('externalMovements.detail.noCreditor')}
              </Fact>
              <Fact label={t('externalMovements.detail.total')}>{formatEuros(movement.totalValue)}</Fact>
              <Fact label={t('externalMovements.detail.importedAt')}>
                {formatDate(movement.importedAt.slice(0, 10))}
              </Fact>
              {movement.status !== null || movement.charge ? (
                <Fact label={t('externalMovements.detail.status')}>
                  <ExternalStatusChip status={movement.status} charge={movement.charge} />
                </Fact>
              ) : null}
              {movement.charge ? (
                <Fact label={t('externalMovements.detail.charge')}>
                  <Link href={`#/charge/detail/${movement.charge.id}`}>
                    {`${voucherNumberText(movement.charge)} · ${formatDate(movement.charge.date)}`}
                  </Link>
                </Fact>
              ) : null}
            </Stack>
            <div>
              <Typography variant="subtitle1" component="h3">
                {t('externalMovements.detail.goods')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('externalMovements.detail.goodsCount', {
                  count: movement.assetCount,
                  lines: movement.lineCount,
                })}
              </Typography>
              <Goods movement={movement} />
            </div>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {movement && waiting ? (
          <>
            <Button color="error" onClick={() => onDelete(movement)} sx={{ mr: 'auto' }}>
              {t('forms.delete')}
            </Button>
            <Button onClick={() => onComplete(movement)}>{t('externalMovements.actions.complete')}</Button>
            <Button variant="contained" onClick={() => onCharge(movement)}>
              {t('externalMovements.actions.charge')}
            </Button>
          </>
        ) : null}
        <Button onClick={onClose}>{t('common.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
