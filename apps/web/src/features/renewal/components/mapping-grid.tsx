import type { MappingRowView, RenewalSubcategory } from '@inventario/shared/contracts/renewal';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { type RowEdit, type RowProblem, rateInputText, subcategoryText } from '../model/mapping-form.ts';

/** A row of the grid: the subcategory in use, its target as the form holds it, and what is wrong. */
export interface MappingGridRow {
  id: number;
  view: MappingRowView;
  edit: RowEdit;
  /** The chosen target, when it is in the current list. */
  target: RenewalSubcategory | null;
  problems: readonly RowProblem[];
  /** Named by the refused confirmation. */
  refused: boolean;
}

export interface MappingGridProps {
  rows: readonly MappingGridRow[];
  /** The current subcategories a row may choose from, by register kind. */
  targets: ReadonlyMap<string, RenewalSubcategory[]>;
  /** Targets and rates may change (the mapping is not confirmed). */
  editable: boolean;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onTargetChange: (id: number, target: RenewalSubcategory | null) => void;
  onRateChange: (id: number, text: string) => void;
}

export const MAPPING_PAGE_SIZES = [10, 25, 50, 100];

const CELL = { py: 1, minWidth: 0, lineHeight: 1.4, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
const NO_TARGETS: RenewalSubcategory[] = [];

const problemColor = {
  unmapped: 'warning',
  rateConflict: 'error',
  crossRegister: 'error',
  invalidRate: 'error',
} as const;

// The grid moves between cells with the arrows, space and enter: typing in a field keeps them.
const keepKeys = (event: KeyboardEvent) => event.stopPropagation();

function ProblemChips({ t, problems }: { t: TFunction; problems: readonly RowProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
      {problems.map((problem) => (
        <Chip
          key={problem}
          size="small"
          color={problemColor[problem]}
          variant="outlined"
          label={t(`renewal.mapping.problems.${problem}`)}
        />
      ))}
    </Stack>
  );
}

function TargetField(props: {
  row: MappingGridRow;
  options: readonly RenewalSubcategory[];
  /** A visible label (a phone's stacked cell), else a name for assistive technology only. */
  label?: string;
  onChange: (id: number, target: RenewalSubcategory | null) => void;
}) {
  const { t } = useTranslation();
  const { row } = props;
  const name = t('renewal.mapping.targetOf', { subcategory: subcategoryText(row.view.subcategory) });
  return (
    <Box onKeyDown={keepKeys} sx={{ width: '100%' }}>
      <Autocomplete<RenewalSubcategory>
        size="small"
        fullWidth
        options={props.options}
        value={row.target}
        groupBy={(option) => `${option.categoryCode} ${option.categoryDescription}`}
        getOptionLabel={subcategoryText}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={t('renewal.mapping.noTargets')}
        onChange={(_event, target) => props.onChange(row.id, target)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={props.label}
            error={row.problems.includes('unmapped') || row.problems.includes('crossRegister')}
            slotProps={{
              ...params.slotProps,
              // The cell may cut a long name: the whole of it shows on hover.
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-label': name,
                title: row.target ? subcategoryText(row.target) : undefined,
              },
            }}
          />
        )}
      />
    </Box>
  );
}

function RateField(props: {
  row: MappingGridRow;
  label?: string;
  language: string;
  onChange: (id: number, text: string) => void;
}) {
  const { t } = useTranslation();
  const { row } = props;
  const wrong = row.problems.includes('invalidRate') || row.problems.includes('rateConflict');
  return (
    <TextField
      size="small"
      fullWidth
      label={props.label}
      value={row.edit.rateText}
      placeholder={row.target ? rateInputText(row.target.rate, props.language) : undefined}
      onChange={(event) => props.onChange(row.id, event.target.value)}
      onKeyDown={keepKeys}
      error={wrong}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          'aria-label': t('renewal.mapping.targetRateOf', {
            subcategory: subcategoryText(row.view.subcategory),
          }),
          'aria-invalid': wrong,
        },
      }}
      sx={{ '& input': { textAlign: 'right' } }}
    />
  );
}

/** The target's rate as saved: its own when the row gives none. */
const shownRate = (row: MappingGridRow, language: string) =>
  rateInputText(row.view.targetRate ?? row.target?.rate ?? null, language) || '—';

/**
 * The subcategories in use, each with its register, category, goods and rate, then the target in the
 * current list (of the same register) and the rate the goods take there, typed in place while the
 * mapping is open; rows with a problem are marked, those a refused confirmation named stand out. On a
 * phone, one stacked cell per row. Paged in the browser (the mapping comes whole).
 */
