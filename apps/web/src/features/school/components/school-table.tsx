import type { SchoolSummary } from '@inventario/shared/contracts/school';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

export interface SchoolTableProps {
  schools: readonly SchoolSummary[];
  currentCode: string | undefined;
  /** The code being selected right now, if any. */
  selectingCode: string | undefined;
  onSelect: (school: SchoolSummary) => void;
}

/** The schools vendor staff can act for, one Select button per row. */
export function SchoolTable({ schools, currentCode, selectingCode, onSelect }: SchoolTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('school.schools')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('school.code')}</TableCell>
            <TableCell>{t('school.codMin')}</TableCell>
            <TableCell>{t('school.name')}</TableCell>
            <TableCell>{t('school.city')}</TableCell>
            <TableCell align="right" />
          </TableRow>
        </TableHead>
        <TableBody>
          {schools.map((school) => (
            <TableRow key={school.customerCode} hover>
              <TableCell>{school.customerCode}</TableCell>
              <TableCell>{school.codMin}</TableCell>
              <TableCell>{school.name}</TableCell>
              <TableCell>{school.city}</TableCell>
              <TableCell align="right">
                {school.customerCode === currentCode ? (
                  <Chip size="small" label={t('school.inUse')} color="success" variant="outlined" />
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onSelect(school)}
                    loading={selectingCode === school.customerCode}
                    disabled={selectingCode !== undefined}
                    aria-label={t('school.selectSchool', { name: school.name })}
                  >
                    {t('school.select')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
