import { type SchoolData, schoolDataSaveSchema } from '@inventario/shared/contracts/school-data';
import { z } from 'zod';

/** A durable progressive typed in a box: a whole number from 0 (0: the register starts from 1). */
const progressive = z.number({ error: 'rules.notValid' }).int('rules.notValid').min(0, 'rules.notValid');

/** The settings form: the shared save schema, with field messages for the numbers typed by hand. */
export const schoolDataFormSchema = schoolDataSaveSchema.extend({
  /** An incomplete date typed in the picker reaches the schema as text that is not a date. */
  lastRenewalDate: z.iso.date({ error: 'rules.notValid' }).nullable(),
  lastDurableProgressive: z.object({
    movable: progressive,
    books: progressive,
    historic: progressive,
    vehicles: progressive,
  }),
});

export type SchoolDataForm = z.input<typeof schoolDataFormSchema>;

export const SCHOOL_DATA_FIELDS = [
  'heading',
  'labelHeading',
  'manager',
  'consignee',
  'lastRenewalDate',
  'firstYearDepreciation',
  'lastDurableProgressive.movable',
  'lastDurableProgressive.books',
  'lastDurableProgressive.historic',
  'lastDurableProgressive.vehicles',
] as const;

export function formValuesOf(data: SchoolData): SchoolDataForm {
  return {
    heading: data.heading,
    labelHeading: data.labelHeading,
    manager: data.manager,
    consignee: data.consignee,
    lastRenewalDate: data.lastRenewalDate,
    firstYearDepreciation: data.firstYearDepreciation,
    lastDurableProgressive: { ...data.lastDurableProgressive },
  };
}
