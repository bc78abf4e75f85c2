import { listSheetDefinition } from '@inventario/shared/domain/imports/validate-list';
import type { ListKind } from './mapping-lists.ts';

/** The sheet of the template a list's file holds (`Sedi`, `Ubicazioni`…): its name is the format's. */
export const listSheetName = (list: ListKind): string => listSheetDefinition(list).name;
