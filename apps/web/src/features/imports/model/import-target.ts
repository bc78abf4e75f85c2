import {
  type ImportSummary,
  importPaths,
  listImportPaths,
  listTemplatePath,
} from '@inventario/shared/contracts/imports';
import { IMPORT_TYPE, type ImportType } from '@inventario/shared/domain/imports/import-format';
import { fillPath } from '@/lib/api/path.ts';
import { importScreenPath, isImportType } from './import-types.ts';
import type { ListKind } from './mapping-lists.ts';

/** What a screen imports: a whole file of a type, or one admin list alone (in the type-1 format). */
export interface ImportTarget {
  type: ImportType;
  list: ListKind | null;
}

export const wholeImport = (type: ImportType): ImportTarget => ({ type, list: null });
export const listImport = (list: ListKind): ImportTarget => ({ type: IMPORT_TYPE.clientServer, list });

/** Each list's import screen (`#/admin-lists/import/{slug}`), and the list's own screen. */
const LIST_SCREENS: Record<ListKind, { slug: string; listPath: string }> = {
  site: { slug: 'sites', listPath: '/admin-lists/placement' },
  location: { slug: 'locations', listPath: '/admin-lists/placement' },
  subConsignee: { slug: 'subconsignees', listPath: '/admin-lists/subconsignees' },
  subcategory: { slug: 'subcategories', listPath: '/admin-lists/categories' },
  creditor: { slug: 'creditors', listPath: '/admin-lists/creditors' },
};

export const listImportScreenPath = (list: ListKind) => `/admin-lists/import/${LIST_SCREENS[list].slug}`;

export const listScreenPath = (list: ListKind) => LIST_SCREENS[list].listPath;

/** The list a screen's `:list` names, if any. */
export function listOfSlug(slug: string | undefined): ListKind | undefined {
  return (Object.keys(LIST_SCREENS) as ListKind[]).find((list) => LIST_SCREENS[list].slug === slug);
}

/** Whether an import is the one a screen of `target` follows. */
export const isImportOf = (summary: ImportSummary, target: ImportTarget) =>
  summary.type === target.type && (summary.listKind ?? null) === target.list;

/** The screen that follows an import, if it has one. */
export function screenPathOf(summary: ImportSummary): string | undefined {
  if (summary.listKind) return listImportScreenPath(summary.listKind);
  return isImportType(summary.type) ? importScreenPath(summary.type) : undefined;
}

/** Where a target's file is sent: `POST /import/type/{type}`, or the list's own path (spec 02 §7). */
export const uploadPathOf = (target: ImportTarget) =>
  target.list
    ? fillPath(listImportPaths[target.list].upload, { type: target.type })
    : fillPath(importPaths.upload, { type: target.type });

/** The target's template: the type's workbook, or the list's sheet alone. */
export const templatePathOf = (target: ImportTarget) =>
  target.list
    ? fillPath(listTemplatePath, { kind: target.list })
    : fillPath(importPaths.template, { type: target.type });
