import {
  LICENCE_BALANCE,
  LICENCE_RENEWAL,
  ROLE_DEFAULT,
  ROLE_VENDOR,
} from '@inventario/shared/domain/access/access';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { loadAreaTexts } from '@/app/i18n/area-texts.ts';
import type { BackendClients } from '@/lib/api/backend-clients.tsx';
import type { RouteMeta, RouteTitleKey } from './route-meta.ts';

export interface PageModule {
  default: ComponentType;
}

/** What a screen's data prefetch needs: the application's query cache and API clients. */
export interface PrefetchContext {
  queryClient: QueryClient;
  clients: BackendClients;
}

/** One screen of spec 01 §2 / spec 02 §2: its path, its meta and how to load its code. */
export interface AppRoute {
  path: string;
  meta: RouteMeta;
  load: () => Promise<PageModule>;
  /**
   * Starts reading the data the screen opens with, when a page load opens it: beside its code and
   * the shell's first render, rather than after them.
   */
  prefetch?: (context: PrefetchContext) => Promise<void>;
}

const DEFAULT_ROLES = [ROLE_DEFAULT] as const;
const VENDOR_ROLES = [ROLE_DEFAULT, ROLE_VENDOR] as const;

function screen(
  path: string,
  titleKey: RouteTitleKey,
  load: AppRoute['load'],
  extra: Partial<RouteMeta> = {},
): AppRoute {
  return { path, load, meta: { layout: 'normal', titleKey, roles: DEFAULT_ROLES, ...extra } };
}

const byId = { remountOn: ['id'] } as const;

/** A list's screen, with the texts of its export dialog (a lazy area: no first screen exports). */
const withExportTexts =
  <T>(page: () => Promise<T>) =>
  () =>
    loadAreaTexts('exports').then(page);

const chargeList = withExportTexts(() => import('@/features/charges/pages/charges-page.tsx'));
const chargeNew = () => import('@/features/charges/pages/charge-new-page.tsx');
const chargeDetail = () => import('@/features/charges/pages/charge-detail-page.tsx');

const proposalList = withExportTexts(() => import('@/features/proposals/pages/proposals-page.tsx'));
const proposalNew = () => import('@/features/proposals/pages/proposal-new-page.tsx');
const proposalDetail = () => import('@/features/proposals/pages/proposal-detail-page.tsx');
const dischargeList = withExportTexts(() => import('@/features/discharges/pages/discharges-page.tsx'));
const dischargeNew = () => import('@/features/discharges/pages/discharge-new-page.tsx');
const dischargeDetail = () => import('@/features/discharges/pages/discharge-detail-page.tsx');
const recognitionList = () => import('@/features/recognition/pages/recognitions-page.tsx');
const recognitionDetail = () => import('@/features/recognition/pages/recognition-detail-page.tsx');
const voucherList = withExportTexts(() => import('@/features/value-vouchers/pages/value-vouchers-page.tsx'));
const voucherNew = () => import('@/features/value-vouchers/pages/value-voucher-new-page.tsx');
const voucherDetail = () => import('@/features/value-vouchers/pages/value-voucher-detail-page.tsx');

const movementRoutes: AppRoute[] = [
  screen('/charge', 'charge', chargeList, { movementType: 1 }),
  screen('/charge/new', 'chargeNew', chargeNew, { movementType: 1 }),
  // Invoices are gated by has-bilancio (spec 01 §6), the licence WWB.
  screen(
    '/charge/new/invoice',
    'chargeNewInvoice',
    () => import('@/features/charges/pages/charge-invoice-page.tsx'),
    {
      movementType: 1,
      licenses: [LICENCE_BALANCE],
    },
  ),
  screen('/charge/new/universality/:idUniversality', 'chargeNewUniversality', chargeNew, {
    movementType: 1,
    remountOn: ['idUniversality'],
  }),
  screen('/charge/new/asset/:idAsset', 'chargeNewAsset', chargeNew, {
    movementType: 1,
    remountOn: ['idAsset'],
  }),
  screen('/charge/new/external', 'chargeNewExternal', chargeNew, { movementType: 1 }),
  screen('/charge/detail/:id', 'chargeDetail', chargeDetail, { movementType: 1, ...byId }),
  screen('/outdated', 'outdated', proposalList, { movementType: 3 }),
  screen('/outdated/new', 'outdatedNew', proposalNew, { movementType: 3 }),
  screen('/outdated/detail/:id', 'outdatedDetail', proposalDetail, { movementType: 3, ...byId }),
  screen('/discharge', 'discharge', dischargeList, { movementType: 2 }),
  screen('/discharge/new', 'dischargeNew', dischargeNew, { movementType: 2 }),
  screen('/discharge/detail/:id', 'dischargeDetail', dischargeDetail, { movementType: 2, ...byId }),
  screen('/discharge/new/from-out/:idOut', 'dischargeNewFromOut', dischargeNew, {
    movementType: 2,
    remountOn: ['idOut'],
  }),
  screen('/value-voucher', 'valueVoucher', voucherList),
  screen('/value-voucher/decrease/new', 'valueVoucherDecreaseNew', voucherNew, { movementType: 5 }),
  screen('/value-voucher/increase/new', 'valueVoucherIncreaseNew', voucherNew, { movementType: 6 }),
  screen('/value-voucher/decrease/detail/:id', 'valueVoucherDecreaseDetail', voucherDetail, {
    movementType: 5,
    ...byId,
  }),
  screen('/value-voucher/increase/detail/:id', 'valueVoucherIncreaseDetail', voucherDetail, {
    movementType: 6,
    ...byId,
  }),
  screen(
    '/external-movements',
    'externalMovements',
    withExportTexts(() => import('@/features/external-movements/pages/external-movements-page.tsx')),
  ),
];

