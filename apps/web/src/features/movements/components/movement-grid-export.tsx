import type { MovementSearch, MovementSummary } from '@inventario/shared/contracts/movements';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { SortRequest } from '@/components/data/grid-sort.ts';
import { WithListExport } from '@/features/documents';

/** What a voucher list exports: its name, and the filters it applies. */
export interface MovementExport {
  title: string;
  search: MovementSearch;
}

/** A voucher grid with "Esporta" above it when the list exports (`exportAs`). */
export function MovementGridExport(props: {
  exportAs: MovementExport | undefined;
  sort: SortRequest;
  total: number;
  columns: readonly GridColDef<MovementSummary>[];
  labels: Readonly<Record<string, Readonly<Record<string, string>>>>;
  children: ReactNode;
}) {
  const { exportAs, ...rest } = props;
  return <WithListExport exportAs={exportAs && { list: 'movements', ...exportAs }} {...rest} />;
}
