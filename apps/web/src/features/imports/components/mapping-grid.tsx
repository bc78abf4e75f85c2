import type { TempListEntry } from '@inventario/shared/contracts/imports';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { type ListKind, pageOfEntry } from '../model/mapping-lists.ts';
import { type MappingRow, mappingColumns, phoneMappingColumns } from './mapping-columns.tsx';
import { useSourceText } from './use-source-text.ts';

const PAGE_SIZES = [10, 25, 50, 100];

export interface MappingGridProps {
  kind: ListKind;
  entries: readonly TempListEntry[];
  /** The entry to show and mark: its page is turned to and it is scrolled into view. */
  highlight: string | undefined;
  onChange: (entry: TempListEntry) => void;
}

/** The entries of one list, paged here (the list comes whole): the file's entry, its match, "Cambia". */
export function MappingGrid({ kind, entries, highlight, onChange }: MappingGridProps) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText();
  const sourceText = useSourceText();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const frame = useRef<HTMLDivElement>(null);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const rows = useMemo<MappingRow[]>(
    () => entries.map((entry) => ({ ...entry, text: sourceText(kind, entry.source) })),
    [entries, kind, sourceText],
  );
  const columns = useMemo(
    () => (phone ? phoneMappingColumns(t, kind, onChange) : mappingColumns(t, kind, onChange)),
    [phone, t, kind, onChange],
  );

  // A refused confirm names an entry: its page first, then the row in view.
  useEffect(() => {
    if (highlight === undefined) return;
    setPagination((current) => {
      const page = pageOfEntry(entries, highlight, current.pageSize);
      return page === undefined || page === current.page ? current : { ...current, page };
    });
  }, [highlight, entries]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page turned to is drawn first, then found
  useEffect(() => {
    if (highlight === undefined) return;
    const found = requestAnimationFrame(() =>
      [...(frame.current?.querySelectorAll('[role=row][data-id]') ?? [])]
        .find((row) => row.getAttribute('data-id') === highlight)
        ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
    );
    return () => cancelAnimationFrame(found);
  }, [highlight, pagination.page]);

  return (
    <div ref={frame}>
      <DataGrid<MappingRow>
        aria-label={t('imports.mapping.gridLabel', { list: t(`imports.mapping.lists.${kind}`) })}
        autoHeight
        rows={rows}
        columns={columns}
        getRowId={(row) => row.sourceKey}
        getRowHeight={() => 'auto'}
        getRowClassName={(params) => (params.id === highlight ? 'row-conflict' : '')}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={PAGE_SIZES}
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={localeText}
        sx={{
          '& .row-conflict': {
            bgcolor: (theme) =>
              theme.palette.mode === 'dark' ? 'rgba(244, 67, 54, 0.16)' : 'rgba(211, 47, 47, 0.08)',
            boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.error.main}`,
          },
        }}
      />
    </div>
  );
}
