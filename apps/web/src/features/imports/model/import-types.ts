import type { IMPORT_TYPE, ImportType } from '@inventario/shared/domain/imports/import-format';
import type { RouteTitleKey } from '@/app/router/route-meta.ts';

export type ImportTypeName = keyof typeof IMPORT_TYPE;

/** The screen of each import type: the route table gives each of the four paths this page. */
const SCREENS: Record<ImportType, { name: ImportTypeName; path: string; titleKey: RouteTitleKey }> = {
  1: { name: 'clientServer', path: '/configuration/import/client-server', titleKey: 'importClientServer' },
  2: { name: 'durable', path: '/configuration/import/durable', titleKey: 'importDurable' },
  3: { name: 'inventory', path: '/configuration/import/inventory', titleKey: 'importInventory' },
  4: { name: 'schoolSoftware', path: '/configuration/import/spaggiari', titleKey: 'importSpaggiari' },
};

export function isImportType(type: number): type is ImportType {
  return type in SCREENS;
}

/** The type's key in the texts (`imports.types.<name>`, `imports.intro.<name>`). */
export const importTypeName = (type: ImportType): ImportTypeName => SCREENS[type].name;

export const importScreenPath = (type: ImportType): string => SCREENS[type].path;

export const importTitleKey = (type: ImportType): RouteTitleKey => SCREENS[type].titleKey;
