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
import itHelp from '@/locales/it/help.json';
import itLabelsSettings from '@/locales/it/labelsSettings.json';
import itLocationsBySubconsignee from '@/locales/it/locationsBySubconsignee.json';
import itMovements from '@/locales/it/movements.json';
import itNews from '@/locales/it/news.json';
import itParties from '@/locales/it/parties.json';
import itPlacement from '@/locales/it/placement.json';
import itPrinting from '@/locales/it/printing.json';
import itPrintingLabels from '@/locales/it/printingLabels.json';
import itProposals from '@/locales/it/proposals.json';
import itRecognition from '@/locales/it/recognition.json';
import itRecognitionPhone from '@/locales/it/recognitionPhone.json';
import itRenewal from '@/locales/it/renewal.json';
import itRenewalAdjustments from '@/locales/it/renewalAdjustments.json';
import itRenewalPrints from '@/locales/it/renewalPrints.json';
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
  help: itHelp,
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
  recognition: itRecognition,
  recognitionPhone: itRecognitionPhone,
  renewal: itRenewal,
  renewalAdjustments: itRenewalAdjustments,
  renewalPrints: itRenewalPrints,
  discharges: itDischarges,
  documents: itDocuments,
  valueVouchers: itValueVouchers,
  annualAmortization: itAnnualAmortization,
  printing: itPrinting,
  printingLabels: itPrintingLabels,
};
