import { z } from '../zod.ts';
import { sortSchema } from './common.ts';

export const placementPaths = {
  siteList: '/site/list',
  siteSave: '/site',
  siteFromLocation: '/site/fromLocation/:id',
  siteDelete: '/site/:id',
  locationList: '/location/:siteId/list',
  locationSearch: '/location/search/:page/:size',
  locationSave: '/location',
  locationDelete: '/location/:id',
} as const;

const code = z.string().trim().min(1, 'rules.mandatory').max(20, 'rules.tooLongText');
const description = z.string().trim().min(1, 'rules.mandatory').max(200, 'rules.tooLongText');
const optionalText = (max: number) => z.string().trim().max(max, 'rules.tooLongText').nullish();

export const siteSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
});
export type Site = z.infer<typeof siteSchema>;

export const siteSaveSchema = z.object({
  id: z.number().int().positive().optional(),
  code,
  description,
  address: optionalText(200),
  city: optionalText(100),
});
export type SiteSave = z.infer<typeof siteSaveSchema>;

export const locationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  notes: z.string().nullable(),
  roomNumber: z.string().nullable(),
  floorNumber: z.string().nullable(),
  active: z.boolean(),
  site: z.object({ id: z.number().int(), code: z.string(), description: z.string() }),
  subConsignee: z.object({ id: z.number().int(), description: z.string() }).nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationSaveSchema = z.object({
  id: z.number().int().positive().optional(),
  siteId: z.number().int().positive(),
  code,
  description,
  notes: optionalText(1000),
  roomNumber: optionalText(20),
  floorNumber: optionalText(20),
  subConsigneeId: z.number().int().positive().nullish(),
  active: z.boolean().default(true),
});
export type LocationSave = z.input<typeof locationSaveSchema>;

/** Filters of the location search (spec 01 §2, sub-consignee locations and site locations dialogs). */
export const locationSearchSchema = sortSchema.extend({
  siteId: z.number().int().positive().optional(),
  siteCode: z.string().max(100).optional(),
  siteDescription: z.string().max(200).optional(),
  locationCode: z.string().max(100).optional(),
  locationDescription: z.string().max(200).optional(),
  subConsigneeId: z.number().int().positive().optional(),
  subConsigneeDescription: z.string().max(200).optional(),
  active: z.boolean().optional(),
});
export type LocationSearch = z.infer<typeof locationSearchSchema>;

export const locationSortKeys = [
  'siteCode',
  'siteDescription',
  'locationCode',
  'locationDescription',
  'subConsigneeDescription',
] as const;

export const locationPageSchema = z.object({ locations: z.array(locationSchema), total: z.number().int() });
export type LocationPage = z.infer<typeof locationPageSchema>;
