import { ASSET_STATUS, type AssetSummary } from '@inventario/shared/contracts/assets';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionDialogProps } from '@/components/selection/selection-dialog.tsx';
import { AssetChoiceDialog, AssetMark, assetChoiceColumns, assetChoiceTexts } from '@/features/movements';

const SORT_KEYS = { description: 'description', historicalPrice: 'historicalPrice', location: 'location' };
const BY_DESCRIPTION = { sortBy: 'description', sortDesc: false };
const WAITING = { status: ASSET_STATUS.waiting };

function columnsOf(t: TFunction, presentIds: ReadonlySet<number>): GridColDef<AssetSummary>[] {
  return assetChoiceColumns(t, {
    marks: (row) => (
      <>
        {row.universalityId ? <AssetMark label={t('charges.waiting.inUniversality')} /> : null}
        {presentIds.has(row.id) ? <AssetMark primary label={t('charges.waiting.inCharge')} /> : null}
      </>
    ),
    price: { field: 'historicalPrice', headerName: t('movements.lines.value'), width: 120 },
  });
}

export interface WaitingAssetsDialogProps extends SelectionDialogProps<AssetSummary> {
  /** Assets already among the charge's lines: marked, and not added twice. */
  presentIds: ReadonlySet<number>;
}

/**
 * The waiting assets (spec 02 §2: a selectable list for building movements): several can be chosen,
 * across pages, and join the charge as they are.
 */
export function WaitingAssetsDialog({ presentIds, ...rest }: WaitingAssetsDialogProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => columnsOf(t, presentIds), [t, presentIds]);
  return (
    <AssetChoiceDialog
      {...rest}
      filters={WAITING}
      columns={columns}
      sortKeys={SORT_KEYS}
      defaultSort={BY_DESCRIPTION}
      texts={assetChoiceTexts(t, 'charges.waiting')}
    />
  );
}
