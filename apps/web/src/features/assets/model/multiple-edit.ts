import { type AssetFieldsPatch, assetFieldsPatchSchema } from '@inventario/shared/contracts/assets';

/** The fields of the multiple edit (spec 02 §2); `location` sets the site and location together. */
export const MULTIPLE_EDIT_FIELDS = [
  'location',
  'serialNumber',
  'chassis',
  'licensePlate',
  'editor',
  'author',
] as const;
export type MultipleEditField = (typeof MULTIPLE_EDIT_FIELDS)[number];
export type MultipleEditTextField = Exclude<MultipleEditField, 'location'>;

export interface MultipleEditValues {
  /** Which fields change: the others stay as each asset has them. */
  chosen: Record<MultipleEditField, boolean>;
  siteId: number | null;
  locationId: number | null;
  texts: Record<MultipleEditTextField, string>;
}

export const noMultipleEdit: MultipleEditValues = {
  chosen: {
    location: false,
    serialNumber: false,
    chassis: false,
    licensePlate: false,
    editor: false,
    author: false,
  },
  siteId: null,
  locationId: null,
  texts: { serialNumber: '', chassis: '', licensePlate: '', editor: '', author: '' },
};

/** The body of `PATCH /asset/{id}/fields`: only the chosen fields; a blank text clears the field. */
export function toFieldsPatch(values: MultipleEditValues): AssetFieldsPatch {
  const patch: AssetFieldsPatch = {};
  if (values.chosen.location && values.locationId !== null) patch.locationId = values.locationId;
  for (const field of MULTIPLE_EDIT_FIELDS) {
    if (field === 'location' || !values.chosen[field]) continue;
    const text = values.texts[field].trim();
    patch[field] = text === '' ? null : text;
  }
  return patch;
}

export type MultipleEditMessages = Partial<Record<MultipleEditField | 'fields', string>>;

/** The messages (i18n keys) that block the run; empty when it can start. */
export function validateMultipleEdit(values: MultipleEditValues): MultipleEditMessages {
  const messages: MultipleEditMessages = {};
  if (!MULTIPLE_EDIT_FIELDS.some((field) => values.chosen[field])) {
    messages.fields = 'assets.multipleEdit.chooseField';
    return messages;
  }
  if (values.chosen.location && values.locationId === null) messages.location = 'rules.mandatory';
  const checked = assetFieldsPatchSchema.safeParse(toFieldsPatch(values));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field !== 'locationId' && field in values.texts) {
        messages[field as MultipleEditTextField] = issue.message;
      }
    }
  }
  return messages;
}
