import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/** Whether the grid's selection model (include or exclude form) holds an id. */
export function isSelectedIn(model: GridRowSelectionModel, id: GridRowId): boolean {
  return model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);
}

/**
 * The rows selected across pages after the grid reported a new selection for the page it shows. The
 * grid only knows the rows of one page, so the selection of the other pages is kept here; a single
 * selection replaces everything as soon as a row of this page is chosen.
 */
export function mergePageSelection<R>(
  previous: ReadonlyMap<GridRowId, R>,
  pageRows: readonly R[],
  getId: (row: R) => GridRowId,
  model: GridRowSelectionModel,
  multiple: boolean,
): Map<GridRowId, R> {
  const chosenHere = pageRows.filter((row) => isSelectedIn(model, getId(row)));
  if (!multiple && chosenHere.length > 0) {
    const last = chosenHere[chosenHere.length - 1] as R;
    return new Map([[getId(last), last]]);
  }
  const next = new Map(previous);
  for (const row of pageRows) next.delete(getId(row));
  for (const row of chosenHere) next.set(getId(row), row);
  return next;
}

/** The controlled model of a selection kept across pages (ids of other pages included). */
export function selectionModelOf(selected: ReadonlyMap<GridRowId, unknown>): GridRowSelectionModel {
  return { type: 'include', ids: new Set(selected.keys()) };
}