/** An import's screen, with the imports' texts (a lazy area, as no first screen imports). */
const withImportTexts =
  <T>(page: () => Promise<T>) =>
  () =>
    loadAreaTexts('imports').then(page);

/** One merge page for both sides (spec 02 §2): the seller's stepper or the receiver's, as the route says. */
const mergePage = () =>
  Promise.all([loadAreaTexts('merges'), loadAreaTexts('imports')]).then(
    () => import('@/features/merges/pages/merge-page.tsx'),
  );

const periodicRoutes: AppRoute[] = [
  screen(
    '/financial-year',
    'financialYear',
    () => import('@/features/financial-years/pages/financial-years-page.tsx'),
  ),
  screen(
    '/annual-amortization',
    'annualAmortization',
    () => import('@/features/annual-amortization/pages/annual-amortization-page.tsx'),
  ),
  screen('/recognition', 'recognition', recognitionList),
  screen('/recognition/detail/:id', 'recognitionDetail', recognitionDetail, byId),
  screen('/renewal', 'renewal', () => import('@/features/renewal/pages/renewal-page.tsx'), {
    licenses: [LICENCE_RENEWAL],
  }),
  screen('/merged', 'merged', mergePage),
  screen('/merger', 'merger', mergePage),
];

/** The one import screen of the four import types (spec 02 §2). */
const importPage = withImportTexts(() => import('@/features/imports/pages/import-page.tsx'));

const adminRoutes: AppRoute[] = [
  screen('/admin-lists', 'adminLists', () => import('@/features/admin-lists/pages/admin-lists-page.tsx')),
  screen(
    '/admin-lists/placement',
    'adminListsPlacement',
    withExportTexts(() => import('@/features/placement/pages/placement-page.tsx')),
  ),
  screen(
    '/admin-lists/categories',
    'adminListsCategories',
    withExportTexts(() => import('@/features/catalogue/pages/categories-page.tsx')),
  ),
  screen(
    '/admin-lists/subconsignees',
    'adminListsSubconsignees',
    withExportTexts(() => import('@/features/subconsignees/pages/subconsignees-page.tsx')),
  ),
  screen(
    '/admin-lists/administrations',
    'adminListsAdministrations',
    withExportTexts(() => import('@/features/parties/pages/administrations-page.tsx')),
  ),
  screen(
    '/admin-lists/debtors',
    'adminListsDebtors',
    withExportTexts(() => import('@/features/parties/pages/debtors-page.tsx')),
  ),
  screen(
    '/admin-lists/creditors',
    'adminListsCreditors',
    withExportTexts(() => import('@/features/parties/pages/creditors-page.tsx')),
  ),
  screen(
    '/admin-lists/import/:list',
    'adminListsImport',
    withImportTexts(() => import('@/features/imports/pages/list-import-page.tsx')),
  ),
  screen(
    '/admin-lists/aggregations',
    'adminListsAggregations',
    withExportTexts(() => import('@/features/catalogue/pages/aggregations-page.tsx')),
  ),
  screen(
    '/configuration/labels',
    'configurationLabels',
    () => import('@/features/labels-settings/pages/labels-settings-page.tsx'),
  ),
  screen(
    '/configuration/subcategory-change',
    'configurationSubcategoryChange',
    () => import('@/features/assets/pages/subcategory-change-page.tsx'),
  ),
  screen(
    '/configuration/location-change',
    'configurationLocationChange',
    () => import('@/features/assets/pages/location-change-page.tsx'),
  ),
  screen('/configuration/import/client-server', 'importClientServer', importPage, { importType: 1 }),
  screen('/configuration/import/durable', 'importDurable', importPage, { importType: 2 }),
  screen('/settings', 'settings', () => import('@/features/settings/pages/settings-page.tsx')),
  screen(
    '/activity',
    'activity',
    withExportTexts(() =>
      loadAreaTexts('activity').then(() => import('@/features/activity/pages/activity-page.tsx')),
    ),
  ),
];

