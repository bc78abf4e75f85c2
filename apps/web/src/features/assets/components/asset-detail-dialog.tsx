import type { AssetDetail } from '@inventario/shared/contracts/assets';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityLink } from '@/features/activity';
import { AttachmentsPanel } from '@/features/attachments';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useAsset } from '../api/get-asset.ts';
import { numberText } from '../model/asset-numbers.ts';
import { canChargeAlone, editScopeOf, isWaiting } from '../model/asset-status.ts';
import { AssetHistoryTimeline } from './asset-history-timeline.tsx';
import { assetName } from './asset-name.ts';
import { AssetClassChips, AssetStatusChip } from './asset-status-chip.tsx';
import { type DetailItem, DetailList } from './detail-list.tsx';

export interface AssetDetailDialogProps {
  assetId: number;
  subcategories: readonly Subcategory[];
  onClose: () => void;
  onEdit?: (asset: AssetDetail) => void;
  onDelete?: (asset: AssetDetail) => void;
}

function timestamp(value: string, language: string): string {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime())
    ? value
    : `${formatDate(value)} ${instant.toLocaleTimeString(language === 'en' ? 'en-GB' : 'it-IT', { hour: '2-digit', minute: '2-digit' })}`;
}

function registerItems(asset: AssetDetail, t: TFunction): DetailItem[] {
  return [
    {
      label: t('assets.fields.status'),
      value: <AssetStatusChip status={asset.status} proposalStatus={asset.proposalStatus} />,
    },
    { label: t('assets.fields.class'), value: <AssetClassChips asset={asset} /> },
    { label: t('assets.fields.register'), value: asset.register.description },
    { label: t('assets.fields.category'), value: `${asset.category.code} ${asset.category.description}` },
    {
      label: t('assets.fields.subcategory'),
      value: `${asset.category.code}.${asset.subcategory.code} ${asset.subcategory.description}`,
    },
    { label: t('assets.fields.inventoryNumber'), value: numberText(asset, 'inventory') },
    { label: t('assets.fields.durableNumber'), value: numberText(asset, 'durable') },
    { label: t('assets.fields.originalInventoryNumber'), value: asset.originalInventoryNumber },
    {
      label: t('assets.fields.originalPrice'),
      value: asset.originalPrice === null ? null : formatEuros(asset.originalPrice),
    },
    {
      label: t('assets.fields.universality'),
      value: asset.universality ? (
        <Link href="#/universalities">{asset.universality.description}</Link>
      ) : null,
    },
  ];
}

function valueItems(asset: AssetDetail, t: TFunction): DetailItem[] {
  const charge = asset.chargeMovement;
  return [
    { label: t('assets.fields.historicalPrice'), value: formatEuros(asset.historicalPrice) },
    { label: t('assets.fields.actualPrice'), value: formatEuros(asset.actualPrice) },
    { label: t('assets.fields.quantity'), value: asset.quantity },
    { label: t('assets.fields.purchaseDate'), value: formatDate(asset.purchaseDate) },
    { label: t('assets.fields.chargeDate'), value: formatDate(asset.chargeDate) },
    {
      label: t('assets.fields.chargeMovement'),
      value: charge ? (
        <Link href={`#/charge/detail/${charge.id}`}>
          {t('assets.detail.chargeVoucher', {
            number: charge.number,
            year: charge.year,
            date: formatDate(charge.date),
          })}
        </Link>
      ) : null,
    },
    { label: t('assets.fields.origin'), value: t(`assets.origins.${asset.origin}`) },
    {
      label: t('assets.fields.inLaterMovements'),
      value: asset.inLaterMovements ? t('common.actions.yes') : t('common.actions.no'),
    },
  ];
}

function descriptiveItems(asset: AssetDetail, t: TFunction, language: string): DetailItem[] {
  return [
    {
      label: t('assets.fields.location'),
      value: asset.location
        ? `${asset.location.siteCode} / ${asset.location.code} – ${asset.location.description}`
        : null,
    },
    { label: t('assets.fields.barcode'), value: asset.barcode },
    { label: t('assets.fields.serialNumber'), value: asset.serialNumber },
    { label: t('assets.fields.brand'), value: asset.brand },
    { label: t('assets.fields.chassis'), value: asset.chassis },
    { label: t('assets.fields.licensePlate'), value: asset.licensePlate },
    { label: t('assets.fields.editor'), value: asset.editor },
    { label: t('assets.fields.author'), value: asset.author },
    { label: t('assets.fields.notes'), value: asset.notes },
    { label: t('assets.fields.createdAt'), value: timestamp(asset.createdAt, language) },
    { label: t('assets.fields.updatedAt'), value: timestamp(asset.updatedAt, language) },
  ];
}

/**
 * The asset's detail (spec 02 §3): every field, its charge voucher, its universality, its photos and
 * documents, and the history of its movements and changes; edit, charge and delete from here too.
 */
export function AssetDetailDialog(props: AssetDetailDialogProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const asset = useAsset(props.assetId);
  const data = asset.data;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {data ? t('assets.detail.title', { name: assetName(data, t) }) : t('assets.detail.loadingTitle')}
      </DialogTitle>
      <DialogContent dividers>
        {asset.isPending ? <CircularProgress aria-label={t('common.loading')} /> : null}
        {asset.isError ? <Alert severity="error">{errorText(asset.error)}</Alert> : null}
        {data ? (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack spacing={2}>
                <DetailList title={t('assets.detail.register')} items={registerItems(data, t)} />
                <DetailList title={t('assets.detail.values')} items={valueItems(data, t)} />
                <DetailList
                  title={t('assets.detail.description')}
                  items={descriptiveItems(data, t, i18n.language)}
                />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={3}>
                <Suspense fallback={<CircularProgress size={24} aria-label={t('common.loading')} />}>
                  <AttachmentsPanel record={{ owner: 'asset', ownerId: data.id }} />
                </Suspense>
                <div>
                  <Typography variant="overline" color="text.secondary" component="h3">
                    {t('assets.history.title')}
                  </Typography>
                  <AssetHistoryTimeline assetId={props.assetId} subcategories={props.subcategories} />
                </div>
              </Stack>
            </Grid>
          </Grid>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {data && props.onDelete && isWaiting(data) ? (
          <Button color="error" onClick={() => props.onDelete?.(data)} sx={{ mr: 'auto' }}>
            {t('forms.delete')}
          </Button>
        ) : null}
        {data ? <ActivityLink entity="asset" entityId={data.id} /> : null}
        {data && canChargeAlone(data) ? (
          <Button href={`#/charge/new/asset/${data.id}`}>{t('assets.actions.chargeShort')}</Button>
        ) : null}
        {data && props.onEdit && editScopeOf(data.status) ? (
          <Button onClick={() => props.onEdit?.(data)}>{t('forms.edit')}</Button>
        ) : null}
        <Button variant="contained" onClick={props.onClose}>
          {t('common.actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
