import type { ImportColumns } from '@inventario/shared/contracts/imports';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

/** The file's header and first rows as it has them: what the user recognises the columns by. */
export function ColumnPreview({ columns }: { columns: ImportColumns }) {
  const { t } = useTranslation();
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t('imports.columns.previewLabel', { sheet: columns.sheet })}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '100%' }}
    >
      <Table size="small">
        <caption>{t('imports.columns.previewCaption', { sheet: columns.sheet })}</caption>
        <TableHead>
          <TableRow>
            {columns.headers.map((header) => (
              <TableCell key={header} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.samples.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sample row has no identity but its place in the file, which never changes
            <TableRow key={rowIndex}>
              {columns.headers.map((header, index) => (
                <TableCell key={header} sx={{ whiteSpace: 'nowrap' }}>
                  {row[index] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
