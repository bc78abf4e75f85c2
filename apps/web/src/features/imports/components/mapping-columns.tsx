import type { TempListEntry } from '@inventario/shared/contracts/imports';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ListKind } from '../model/mapping-lists.ts';
import type { SourceText } from './use-source-text.ts';

/** An entry of the table: the list's entry, and what the file says of it in words. */
export type MappingRow = TempListEntry & { text: SourceText };

const CELL = { py: 1, minWidth: 0, lineHeight: 1.4, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** What the file says: code and name, and below what tells the entry apart. */
function SourceCell({ text }: { text: SourceText }) {
  return (
    <Stack sx={CELL}>
      <Typography variant="body2">
        {text.code ? (
          <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>
            {text.code}
          </Box>
        ) : null}
        {text.name}
      </Typography>
      {text.detailText ? (
        <Typography variant="caption" color="text.secondary">
          {text.detailText}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** Where the entry goes: the school's entry it maps onto, or a new one. */
function TargetCell({ t, kind, entry }: { t: TFunction; kind: ListKind; entry: TempListEntry }) {
  if (entry.action === 'map')
    return (
      <Stack sx={CELL}>
        <Typography variant="body2">{entry.targetLabel ?? `#${entry.targetId}`}</Typography>
      </Stack>
    );
  return (
    <Stack spacing={0.5} sx={{ ...CELL, alignItems: 'flex-start' }}>
      <Chip size="small" color="primary" variant="outlined" label={t(`imports.mapping.new.${kind}`)} />
      <Typography variant="caption" color="text.secondary">
        {t(`imports.mapping.willBeCreated.${kind}`)}
      </Typography>
    </Stack>
  );
}

const matchedByText = (t: TFunction, entry: TempListEntry) =>
  t(`imports.mapping.matchedBy.${entry.matchedBy ?? 'none'}`);

function ChangeButton({ t, row, onChange }: { t: TFunction; row: MappingRow; onChange: () => void }) {
  return (
    <Button
      size="small"
      startIcon={<EditOutlinedIcon fontSize="small" />}
      aria-label={t('imports.mapping.changeEntry', { name: row.text.fullName })}
      onClick={(event) => {
        event.stopPropagation();
        onChange();
      }}
    >
      {t('imports.mapping.change')}
    </Button>
  );
}

const actionsColumn = (t: TFunction, onChange: (entry: TempListEntry) => void): GridColDef<MappingRow> => ({
  field: 'actions',
  headerName: t('imports.mapping.columns.actions'),
  width: 120,
  sortable: false,
  renderCell: ({ row }) => (
    <Stack sx={{ height: '100%', justifyContent: 'center', alignItems: 'flex-start' }}>
      <ChangeButton t={t} row={row} onChange={() => onChange(row)} />
    </Stack>
  ),
});

/** A wide screen: the file's entry, where it goes, how it was matched, and "Cambia". */
export function mappingColumns(
  t: TFunction,
  kind: ListKind,
  onChange: (entry: TempListEntry) => void,
): GridColDef<MappingRow>[] {
  return [
    {
      field: 'source',
      headerName: t('imports.mapping.columns.source'),
      flex: 1.4,
      minWidth: 240,
      valueGetter: (_value, row) => row.text.fullName,
      renderCell: ({ row }) => <SourceCell text={row.text} />,
    },
    {
      field: 'target',
      headerName: t('imports.mapping.columns.target'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => (row.action === 'map' ? (row.targetLabel ?? '') : ''),
      renderCell: ({ row }) => <TargetCell t={t} kind={kind} entry={row} />,
    },
    {
      field: 'matchedBy',
      headerName: t('imports.mapping.columns.matchedBy'),
      width: 200,
      valueGetter: (_value, row) => matchedByText(t, row),
      renderCell: ({ formattedValue }) => (
        <Typography variant="body2" sx={CELL}>
          {String(formattedValue ?? '')}
        </Typography>
      ),
    },
    actionsColumn(t, onChange),
  ];
}

/** A phone: the file's entry with where it goes below it, and "Cambia". */
export function phoneMappingColumns(
  t: TFunction,
  kind: ListKind,
  onChange: (entry: TempListEntry) => void,
): GridColDef<MappingRow>[] {
  return [
    {
      field: 'source',
      headerName: t('imports.mapping.columns.source'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_value, row) => row.text.fullName,
      renderCell: ({ row }) => (
        <Stack spacing={0.5} sx={{ py: 1 }}>
          <SourceCell text={row.text} />
          <TargetCell t={t} kind={kind} entry={row} />
          <Typography variant="caption" color="text.secondary">
            {matchedByText(t, row)}
          </Typography>
        </Stack>
      ),
    },
    actionsColumn(t, onChange),
  ];
}
