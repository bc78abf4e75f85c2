import type { TempList, TempListEntry, TempListSave } from '@inventario/shared/contracts/imports';
import type { PlannedLocation } from '@inventario/shared/domain/imports/import-plan';
import {
  type ListKind,
  type ListMatch,
  matchLocation,
} from '@inventario/shared/domain/imports/list-matching';
import type { Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import {
  listMappings,
  type MappingRow,
  readSchoolLists,
  type SchoolListsWithLabels,
  setMapping,
  targetLabelKey,
} from './import-lists.repo.ts';
import type { ImportsDeps } from './imports.deps.ts';
import * as repo from './imports.repo.ts';

/** The pending import whose temp lists these are: one whose file is valid. */
async function readyImport(tx: Tx, context: RequestContext): Promise<repo.ImportRow> {
  const pending = await repo.findPendingImport(tx, context.customerCode);
  if (!pending) throw new AppError('notFound', 'The school has no import pending');
  if (pending.state !== 'ready') throw new AppError('importNotReady');
  return pending;
}

function entryOf(row: MappingRow, school: SchoolListsWithLabels): TempListEntry {
  const kind = row.kind as ListKind;
  return {
    sourceKey: row.sourceKey,
    source: row.source as Record<string, unknown>,
    action: row.action as TempListEntry['action'],
    targetId: row.targetId,
    targetLabel:
      row.targetId === null ? null : (school.labels.get(targetLabelKey(kind, row.targetId)) ?? null),
    matchedBy: row.matchedBy as TempListEntry['matchedBy'],
  };
}

/** An import's entries of a list, matched (the pending import's, or a merge's receipt). */
export async function tempListOf(
  tx: Tx,
  context: RequestContext,
  importId: string,
  kind: ListKind,
): Promise<TempList> {
  const school = await readSchoolLists(tx, context.customerCode);
  const rows = await listMappings(tx, context.customerCode, importId, kind);
  return { importId, entries: rows.map((row) => entryOf(row, school)) };
}

/** `GET /site/temp/list` and the others: the pending import's entries of a list, matched. */
export function getTempList(deps: ImportsDeps, context: RequestContext, kind: ListKind): Promise<TempList> {
  return read(deps.db, context, async (tx) =>
    tempListOf(tx, context, (await readyImport(tx, context)).id, kind),
  );
}

const invalid = (index: number, field: string, message: string) =>
  new AppError('validationFailed', 'A temp list entry cannot be saved', {
    issues: [{ field: `entries/${index}/${field}`, message }],
  });

function targetIds(school: SchoolListsWithLabels, kind: ListKind): Set<number> {
  const lists = {
    site: school.sites,
    location: school.locations,
    subConsignee: school.subConsignees,
    subcategory: school.subcategories,
    creditor: school.creditors,
  };
  return new Set(lists[kind].map((entry) => entry.id));
}

/** A location maps only onto a location of the school site its own site maps onto. */
function locationFitsItsSite(
  row: MappingRow,
  targetId: number,
  sites: readonly MappingRow[],
  school: SchoolListsWithLabels,
): boolean {
  const site = sites.find(
    (s) => s.sourceKey.toUpperCase() === (row.source as PlannedLocation).siteCode.toUpperCase(),
  );
  const target = school.locations.find((l) => l.id === targetId);
  return site?.action === 'map' && target?.siteId === site.targetId;
}

/** After a site's mapping changed, its locations are matched again inside its new target. */
async function rematchLocations(
  tx: Tx,
  context: RequestContext,
  importId: string,
  school: SchoolListsWithLabels,
) {
  const sites = await listMappings(tx, context.customerCode, importId, 'site');
  const siteMatch = new Map(sites.map((s) => [s.sourceKey.toUpperCase(), s as unknown as ListMatch]));
  for (const row of await listMappings(tx, context.customerCode, importId, 'location')) {
    const location = row.source as PlannedLocation;
    if (
      row.action === 'map' &&
      row.targetId !== null &&
      locationFitsItsSite(row, row.targetId, sites, school)
    )
      continue;
    const match = matchLocation(location, siteMatch.get(location.siteCode.toUpperCase()), school);
    await setMapping(
      tx,
      { customerCode: context.customerCode, importId, kind: 'location', sourceKey: row.sourceKey },
      match,
    );
  }
}

/**
 * `PUT /site/temp/list` and the others: the user's choices for some entries of a list: each maps
 * onto one of the school's entries of that list, or is created. Answers the whole list as it stands.
 */
export function saveTempList(
  deps: ImportsDeps,
  context: RequestContext,
  kind: ListKind,
  save: TempListSave,
): Promise<TempList> {
  return mutate(deps.db, context, async (tx) =>
    saveTempListOf(tx, context, (await readyImport(tx, context)).id, kind, save),
  );
}

/** The choices of `saveTempList` for an import in the caller's transaction (a merge's receipt too). */
export async function saveTempListOf(
  tx: Tx,
  context: RequestContext,
  importId: string,
  kind: ListKind,
  save: TempListSave,
): Promise<TempList> {
  const school = await readSchoolLists(tx, context.customerCode);
  const rows = new Map(
    (await listMappings(tx, context.customerCode, importId, kind)).map((r) => [r.sourceKey, r]),
  );
  const sites = kind === 'location' ? await listMappings(tx, context.customerCode, importId, 'site') : [];
  const known = targetIds(school, kind);
  for (const [index, entry] of save.entries.entries()) {
    const row = rows.get(entry.sourceKey);
    if (!row) throw invalid(index, 'sourceKey', 'rules.unknownImportEntry');
    const targetId = entry.action === 'map' ? (entry.targetId ?? null) : null;
    if (entry.action === 'map' && (targetId === null || !known.has(targetId)))
      throw invalid(index, 'targetId', 'rules.unknownImportTarget');
    if (kind === 'location' && targetId !== null && !locationFitsItsSite(row, targetId, sites, school))
      throw invalid(index, 'targetId', 'rules.locationOutsideSite');
    const key = { customerCode: context.customerCode, importId, kind, sourceKey: entry.sourceKey };
    await setMapping(tx, key, { action: entry.action, targetId, matchedBy: 'user' });
  }
  if (kind === 'site') await rematchLocations(tx, context, importId, school);
  await recordAudit(tx, context, {
    action: 'import.map',
    entity: 'import',
    entityId: importId,
    after: { kind, entries: save.entries },
  });
  return tempListOf(tx, context, importId, kind);
}
