import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { type ReactNode, useId } from 'react';
import { ListToolbar } from './list-toolbar.tsx';

export interface ListPanelProps {
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** Filters shown next to the add button (`SearchFilters`). */
  filters?: ReactNode;
  /** The list itself (a grid), with the dialogs it opens. */
  children: ReactNode;
  /** The screen of the list's own import from a file, when it has one. */
  importPath?: string;
}

/**
 * A list panel: a region named by its title (so tests and screen readers find the grid with its
 * footer), the toolbar with filters and the add button, then the grid.
 */
export function ListPanel({ title, addLabel, onAdd, filters, children, importPath }: ListPanelProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <ListToolbar title={title} titleId={titleId} addLabel={addLabel} onAdd={onAdd} importPath={importPath}>
        {filters}
      </ListToolbar>
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Paper>
  );
}
