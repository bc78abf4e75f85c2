/**
 * The fields of an asset, by what may change them (DOMAIN §4, spec 02 §5). The legal content (price and
 * subcategory) changes only through movements once the asset is charged; the descriptive fields can
 * always change, on a waiting asset, inside a charge and on a charged asset alike. Every list of such
 * fields on the server and the web derives from these two.
 */
export const LEGAL_ASSET_FIELDS = ['subcategoryId', 'historicalPrice'] as const;

export const DESCRIPTIVE_ASSET_FIELDS = [
  'description',
  'purchaseDate',
  'locationId',
  'originalInventoryNumber',
  'originalPrice',
  'barcode',
  'serialNumber',
  'brand',
  'chassis',
  'licensePlate',
  'editor',
  'author',
  'notes',
] as const;

export type LegalAssetField = (typeof LEGAL_ASSET_FIELDS)[number];
export type DescriptiveAssetField = (typeof DESCRIPTIVE_ASSET_FIELDS)[number];

/**
 * The longest description of an asset or a universality: what a line of the printed registers and of
 * a label can still show whole. The description of an imported good, which a charge makes an asset
 * of, has the same limit.
 */
export const ASSET_DESCRIPTION_MAX = 255;
