import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { voucherNumberText } from '@/features/movements';
import { causalText, protocolText } from '../model/discharge-texts.ts';

/** What a discharge or a proposal row holds for the columns they share. */
export interface DischargeColumnsRow extends GridValidRowModel {
  number: number;
  year: number;
  causal: string | null;
  protocolNumber: string | null;
  protocolDate: string | null;
}

type SharedColumn = 'number' | 'date' | 'causal' | 'protocol' | 'assetCount' | 'totalValue';

/**
 * The columns the discharges' list and the proposals to discharge share: number/year, date, causal,
 * the DS's measure, the assets and their value; each list puts them in its order with its own.
 */
export function dischargeColumns<R extends DischargeColumnsRow>(
  t: TFunction,
  /** Where the headers are: the discharges' list or the proposals' choice. */
  headers: 'discharges.columns' | 'discharges.type.columns',
  causals: readonly { code: string; description: string }[] | undefined,
): Record<SharedColumn, GridColDef<R>> {
  return {
    number: {
      field: 'number',
      headerName: t(`${headers}.number`),
      width: 100,
      valueGetter: (_value, row) => voucherNumberText(row),
    },
    date: {
      field: 'date',
      headerName: t(`${headers}.date`),
      width: 110,
      valueFormatter: (value: string) => formatDate(value),
    },
    causal: {
      field: 'causal',
      headerName: t(`${headers}.causal`),
      flex: 1.2,
      minWidth: 160,
      valueGetter: (_value, row) => causalText(causals, row.causal),
    },
    protocol: {
      field: 'protocol',
      headerName: t(`${headers}.protocol`),
      flex: 1,
      minWidth: 150,
      valueGetter: (_value, row) => protocolText(row, t('discharges.of')),
    },
    assetCount: { field: 'assetCount', headerName: t(`${headers}.assetCount`), width: 80, type: 'number' },
    totalValue: {
      field: 'totalValue',
      headerName: t(`${headers}.totalValue`),
      width: 130,
      type: 'number',
      valueFormatter: (value: number) => formatEuros(value),
    },
  };
}
