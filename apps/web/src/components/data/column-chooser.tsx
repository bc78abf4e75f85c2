import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The columns a user may hide: data, not the row's controls; the first one always stays. */
const choosable = <R extends GridValidRowModel>(columns: readonly GridColDef<R>[]) =>
  columns.filter((column) => column.field !== 'actions' && column.field !== '__check__').slice(1);

/** "Colonne": a menu of the list's columns, each shown or hidden by its checkbox. */
export function ColumnChooser<R extends GridValidRowModel>(props: {
  columns: readonly GridColDef<R>[];
  visibility: GridColumnVisibilityModel;
  onChange: (next: GridColumnVisibilityModel) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        startIcon={<ViewColumnOutlinedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('dataGrid.columns')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('dataGrid.columnsTitle') } }}
      >
        <ListSubheader>{t('dataGrid.columnsTitle')}</ListSubheader>
        {choosable(props.columns).map((column) => {
          const shown = props.visibility[column.field] !== false;
          return (
            <MenuItem
              key={column.field}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => props.onChange({ ...props.visibility, [column.field]: !shown })}
              dense
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={shown}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
              </ListItemIcon>
              <ListItemText primary={column.headerName ?? column.field} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
