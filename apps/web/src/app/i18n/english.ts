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
import enHelp from '@/locales/en/help.json';
import enLabelsSettings from '@/locales/en/labelsSettings.json';
import enLocationsBySubconsignee from '@/locales/en/locationsBySubconsignee.json';
import enMovements from '@/locales/en/movements.json';
import enNews from '@/locales/en/news.json';
import enParties from '@/locales/en/parties.json';
import enPlacement from '@/locales/en/placement.json';
import enPrinting from '@/locales/en/printing.json';
import enPrintingLabels from '@/locales/en/printingLabels.json';
import enProposals from '@/locales/en/proposals.json';
import enRecognition from '@/locales/en/recognition.json';
import enRecognitionPhone from '@/locales/en/recognitionPhone.json';
import enRenewal from '@/locales/en/renewal.json';
import enRenewalAdjustments from '@/locales/en/renewalAdjustments.json';
import enRenewalPrints from '@/locales/en/renewalPrints.json';
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
import type { italian } from './resources.ts';

/** The English texts, loaded only for a browser that prefers English (i18n.ts). */
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
  help: enHelp,
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
  recognition: enRecognition,
  recognitionPhone: enRecognitionPhone,
  renewal: enRenewal,
  renewalAdjustments: enRenewalAdjustments,
  renewalPrints: enRenewalPrints,
  discharges: enDischarges,
  documents: enDocuments,
  valueVouchers: enValueVouchers,
  annualAmortization: enAnnualAmortization,
  printing: enPrinting,
  printingLabels: enPrintingLabels,
};
