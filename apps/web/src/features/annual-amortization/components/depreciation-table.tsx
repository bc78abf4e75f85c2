import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOTAL_CELL_SX } from '@/components/data/number-cell.tsx';
import type { DepreciationView, RegisterRow } from '../model/depreciation-view.ts';
import { FigureCells, FigureHeaders } from './figure-cells.tsx';
import { RegisterSubcategories } from './register-subcategories.tsx';

const COLUMNS = 6;

/**
 * The registers' figures, one line each with the total below. A line opens to show its register by
 * subcategory (loaded then); several can be open at once, to compare them.
 */
export function DepreciationTable({ year, view }: { year: number; view: DepreciationView }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (registerId: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(registerId)) next.add(registerId);
      return next;
    });
  return (
    <TableContainer>
      <Table size="small" aria-label={t('annualAmortization.table.label', { year })}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('annualAmortization.columns.register')}</TableCell>
            <FigureHeaders />
          </TableRow>
        </TableHead>
        <TableBody>
          {view.rows.map((row) => (
            <RegisterLine
              key={row.registerId}
              year={year}
              row={row}
              open={opened.has(row.registerId)}
              onToggle={() => toggle(row.registerId)}
            />
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell />
            <TableCell sx={TOTAL_CELL_SX}>{t('annualAmortization.table.total')}</TableCell>
            <FigureCells figures={view.totals} strong />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

function RegisterLine({
  year,
  row,
  open,
  onToggle,
}: {
  year: number;
  row: RegisterRow;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const detailId = `depreciation-register-${row.registerId}`;
  return (
    <>
      <TableRow
        hover
        onClick={onToggle}
        sx={{ cursor: 'pointer', '& > *': { borderBottom: open ? 0 : undefined } }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={t('annualAmortization.table.bySubcategory', { register: row.description })}
            onClick={(event) => {
              event.stopPropagation();
              onToggle();
            }}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {row.description}
        </TableCell>
        <FigureCells figures={row} />
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
          <Collapse in={open} unmountOnExit>
            <Box id={detailId} sx={{ pl: { xs: 0, sm: 6 }, pb: 2 }}>
              <RegisterSubcategories year={year} registerId={row.registerId} registerName={row.description} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
