import type {
  Location,
  LocationPage,
  LocationSave,
  LocationSearch,
  Site,
  SiteSave,
} from '@inventario/shared/contracts/placement';
import { canDeactivateLocation } from '@inventario/shared/domain/placement/placement';
import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { holdingsOfLocation } from '../assets/assets.service.ts';
import { recordAudit } from '../audit/index.ts';
import { subConsigneeExists } from '../subconsignees/subconsignees.service.ts';
import * as repo from './placement.repo.ts';

type SiteRow = NonNullable<Awaited<ReturnType<typeof repo.findSite>>>;

function toSite(row: SiteRow): Site {
  return { id: row.id, code: row.code, description: row.description, address: row.address, city: row.city };
}

function toLocation(row: repo.LocationRow): Location {
  const { subConsigneeId, subConsigneeDescription, ...rest } = row;
  return {
    ...rest,
    subConsignee:
      subConsigneeId === null ? null : { id: subConsigneeId, description: subConsigneeDescription ?? '' },
  };
}

export async function listSites(db: Db, context: RequestContext): Promise<Site[]> {
  return (await read(db, context, (tx) => repo.listSites(tx, context.customerCode))).map(toSite);
}

/** Creates a site, or updates it when the body has an id; codes are unique per school. */
export function saveSite(db: Db, context: RequestContext, input: SiteSave): Promise<Site> {
  return mutate(db, context, async (tx) => {
    const values = {
      code: input.code,
      description: input.description,
      address: input.address ?? null,
      city: input.city ?? null,
    };
    if (input.id) {
      const before = await getSite(tx, context.customerCode, input.id);
      const saved = await repo.updateSite(tx, context.customerCode, input.id, values);
      if (!saved) throw new AppError('notFound', 'No such site');
      await recordAudit(tx, context, {
        action: 'site.update',
        entity: 'site',
        entityId: input.id,
        before,
        after: saved,
      });
      return toSite(saved);
    }
    const saved = await repo.insertSite(tx, { customerCode: context.customerCode, ...values });
    if (!saved) throw new Error('site insert returned nothing');
    await recordAudit(tx, context, {
      action: 'site.create',
      entity: 'site',
      entityId: saved.id,
      after: saved,
    });
    return toSite(saved);
  });
}

async function getSite(tx: Tx, customerCode: string, id: number): Promise<SiteRow> {
  const site = await repo.findSite(tx, customerCode, id);
  if (!site) throw new AppError('notFound', 'No such site');
  return site;
}

/** Deleting a site that still has locations is refused as `errorFK` by the database. */
export function deleteSite(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const before = await getSite(tx, context.customerCode, id);
    await repo.deleteSite(tx, context.customerCode, id);
    await recordAudit(tx, context, { action: 'site.delete', entity: 'site', entityId: id, before });
  });
}

export async function siteOfLocation(db: Db, context: RequestContext, locationId: number): Promise<Site> {
  return read(db, context, async (tx) => {
    const location = await getLocation(tx, context.customerCode, locationId);
    return toSite(await getSite(tx, context.customerCode, location.site.id));
  });
}

const byCode = [asc(repo.locationSortColumns.locationCode)];

export async function listLocationsOfSite(
  db: Db,
  context: RequestContext,
  siteId: number,
): Promise<Location[]> {
  return read(db, context, async (tx) => {
    await getSite(tx, context.customerCode, siteId);
    return (await repo.findLocations(tx, { customerCode: context.customerCode, siteId }, byCode)).map(
      toLocation,
    );
  });
}

/**
 * A window of the locations; by default sorted by site code then location code (spec 01 §2): the
 * search's page, and an export's rows (in the print worker's transaction).
 */
export async function locationListWindow(
  tx: Tx,
  customerCode: string,
  search: LocationSearch,
  window: { limit: number; offset: number },
): Promise<LocationPage> {
  const { sortBy, sortDesc, ...filters } = search;
  const filter = { ...filters, customerCode };
  const order = orderOf(repo.locationSortColumns, { sortBy, sortDesc }, 'siteCode', [
    repo.locationSortColumns.siteCode,
    repo.locationSortColumns.locationCode,
    repo.locationSortColumns.locationDescription,
  ]);
  return {
    locations: (await repo.findLocations(tx, filter, order, window)).map(toLocation),
    total: await repo.countLocations(tx, filter),
  };
}

/** A page of locations. */
export function searchLocations(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: LocationSearch,
): Promise<LocationPage> {
  return read(db, context, (tx) =>
    locationListWindow(tx, context.customerCode, search, pageWindow(page.page, page.size)),
  );
}

async function getLocation(tx: Tx, customerCode: string, id: number): Promise<Location> {
  const [row] = await repo.findLocations(tx, { customerCode, id }, byCode);
  if (!row) throw new AppError('notFound', 'No such location');
  return toLocation(row);
}

/**
 * Creates a location of a site, or updates it when the body has an id. Codes are unique within the
 * site. Deactivating a location that holds waiting or undischarged assets is refused
 * (`locationHasAssets`): they would sit in a place nobody can choose any more.
 */
export function saveLocation(db: Db, context: RequestContext, input: LocationSave): Promise<Location> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await getSite(tx, customerCode, input.siteId);
    if (input.subConsigneeId && !(await subConsigneeExists(tx, customerCode, input.subConsigneeId))) {
      throw new AppError('notFound', 'No such sub-consignee');
    }
    const values = {
      siteId: input.siteId,
      code: input.code,
      description: input.description,
      notes: input.notes ?? null,
      roomNumber: input.roomNumber ?? null,
      floorNumber: input.floorNumber ?? null,
      subConsigneeId: input.subConsigneeId ?? null,
      active: input.active ?? true,
    };
    let id = input.id;
    const before = id ? await getLocation(tx, customerCode, id) : undefined;
    if (
      id &&
      before?.active &&
      !values.active &&
      !canDeactivateLocation(await holdingsOfLocation(tx, customerCode, id))
    ) {
      throw new AppError('locationHasAssets');
    }
    if (id) await repo.updateLocation(tx, customerCode, id, values);
    else id = (await repo.insertLocation(tx, { customerCode, ...values }))?.id;
    if (!id) throw new Error('location insert returned nothing');
    const after = await getLocation(tx, customerCode, id);
    await recordAudit(tx, context, {
      action: before ? 'location.update' : 'location.create',
      entity: 'location',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export function deleteLocation(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const before = await getLocation(tx, context.customerCode, id);
    await repo.deleteLocation(tx, context.customerCode, id);
    await recordAudit(tx, context, { action: 'location.delete', entity: 'location', entityId: id, before });
  });
}
