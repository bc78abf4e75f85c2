import type { NewsItem } from '@inventario/shared/contracts/news';
import { formatDate } from '@inventario/shared/format/date';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

export interface NewsTableProps {
  items: readonly NewsItem[];
  onOpen: (item: NewsItem) => void;
}

/** The news of this version: title, date (DD/MM/YYYY) and read state; unread titles in bold. */
export function NewsTable({ items, onOpen }: NewsTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table aria-label={t('routes.news')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('news.columns.title')}</TableCell>
            <TableCell sx={{ width: 140 }}>{t('news.columns.date')}</TableCell>
            <TableCell sx={{ width: 140 }}>{t('news.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpen(item)}
                  aria-label={t('news.open', { title: item.title })}
                  sx={{ fontWeight: item.read ? 400 : 700, textAlign: 'left' }}
                >
                  {item.title}
                </Link>
              </TableCell>
              <TableCell>{formatDate(item.date)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={item.read ? t('news.read') : t('news.unread')}
                  color={item.read ? 'default' : 'primary'}
                  variant={item.read ? 'outlined' : 'filled'}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
