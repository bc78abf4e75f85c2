/**
 * What other features may use of the imports: the mapping of a pending import's temp lists, which a
 * merge's receipt (the receiver's pending import) shows as an import's mapping does. Anything not
 * exported here is private to `features/imports`.
 */
export { useTempLists } from './api/get-temp-list.ts';
export { importKeys } from './api/import-keys.ts';
export { MappingRefusal } from './components/mapping-refusal.tsx';
export { MappingTabs, type MappingTabsProps } from './components/mapping-tabs.tsx';
export { useConflictName } from './components/use-conflict-name.ts';
export {
  type ListKind,
  MAPPING_CONFLICT_CODES,
  type MappingConflict,
  mappingConflictOf,
} from './model/mapping-lists.ts';
