import type { InvoiceLine } from '@inventario/shared/contracts/invoices';
import {
  choicesOf,
  type LineChoice,
  type LineMapping,
} from '@inventario/shared/domain/movements/invoice-mapping';
import { formatEuros } from '@inventario/shared/format/currency';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What a line shows of its placement: the subcategory's and the location's names. */
export interface PlacementLabels {
  subcategory: string | null;
  register: string | null;
  location: string | null;
}

export interface InvoiceLinesTableProps {
  lines: readonly InvoiceLine[];
  mappings: readonly LineMapping[];
  labels: ReadonlyMap<number, PlacementLabels>;
  selected: ReadonlySet<number>;
  onSelect: (lineNumbers: number[], selected: boolean) => void;
  onChoice: (lineNumbers: number[], choice: LineChoice) => void;
  onPlace: () => void;
}

function ChoiceSelect(props: {
  choices: LineChoice[];
  value: LineChoice | '';
  label: string;
  /** The label shown on the field (the bulk choice), not only told to assistive technology. */
  visibleLabel?: boolean;
  onChange: (choice: LineChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as LineChoice)}
      {...(props.visibleLabel
        ? { label: props.label }
        : { slotProps: { htmlInput: { 'aria-label': props.label } } })}
      sx={{ minWidth: 180 }}
    >
      {props.choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {t(`charges.invoice.lines.choices.${choice}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The invoice's lines and what each becomes: assets (with their subcategory and location), nothing, or
 * spread over the assets. Lines are selected to change several at once.
 */
export function InvoiceLinesTable(props: InvoiceLinesTableProps) {
  const { t } = useTranslation();
  const mappingOf = new Map(props.mappings.map((mapping) => [mapping.lineNumber, mapping]));
  const selectable = props.lines.filter((line) => choicesOf(line).length > 1).map((line) => line.lineNumber);
  const selected = selectable.filter((number) => props.selected.has(number));
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  return (
    <Stack spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, minHeight: 48 }}
      >
        <Typography variant="body2" role="status">
          {t('charges.invoice.lines.selected', { count: selected.length })}
        </Typography>
        {selected.length > 0 ? (
          <>
            <ChoiceSelect
              choices={['assets', 'skip', 'spread']}
              value=""
              label={t('charges.invoice.lines.applyChoice')}
              visibleLabel
              onChange={(choice) => props.onChoice(selected, choice)}
            />
            <Button variant="outlined" onClick={props.onPlace}>
              {t('charges.invoice.lines.applyPlacement')}
            </Button>
          </>
        ) : null}
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('charges.invoice.lines.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  onChange={(event) => props.onSelect(selectable, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('charges.invoice.lines.selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('charges.invoice.lines.number')}</TableCell>
              <TableCell>{t('charges.invoice.lines.description')}</TableCell>
              <TableCell align="right">{t('charges.invoice.lines.quantity')}</TableCell>
              <TableCell align="right">{t('charges.invoice.lines.unitValue')}</TableCell>
              <TableCell align="right">{t('charges.invoice.lines.vatRate')}</TableCell>
              <TableCell align="right">{t('charges.invoice.lines.total')}</TableCell>
              <TableCell>{t('charges.invoice.lines.choice')}</TableCell>
              <TableCell>{t('charges.invoice.lines.subcategory')}</TableCell>
              <TableCell>{t('charges.invoice.lines.location')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.lines.map((line) => {
              const mapping = mappingOf.get(line.lineNumber);
              const choices = choicesOf(line);
              const labels = props.labels.get(line.lineNumber);
              const assets = mapping?.choice === 'assets';
              return (
                <TableRow key={line.lineNumber} selected={props.selected.has(line.lineNumber)}>
                  <TableCell padding="checkbox">
                    {choices.length > 1 ? (
                      <Checkbox
                        checked={props.selected.has(line.lineNumber)}
                        onChange={(event) => props.onSelect([line.lineNumber], event.target.checked)}
                        slotProps={{
                          input: {
                            'aria-label': t('charges.invoice.lines.selectLine', { number: line.lineNumber }),
                          },
                        }}
                      />
                    ) : null}
                  </TableCell>
                  <TableCell>{line.lineNumber}</TableCell>
                  <TableCell sx={{ maxWidth: 360 }}>{line.description}</TableCell>
                  <TableCell align="right">{line.quantity.toLocaleString('it-IT')}</TableCell>
                  <TableCell align="right">{formatEuros(line.unitValue)}</TableCell>
                  <TableCell align="right">
                    {line.vatNature ?? `${line.vatRate.toLocaleString('it-IT')}%`}
                  </TableCell>
                  <TableCell align="right">{formatEuros(line.total)}</TableCell>
                  <TableCell>
                    <ChoiceSelect
                      choices={choices}
                      value={mapping?.choice ?? 'skip'}
                      label={`${t('charges.invoice.lines.choice')} ${line.lineNumber}`}
                      onChange={(choice) => props.onChoice([line.lineNumber], choice)}
                    />
                  </TableCell>
                  <TableCell>
                    {assets ? (labels?.subcategory ?? <em>{t('charges.invoice.lines.notChosen')}</em>) : null}
                  </TableCell>
                  <TableCell>{assets ? (labels?.location ?? '—') : null}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
