import type { ProposalSummary } from '@inventario/shared/contracts/out';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { isSelectedIn } from '@/components/data/grid-selection.ts';
import { useDischargeCausals } from '../api/list-discharge-causals.ts';
import { dischargeColumns } from './discharge-columns.ts';

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
  const columns = useMemo<GridColDef<ProposalSummary>[]>(() => {
    const shared = dischargeColumns<ProposalSummary>(t, 'discharges.type.columns', causals.data);
    return [
      {
        field: 'progressive',
        headerName: t('discharges.type.columns.progressive'),
        width: 110,
        type: 'number',
      },
      shared.number,
      shared.date,
      { ...shared.causal, minWidth: 170 },
      shared.protocol,
      shared.assetCount,
      shared.totalValue,
    ];
  }, [t, causals.data]);
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