const vendorRoutes: AppRoute[] = [
  screen(
    '/school-selection',
    'schoolSelection',
    () => import('@/features/school/pages/school-selection-page.tsx'),
    {
      roles: VENDOR_ROLES,
    },
  ),
  screen(
    '/merges-detail',
    'mergesDetail',
    () => loadAreaTexts('merges').then(() => import('@/features/merges/pages/merges-detail-page.tsx')),
    {
      roles: VENDOR_ROLES,
    },
  ),
  screen(
    '/imports-detail',
    'importsDetail',
    withImportTexts(() => import('@/features/imports/pages/imports-detail-page.tsx')),
    { roles: VENDOR_ROLES },
  ),
  // Issue 21: the tamper-evident ledger of movements, checked for one school or all of them.
  screen(
    '/ledger-check',
    'ledgerCheck',
    () => loadAreaTexts('ledger').then(() => import('@/features/ledger/pages/ledger-check-page.tsx')),
    { roles: VENDOR_ROLES },
  ),
  screen('/configuration/import/inventory', 'importInventory', importPage, {
    importType: 3,
    roles: VENDOR_ROLES,
  }),
  screen('/configuration/import/spaggiari', 'importSpaggiari', importPage, {
    importType: 4,
    roles: VENDOR_ROLES,
  }),
];

const helpPage = () => import('@/features/help/pages/help-page.tsx');

/**
 * Pages of the help and user menus that spec 01 names without a route: the user guide (whole, or at a
 * topic) works on every installation; the LINK_* settings send the menus elsewhere instead.
 */
const helpRoutes: AppRoute[] = [
  screen('/help', 'help', helpPage),
  screen('/help/:topic', 'help', helpPage, { remountOn: ['topic'] }),
  screen('/authorizations', 'authorizations', () => import('@/features/help/pages/authorizations-page.tsx')),
  screen(
    '/publications',
    'publications',
    withExportTexts(() => import('@/features/documents/pages/publications-page.tsx')),
  ),
];

/** Every screen shown inside the shell (normal layout), guarded by role and licence. */
export const shellRoutes: AppRoute[] = [
  {
    ...screen('/dashboard', 'dashboard', () => import('@/features/dashboard/pages/dashboard-page.tsx')),
    prefetch: async (context) =>
      (await import('@/features/dashboard/api/get-dashboard.ts')).prefetchDashboard(context),
  },
  screen('/news', 'news', () => import('@/features/news/pages/news-page.tsx')),
  ...movementRoutes,
  screen(
    '/assets',
    'assets',
    withExportTexts(() => import('@/features/assets/pages/assets-page.tsx')),
  ),
  screen(
    '/universalities',
    'universalities',
    withExportTexts(() => import('@/features/assets/pages/universalities-page.tsx')),
  ),
  screen(
    '/documents',
    'documents',
    withExportTexts(() => import('@/features/documents/pages/documents-page.tsx')),
  ),
  ...periodicRoutes,
  ...helpRoutes,
  ...adminRoutes,
  ...vendorRoutes,
];

/** `/error/{type}`: public, plain layout. */
export const errorRoute: AppRoute = {
  path: '/error/:type',
  meta: { layout: 'plain', titleKey: 'error', public: true, remountOn: ['type'] },
  load: () => import('@/features/errors/pages/error-page.tsx'),
};

/** `/404`: public, error layout. */
export const notFoundRoute: AppRoute = {
  path: '/404',
  meta: { layout: 'error', titleKey: 'notFound', public: true },
  load: () => import('@/features/errors/pages/not-found-page.tsx'),
};

export const allRoutes: AppRoute[] = [...shellRoutes, errorRoute, notFoundRoute];
