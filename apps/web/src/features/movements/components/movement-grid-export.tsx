import type { MovementSearch, MovementSummary } from '@inventario/shared/contracts/movements';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { exportColumnsOf } from '@/components/data/export-columns.ts';
import type { SortRequest } from '@/components/data/grid-sort.ts';
import { ExportButton } from '@/features/documents';

/** What a voucher list exports: its name, and the filters it applies. */
export interface MovementExport {
  title: string;
  search: MovementSearch;
}

/** The words of coded values as a list's codes → texts (a causal list's, a status's). */
export const wordsOf = (items: readonly { code: string; description: string }[] | undefined) =>
  Object.fromEntries((items ?? []).map((item) => [item.code, item.description]));

/**
 * A voucher grid with "Esporta" above it when the list exports (`exportAs`): the vouchers the grid
 * shows (its filters, its sort, its columns) as a spreadsheet; `labels` name its coded columns' values
 * (causal, status, kind, reason).
 */
export function MovementGridExport(props: {
  exportAs: MovementExport | undefined;
  children: ReactNode;
  sort: SortRequest;
  total: number;
  columns: readonly GridColDef<MovementSummary>[];
  labels: Readonly<Record<string, Readonly<Record<string, string>>>>;
}) {
  const { exportAs, sort, columns, labels } = props;
  if (!exportAs) return props.children;
  const draft = () => ({
    list: 'movements' as const,
    title: exportAs.title,
    search: { ...exportAs.search, ...sort },
    columns: exportColumnsOf(columns, {}, labels),
  });
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <ExportButton draft={draft} rows={props.total} />
      </Stack>
      {props.children}
    </Stack>
  );
}
