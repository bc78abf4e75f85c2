import type { VoucherRef } from '@inventario/shared/contracts/merges';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { formatDate } from '@inventario/shared/format/date';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { movementDetailRoute } from '@/features/movements';

/**
 * A merge voucher as its number, year and date (`n. 3/2026 del 31/08/2026`), a link to its detail
 * when the voucher is the school's own (`own`, its id known); the other school's is only named.
 */
export function VoucherLink({
  voucher,
  kind,
  own = true,
}: {
  voucher: VoucherRef;
  kind: 'discharge' | 'charge';
  own?: boolean;
}) {
  const { t } = useTranslation();
  const text = t('merges.voucher', {
    number: voucher.number,
    year: voucher.year,
    date: formatDate(voucher.date),
  });
  const route =
    !own || voucher.id === null
      ? undefined
      : movementDetailRoute({ id: voucher.id, type: MOVEMENT_TYPE[kind] });
  return route ? (
    <Link component={RouterLink} to={route}>
      {text}
    </Link>
  ) : (
    text
  );
}
