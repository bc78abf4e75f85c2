import { z } from '../zod.ts';
import { sortSchema } from './common.ts';

/** Creditors (suppliers of charges), debtors (destinations of discharges) and public administrations. */

export const creditorPaths = {
  list: '/creditor/list',
  search: '/creditor/search',
  pagedSearch: '/creditor/search/:page/:size',
  save: '/creditor',
  item: '/creditor/:id',
} as const;

export const debtorPaths = {
  list: '/debtor/list',
  pagedSearch: '/debtor/search/:page/:size',
  save: '/debtor',
  item: '/debtor/:id',
} as const;

export const administrationPaths = {
  list: '/administration/list',
  pagedSearch: '/administration/search/:page/:size',
  save: '/administration',
  item: '/administration/:id',
} as const;

/** `G` a legal person (uses the VAT number), `F` a natural person (uses the fiscal code). */
export const vendorTypeSchema = z.enum(['G', 'F']);

const partyFields = {
  id: z.number().int(),
  vendorType: vendorTypeSchema,
  businessName: z.string().nullable(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  vatNumber: z.string().nullable(),
  /** The business name, or "surname name": what lists show. */
  description: z.string(),
};

export const creditorSchema = z.object(partyFields);
export type Creditor = z.infer<typeof creditorSchema>;

export const debtorSchema = z.object({
  ...partyFields,
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Debtor = z.infer<typeof debtorSchema>;

/** An optional text field of a form: blank and null both mean "not given". */
const optionalText = (max: number) => z.string().max(max, 'rules.tooLongText').nullish();

// Which identity fields are required, and the identifier checks, are checkParty's business
// (domain/parties): they answer `validationFailed` with one issue per field.
const partySaveFields = {
  /** Absent to create, present to update. */
  id: z.number().int().positive().optional(),
  vendorType: vendorTypeSchema,
  businessName: optionalText(200),
  name: optionalText(100),
  surname: optionalText(100),
  fiscalCode: optionalText(20),
  vatNumber: optionalText(20),
};

export const creditorSaveSchema = z.object(partySaveFields);
export type CreditorSave = z.infer<typeof creditorSaveSchema>;

export const debtorSaveSchema = z.object({
  ...partySaveFields,
  address: optionalText(200),
  city: optionalText(100),
  // Their formats are checkDebtorContact's business (validationFailed), so only the length is capped here.
  province: optionalText(10),
  postalCode: optionalText(10),
  telephone: optionalText(30),
  email: optionalText(200),
});
export type DebtorSave = z.infer<typeof debtorSaveSchema>;

/** The search of the print dialogs: a term that must not be blank (`notEmptySearchField`). */
export const creditorSearchSchema = z.object({ businessNameFullName: z.string().max(200) });
export const CREDITOR_SEARCH_LIMIT = 50;

export const creditorListSchema = z.array(creditorSchema);
export const debtorListSchema = z.array(debtorSchema);

/** Party lists sort by these keys; `description` is the display name. */
export const partySortKeys = ['description', 'displayName', 'vatNumber', 'fiscalCode'] as const;

export const creditorPagedSearchSchema = sortSchema.extend({
  businessNameFullName: z.string().max(200).optional(),
  vendorType: vendorTypeSchema.optional(),
});
export type CreditorPagedSearch = z.infer<typeof creditorPagedSearchSchema>;

export const creditorPageSchema = z.object({ creditors: creditorListSchema, total: z.number().int() });
export type CreditorPage = z.infer<typeof creditorPageSchema>;

export const debtorPagedSearchSchema = sortSchema.extend({ text: z.string().max(200).optional() });
export type DebtorPagedSearch = z.infer<typeof debtorPagedSearchSchema>;

export const debtorPageSchema = z.object({ debtors: debtorListSchema, total: z.number().int() });
export type DebtorPage = z.infer<typeof debtorPageSchema>;

export const administrationSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  fiscalCode: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
});
export type Administration = z.infer<typeof administrationSchema>;

export const administrationSaveSchema = z.object({
  id: z.number().int().positive().optional(),
  description: z.string().max(200, 'rules.tooLongText'),
  fiscalCode: optionalText(20),
  address: optionalText(200),
  city: optionalText(100),
});
export type AdministrationSave = z.infer<typeof administrationSaveSchema>;

export const administrationListSchema = z.array(administrationSchema);
export const administrationSortKeys = ['description', 'fiscalCode', 'city'] as const;

export const administrationPagedSearchSchema = sortSchema.extend({
  description: z.string().max(200).optional(),
});
export type AdministrationPagedSearch = z.infer<typeof administrationPagedSearchSchema>;

export const administrationPageSchema = z.object({
  administrations: administrationListSchema,
  total: z.number().int(),
});
export type AdministrationPage = z.infer<typeof administrationPageSchema>;
