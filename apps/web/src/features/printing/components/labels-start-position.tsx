import { type LabelLayout, startPositionSelectable } from '@inventario/shared/domain/labels/labels-setting';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import type { LabelsFormValues } from '../model/labels-form.ts';

/** A4 portrait, width over height, as the layouts page draws the sheet. */
const SHEET_RATIO = 210 / 297;
const SHEET_WIDTH_PX = 200;
/** Below this a cell is too small to hit: tall custom grids scroll instead. */
const MIN_CELL_HEIGHT_PX = 18;
const MAX_SHEET_HEIGHT_PX = 300;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

interface Position {
  row: number;
  column: number;
}

export interface LabelsStartPositionProps {
  control: Control<LabelsFormValues>;
  /** Undefined until a layout is chosen. */
  layout: LabelLayout | undefined;
}

/**
 * Where the first label prints on a sheet already partly used (spec 01 §2, §5): the sheet's grid, one
 * radio per label; the labels before the chosen one are left blank. A roll or a one-label sheet has
 * nothing to choose.
 */
export function LabelsStartPosition({ control, layout }: LabelsStartPositionProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const row = useController({ control, name: 'startRow' });
  const column = useController({ control, name: 'startColumn' });
  const errorText = useFieldErrorText()(row.fieldState.error?.message ?? column.fieldState.error?.message);
  const chosen = { row: row.field.value, column: column.field.value };
  const selectable = layout !== undefined && startPositionSelectable(layout);
  const choose = (position: Position) => {
    row.field.onChange(position.row);
    column.field.onChange(position.column);
  };
  return (
    <FormControl error={Boolean(errorText)} disabled={!selectable} sx={{ alignItems: 'center' }}>
      <FormLabel id={labelId} sx={{ mb: 1, alignSelf: 'flex-start' }}>
        {t('printingLabels.startPosition.label')}
      </FormLabel>
      {layout && (
        <SheetGrid
          layout={layout}
          chosen={chosen}
          selectable={selectable}
          labelId={labelId}
          onChoose={choose}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center', maxWidth: 220 }}>
        {t(noteKeyOf(layout, chosen), chosen)}
      </Typography>
      {errorText ? <FormHelperText>{errorText}</FormHelperText> : null}
    </FormControl>
  );
}

/** What the note under the sheet says: the chosen label, or why there is nothing to choose. */
function noteKeyOf(layout: LabelLayout | undefined, chosen: Position) {
  if (!layout) return 'printingLabels.startPosition.noLayout' as const;
  if (layout.kind === 'zebra') return 'printingLabels.startPosition.zebra' as const;
  if (!startPositionSelectable(layout)) return 'printingLabels.startPosition.single' as const;
  if (chosen.row === 1 && chosen.column === 1) return 'printingLabels.startPosition.first' as const;
  return 'printingLabels.startPosition.chosen' as const;
}

interface SheetGridProps {
  layout: LabelLayout;
  chosen: Position;
  selectable: boolean;
  labelId: string;
  onChoose: (position: Position) => void;
}

/** The sheet's labels as a radio group: arrows move the choice, only the chosen label is a tab stop. */
function SheetGrid({ layout, chosen, selectable, labelId, onChoose }: SheetGridProps) {
  const { t } = useTranslation();
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const { rowsNumber: rows, columnsNumber: columns } = layout;
  const height = Math.max(SHEET_WIDTH_PX / SHEET_RATIO, rows * MIN_CELL_HEIGHT_PX);
  const move = (event: KeyboardEvent, from: Position) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const to = {
      row: Math.min(rows, Math.max(1, from.row + step[0])),
      column: Math.min(columns, Math.max(1, from.column + step[1])),
    };
    onChoose(to);
    cells.current.get(`${to.row}:${to.column}`)?.focus();
  };
  return (
    <Box sx={{ maxHeight: MAX_SHEET_HEIGHT_PX, overflowY: 'auto' }}>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        aria-disabled={!selectable || undefined}
        sx={{
          width: SHEET_WIDTH_PX,
          height: layout.kind === 'zebra' ? SHEET_WIDTH_PX / 2 : height,
          p: '6px',
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          gap: '3px',
          gridTemplateColumns: `repeat(${columns}, 1fr)`,
          gridTemplateRows: `repeat(${rows}, 1fr)`,
        }}
      >
        {Array.from({ length: rows * columns }, (_, index) => {
          const position = { row: Math.floor(index / columns) + 1, column: (index % columns) + 1 };
          const order = (position.row - chosen.row) * columns + (position.column - chosen.column);
          return (
            <SheetCell
              key={`${position.row}:${position.column}`}
              ref={(element) => {
                if (element) cells.current.set(`${position.row}:${position.column}`, element);
              }}
              label={t('printingLabels.startPosition.cell', position)}
              state={cellState(order, selectable)}
              checked={order === 0}
              disabled={!selectable}
              onClick={() => onChoose(position)}
              onKeyDown={(event) => move(event, position)}
            />
          );
        })}
      </Box>
    </Box>
  );
}

/** A sheet with nothing to choose just shows its labels, all printed. */
function cellState(order: number, selectable: boolean): SheetCellProps['state'] {
  if (!selectable || order > 0) return 'printed';
  return order === 0 ? 'chosen' : 'skipped';
}

interface SheetCellProps {
  ref: (element: HTMLButtonElement | null) => void;
  label: string;
  checked: boolean;
  /** Skipped: left blank (already used); chosen: the first label printed; printed: the ones after. */
  state: 'skipped' | 'chosen' | 'printed';
  disabled: boolean;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

function SheetCell({ ref, label, checked, state, disabled, onClick, onKeyDown }: SheetCellProps) {
  const chosen = state === 'chosen';
  return (
    <ButtonBase
      ref={ref}
      role="radio"
      aria-checked={checked}
      aria-label={label}
      title={label}
      tabIndex={checked && !disabled ? 0 : -1}
      disabled={disabled}
      onClick={onClick}
      onKeyDown={onKeyDown}
      sx={{
        minHeight: 0,
        borderRadius: 0.5,
        border: 1,
        borderColor: chosen ? 'primary.main' : 'divider',
        bgcolor: chosen
          ? 'primary.main'
          : state === 'skipped'
            ? 'action.disabledBackground'
            : 'background.paper',
        backgroundImage: (theme) =>
          state === 'printed'
            ? `repeating-linear-gradient(90deg, ${theme.palette.text.disabled} 0 1px, transparent 1px 3px)`
            : 'none',
        backgroundSize: '50% 30%',
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
        '&:hover': { borderColor: 'primary.main' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 1 },
        '&.Mui-disabled': { opacity: 0.6 },
      }}
    />
  );
}
