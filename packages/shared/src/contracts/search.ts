import { SEARCH_TEXT_MAX } from '../domain/search/search-query.ts';
import { z } from '../zod.ts';
import { registerKinds } from './catalogue.ts';

/**
 * `GET /search?q=…&limit=…` (issue 20 "One search"): the toolbar's search over the school's records.
 * The text is read by `parseSearchQuery`: an inventory number with or without its register's acronym
 * (`12`, `BM 12`, `bm12`), a movement's number and year (`12/2025`, `12-2025`), and any text. The
 * answer groups what it names, each group capped at `limit` and best match first: the exact number
 * first, then a text that starts with the typed one, then one that contains it. A blank `q` is refused
 * with `notEmptySearchField`, one longer than `SEARCH_TEXT_MAX` with `searchTextTooLong`.
 */
export const searchPaths = {
  search: '/search',
} as const;

export const SEARCH_GROUP_LIMIT = 5;
export const SEARCH_GROUP_LIMIT_MAX = 10;
export { SEARCH_TEXT_MAX };

export const searchQuerySchema = z.object({
  q: z.string().max(2000),
  limit: z.coerce.number().int().min(1).max(SEARCH_GROUP_LIMIT_MAX).optional(),
});
export type SearchRequest = z.infer<typeof searchQuerySchema>;

export const searchAssetSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** The register's kind names its acronym (`registerAcronym`): "BM 12". */
  registerKind: z.enum(registerKinds),
  inventoryNumber: z.number().int().nullable(),
  durableNumber: z.number().int().nullable(),
  serialNumber: z.string().nullable(),
  /** `ASSET_STATUS`: 1 waiting, 2 charged, 3 in a discharge proposal, 4 discharged. */
  status: z.number().int(),
});
export type SearchAsset = z.infer<typeof searchAssetSchema>;

export const searchMovementSchema = z.object({
  id: z.number().int(),
  /** `MOVEMENT_TYPE`: 1 charge, 2 discharge, 3 discharge proposal, 5 value decrease, 6 value increase. */
  type: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  date: z.string(),
  causal: z.string().nullable(),
});
export type SearchMovement = z.infer<typeof searchMovementSchema>;

export const searchUniversalitySchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** Null until the universality is charged (it has no register nor number before). */
  registerKind: z.enum(registerKinds).nullable(),
  inventoryNumber: z.number().int().nullable(),
});
export type SearchUniversality = z.infer<typeof searchUniversalitySchema>;

export const searchPartySchema = z.object({
  id: z.number().int(),
  /** A creditor (supplier of charges) or a debtor (destination of discharges). */
  kind: z.enum(['creditor', 'debtor']),
  displayName: z.string(),
  vatNumber: z.string().nullable(),
  fiscalCode: z.string().nullable(),
});
export type SearchParty = z.infer<typeof searchPartySchema>;

export const searchSiteSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
});
export type SearchSite = z.infer<typeof searchSiteSchema>;

export const searchLocationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  site: z.object({ id: z.number().int(), code: z.string() }),
});
export type SearchLocation = z.infer<typeof searchLocationSchema>;

export const searchResultsSchema = z.object({
  assets: z.array(searchAssetSchema),
  movements: z.array(searchMovementSchema),
  universalities: z.array(searchUniversalitySchema),
  parties: z.array(searchPartySchema),
  sites: z.array(searchSiteSchema),
  locations: z.array(searchLocationSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