export function MappingGrid(props: MappingGridProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const localeText = useGridLocaleText(t('renewal.mapping.empty'));
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { editable, targets } = props;
  const changeTarget = useLatestCallback(props.onTargetChange);
  const changeRate = useLatestCallback(props.onRateChange);

  const columns = useMemo<GridColDef<MappingGridRow>[]>(() => {
    const optionsOf = (row: MappingGridRow) => targets.get(row.view.subcategory.registerKind) ?? NO_TARGETS;
    const registerText = (row: MappingGridRow) =>
      t(`catalogue.registerKinds.${row.view.subcategory.registerKind}`);
    const categoryText = (row: MappingGridRow) =>
      `${row.view.subcategory.categoryCode} ${row.view.subcategory.categoryDescription}`;
    const ownText = (row: MappingGridRow) =>
      `${row.view.subcategory.code} ${row.view.subcategory.description}`;
    const targetText = (row: MappingGridRow) =>
      row.target ? subcategoryText(row.target) : t('renewal.mapping.noTarget');
    if (phone)
      return [
        {
          field: 'mapping',
          headerName: t('renewal.mapping.columns.mapping'),
          flex: 1,
          sortable: false,
          valueGetter: (_value, row) => ownText(row),
          renderCell: ({ row }) => (
            <Stack spacing={1} sx={{ ...CELL, width: '100%' }}>
              <Box>
                <Typography variant="caption" color="text.secondary" component="p">
                  {registerText(row)} · {categoryText(row)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {ownText(row)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('renewal.mapping.assetsAndRate', {
                    count: row.view.assets,
                    rate: rateInputText(row.view.subcategory.rate, language),
                  })}
                </Typography>
                <ProblemChips t={t} problems={row.problems} />
              </Box>
              {editable ? (
                <>
                  <TargetField
                    row={row}
                    options={optionsOf(row)}
                    label={t('renewal.mapping.target')}
                    onChange={changeTarget}
                  />
                  <RateField
                    row={row}
                    label={t('renewal.mapping.targetRate')}
                    language={language}
                    onChange={changeRate}
                  />
                </>
              ) : (
                <Typography variant="body2">
                  → {targetText(row)} · {shownRate(row, language)} %
                </Typography>
              )}
            </Stack>
          ),
        },
      ];
    return [
      {
        field: 'register',
        headerName: t('renewal.mapping.columns.register'),
        width: 110,
        valueGetter: (_value, row) => registerText(row),
        renderCell: ({ value }) => <Box sx={CELL}>{String(value ?? '')}</Box>,
      },
      {
        field: 'category',
        headerName: t('renewal.mapping.columns.category'),
        flex: 0.7,
        minWidth: 130,
        valueGetter: (_value, row) => categoryText(row),
        renderCell: ({ value }) => <Box sx={CELL}>{String(value ?? '')}</Box>,
      },
      {
        field: 'subcategory',
        headerName: t('renewal.mapping.columns.subcategory'),
        flex: 1,
        minWidth: 170,
        valueGetter: (_value, row) => ownText(row),
        renderCell: ({ row, value }) => (
          <Box sx={CELL}>
            {String(value ?? '')}
            <ProblemChips t={t} problems={row.problems} />
          </Box>
        ),
      },
      {
        field: 'assets',
        headerName: t('renewal.mapping.columns.assets'),
        type: 'number',
        width: 65,
        valueGetter: (_value, row) => row.view.assets,
      },
      {
        field: 'rate',
        headerName: t('renewal.mapping.columns.rate'),
        type: 'number',
        width: 90,
        valueGetter: (_value, row) => row.view.subcategory.rate,
        valueFormatter: (value: number) => rateInputText(value, language),
      },
      {
        field: 'target',
        headerName: t('renewal.mapping.columns.target'),
        flex: 2.2,
        minWidth: 260,
        sortable: false,
        valueGetter: (_value, row) => targetText(row),
        renderCell: ({ row, value }) =>
          editable ? (
            <Stack sx={{ height: '100%', width: '100%', justifyContent: 'center', py: 1 }}>
              <TargetField row={row} options={optionsOf(row)} onChange={changeTarget} />
            </Stack>
          ) : (
            <Box sx={CELL}>{String(value ?? '')}</Box>
          ),
      },
      {
        field: 'targetRate',
        headerName: t('renewal.mapping.columns.targetRate'),
        width: 110,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => shownRate(row, language),
        renderCell: ({ row, value }) =>
          editable ? (
            <Stack sx={{ height: '100%', width: '100%', justifyContent: 'center', py: 1 }}>
              <RateField row={row} language={language} onChange={changeRate} />
            </Stack>
          ) : (
            <Box sx={CELL}>{String(value ?? '')}</Box>
          ),
      },
    ];
  }, [t, phone, editable, targets, language, changeTarget, changeRate]);

  const groups = useMemo<GridColumnGroupingModel>(
    () =>
      phone
        ? []
        : [
            {
              groupId: 'source',
              headerName: t('renewal.mapping.columns.source'),
              children: ['register', 'category', 'subcategory', 'assets', 'rate'].map((field) => ({ field })),
            },
            {
              groupId: 'destination',
              headerName: t('renewal.mapping.columns.destination'),
              children: [{ field: 'target' }, { field: 'targetRate' }],
            },
          ],
    [t, phone],
  );

  return (
    <DataGrid<MappingGridRow>
      aria-label={t('renewal.mapping.gridLabel')}
      columnGroupingModel={groups}
      autoHeight
      rows={props.rows}
      columns={columns}
      loading={props.loading}
      getRowHeight={() => 'auto'}
      getRowClassName={({ row }) =>
        row.refused ? 'row-refused' : row.problems.length > 0 ? 'row-problem' : ''
      }
      paginationModel={props.paginationModel}
      onPaginationModelChange={props.onPaginationModelChange}
      pageSizeOptions={MAPPING_PAGE_SIZES}
      disableColumnMenu
      disableRowSelectionOnClick
      localeText={localeText}
      sx={{
        '& .row-problem': {
          boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.warning.main}`,
        },
        '& .row-refused': {
          bgcolor: (theme) =>
            theme.palette.mode === 'dark' ? 'rgba(244, 67, 54, 0.16)' : 'rgba(211, 47, 47, 0.08)',
          boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.error.main}`,
        },
      }}
    />
  );
}
