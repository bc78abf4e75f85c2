import enAdminLists from '@/locales/en/adminLists.json';
import enAnnualAmortization from '@/locales/en/annualAmortization.json';
import enAssets from '@/locales/en/assets.json';
import enCatalogue from '@/locales/en/catalogue.json';
import enCharges from '@/locales/en/charges.json';
import enCommon from '@/locales/en/common.json';
import enDashboard from '@/locales/en/dashboard.json';
import enDataGrid from '@/locales/en/dataGrid.json';
import enDischarges from '@/locales/en/discharges.json';
import enDocuments from '@/locales/en/documents.json';
import enErrorPages from '@/locales/en/errorPages.json';
import enErrors from '@/locales/en/errors.json';
import enExternalMovements from '@/locales/en/externalMovements.json';
import enFinancialYear from '@/locales/en/financialYear.json';
import enForms from '@/locales/en/forms.json';
import enLabelsSettings from '@/locales/en/labelsSettings.json';
import enLocationsBySubconsignee from '@/locales/en/locationsBySubconsignee.json';
import enMovements from '@/locales/en/movements.json';
import enNews from '@/locales/en/news.json';
import enParties from '@/locales/en/parties.json';
import enPlacement from '@/locales/en/placement.json';
import enPrinting from '@/locales/en/printing.json';
import enPrintingLabels from '@/locales/en/printingLabels.json';
import enProposals from '@/locales/en/proposals.json';
import enRoutes from '@/locales/en/routes.json';
import enRules from '@/locales/en/rules.json';
import enSchool from '@/locales/en/school.json';
import enSelection from '@/locales/en/selection.json';
import enSession from '@/locales/en/session.json';
import enSettings from '@/locales/en/settings.json';
import enShell from '@/locales/en/shell.json';
import enSubconsignees from '@/locales/en/subconsignees.json';
import enUniversalities from '@/locales/en/universalities.json';
import enValueVouchers from '@/locales/en/valueVouchers.json';
import itAdminLists from '@/locales/it/adminLists.json';
import itAnnualAmortization from '@/locales/it/annualAmortization.json';
import itAssets from '@/locales/it/assets.json';
import itCatalogue from '@/locales/it/catalogue.json';
import itCharges from '@/locales/it/charges.json';
import itCommon from '@/locales/it/common.json';
import itDashboard from '@/locales/it/dashboard.json';
import itDataGrid from '@/locales/it/dataGrid.json';
import itDischarges from '@/locales/it/discharges.json';
import itDocuments from '@/locales/it/documents.json';
import itErrorPages from '@/locales/it/errorPages.json';
import itErrors from '@/locales/it/errors.json';
import itExternalMovements from '@/locales/it/externalMovements.json';
import itFinancialYear from '@/locales/it/financialYear.json';
import itForms from '@/locales/it/forms.json';
import itLabelsSettings from '@/locales/it/labelsSettings.json';
import itLocationsBySubconsignee from '@/locales/it/locationsBySubconsignee.json';
import itMovements from '@/locales/it/movements.json';
import itNews from '@/locales/it/news.json';
import itParties from '@/locales/it/parties.json';
import itPlacement from '@/locales/it/placement.json';
import itPrinting from '@/locales/it/printing.json';
import itPrintingLabels from '@/locales/it/printingLabels.json';
import itProposals from '@/locales/it/proposals.json';
import itRoutes from '@/locales/it/routes.json';
import itRules from '@/locales/it/rules.json';
import itSchool from '@/locales/it/school.json';
import itSelection from '@/locales/it/selection.json';
import itSession from '@/locales/it/session.json';
import itSettings from '@/locales/it/settings.json';
import itShell from '@/locales/it/shell.json';
import itSubconsignees from '@/locales/it/subconsignees.json';
import itUniversalities from '@/locales/it/universalities.json';
import itValueVouchers from '@/locales/it/valueVouchers.json';

/**
 * One JSON file per area under `locales/<language>/`, each mounted as a top-level key of the single
 * `translation` namespace, so keys read `errors.userError`, `shell.drawer.items.charge` (and the spec's
 * own keys, such as `rules.mandatory`, keep their shape). A new area adds its two files here.
 */
export const italian = {
  universalities: itUniversalities,
  assets: itAssets,
  charges: itCharges,
  adminLists: itAdminLists,
  catalogue: itCatalogue,
  common: itCommon,
  dashboard: itDashboard,
  dataGrid: itDataGrid,
  errorPages: itErrorPages,
  errors: itErrors,
  externalMovements: itExternalMovements,
  financialYear: itFinancialYear,
  forms: itForms,
  labelsSettings: itLabelsSettings,
  locationsBySubconsignee: itLocationsBySubconsignee,
  movements: itMovements,
  news: itNews,
  parties: itParties,
  placement: itPlacement,
  routes: itRoutes,
  rules: itRules,
  school: itSchool,
  selection: itSelection,
  session: itSession,
  settings: itSettings,
  shell: itShell,
  subconsignees: itSubconsignees,
  proposals: itProposals,
  discharges: itDischarges,
  documents: itDocuments,
  valueVouchers: itValueVouchers,
  annualAmortization: itAnnualAmortization,
  printing: itPrinting,
  printingLabels: itPrintingLabels,
};

export const english: typeof italian = {
  universalities: enUniversalities,
  assets: enAssets,
  charges: enCharges,
  adminLists: enAdminLists,
  catalogue: enCatalogue,
  common: enCommon,
  dashboard: enDashboard,
  dataGrid: enDataGrid,
  errorPages: enErrorPages,
  errors: enErrors,
  externalMovements: enExternalMovements,
  financialYear: enFinancialYear,
  forms: enForms,
  labelsSettings: enLabelsSettings,
  locationsBySubconsignee: enLocationsBySubconsignee,
  movements: enMovements,
  news: enNews,
  parties: enParties,
  placement: enPlacement,
  routes: enRoutes,
  rules: enRules,
  school: enSchool,
  selection: enSelection,
  session: enSession,
  settings: enSettings,
  shell: enShell,
  subconsignees: enSubconsignees,
  proposals: enProposals,
  discharges: enDischarges,
  documents: enDocuments,
  valueVouchers: enValueVouchers,
  annualAmortization: enAnnualAmortization,
  printing: enPrinting,
  printingLabels: enPrintingLabels,
};

export const supportedLanguages = ['it', 'en'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** Italian is the default and the fallback (spec 01 §1). */
export const defaultLanguage: SupportedLanguage = 'it';
