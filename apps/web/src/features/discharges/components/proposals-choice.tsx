import type { ProposalSummary } from '@inventario/shared/contracts/out';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { isSelectedIn } from '@/components/data/grid-selection.ts';
import { voucherNumberText } from '@/features/movements/model/voucher.ts';
import { useDischargeCausals } from '../api/list-discharge-causals.ts';
import { causalText, protocolText } from '../model/discharge-texts.ts';

export interface ProposalsChoiceProps {
  proposals: readonly ProposalSummary[];
  chosen: readonly number[];
  onChosenChange: (ids: number[]) => void;
}

/**
 * The confirmed proposals still to discharge, to tick (spec 02 §2): progressive, number/year, date,
 * causal, the DS's measure, the assets still to discharge and their value. A short list, all in the
 * browser.
 */
export function ProposalsChoice({ proposals, chosen, onChosenChange }: ProposalsChoiceProps) {
  const { t } = useTranslation();
  const causals = useDischargeCausals();
  const localeText = useGridLocaleText(t('discharges.type.noProposals'));
  const columns = useMemo<GridColDef<ProposalSummary>[]>(
    () => [
      {
        field: 'progressive',
        headerName: t('discharges.type.columns.progressive'),
        width: 110,
        type: 'number',
      },
      {
        field: 'number',
        headerName: t('discharges.type.columns.number'),
        width: 100,
        valueGetter: (_value, row) => voucherNumberText(row),
      },
      {
        field: 'date',
        headerName: t('discharges.type.columns.date'),
        width: 110,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'causal',
        headerName: t('discharges.type.columns.causal'),
        flex: 1.2,
        minWidth: 170,
        valueGetter: (_value, row) => causalText(causals.data, row.causal),
      },
      {
        field: 'protocol',
        headerName: t('discharges.type.columns.protocol'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => protocolText(row, t('discharges.of')),
      },
      { field: 'assetCount', headerName: t('discharges.type.columns.assetCount'), width: 80, type: 'number' },
      {
        field: 'totalValue',
        headerName: t('discharges.type.columns.totalValue'),
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => formatEuros(value),
      },
    ],
    [t, causals.data],
  );
  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(chosen) }),
    [chosen],
  );
  return (
    <DataGrid<ProposalSummary>
      aria-label={t('discharges.type.proposalsLabel')}
      autoHeight
      rows={proposals}
      columns={columns}
      checkboxSelection
      rowSelectionModel={selection}
      onRowSelectionModelChange={(model) =>
        onChosenChange(proposals.filter((row) => isSelectedIn(model, row.id)).map((row) => row.id))
      }
      initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      pageSizeOptions={[10, 25, 50]}
      disableColumnMenu
      localeText={localeText}
    />
  );
}
