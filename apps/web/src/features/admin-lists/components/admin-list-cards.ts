import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CategoryIcon from '@mui/icons-material/Category';
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { RouteTitleKey } from '@/app/router/route-meta.ts';

export type AdminListKey =
  | 'placement'
  | 'categories'
  | 'subconsignees'
  | 'creditors'
  | 'debtors'
  | 'administrations'
  | 'aggregations';

export interface AdminListCard {
  key: AdminListKey;
  path: string;
  titleKey: RouteTitleKey;
  icon: SvgIconComponent;
}

/** The admin lists of spec 02 §2, in the order a school sets them up: places first, then people. */
export const adminListCards: readonly AdminListCard[] = [
  { key: 'placement', path: '/admin-lists/placement', titleKey: 'adminListsPlacement', icon: PlaceIcon },
  {
    key: 'subconsignees',
    path: '/admin-lists/subconsignees',
    titleKey: 'adminListsSubconsignees',
    icon: PeopleIcon,
  },
  {
    key: 'categories',
    path: '/admin-lists/categories',
    titleKey: 'adminListsCategories',
    icon: CategoryIcon,
  },
  {
    key: 'aggregations',
    path: '/admin-lists/aggregations',
    titleKey: 'adminListsAggregations',
    icon: GroupWorkIcon,
  },
  {
    key: 'creditors',
    path: '/admin-lists/creditors',
    titleKey: 'adminListsCreditors',
    icon: LocalShippingIcon,
  },
  { key: 'debtors', path: '/admin-lists/debtors', titleKey: 'adminListsDebtors', icon: RequestQuoteIcon },
  {
    key: 'administrations',
    path: '/admin-lists/administrations',
    titleKey: 'adminListsAdministrations',
    icon: AccountBalanceIcon,
  },
];
