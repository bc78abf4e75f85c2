import type { GridRowId } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';

/** Rows chosen in a `ServerDataGrid`, kept across pages; pass `selection` to the grid. */
export function useRowSelection<R>(mode: 'single' | 'multiple') {
  const [selected, setSelected] = useState<ReadonlyMap<GridRowId, R>>(new Map());
  const rows = useMemo(() => [...selected.values()], [selected]);
  return {
    rows,
    selection: { mode, selected, onChange: setSelected },
    clear: () => setSelected(new Map()),
  };
}

export type RowSelection<R> = ReturnType<typeof useRowSelection<R>>['selection'];
