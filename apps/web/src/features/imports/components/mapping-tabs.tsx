import type { TempList } from '@inventario/shared/contracts/imports';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListKind, MappingConflict } from '../model/mapping-lists.ts';
import { MappingListPanel } from './mapping-list-panel.tsx';

export interface MappingTabsProps {
  /** The pending import whose temp lists are mapped (a file's, or a merge's receipt). */
  importId: string;
  /** The five lists by kind (`useTempLists(importId)`): the tabs count their entries. */
  lists: Record<ListKind, UseQueryResult<TempList>>;
  /** The lists shown, one tab each. */
  kinds: readonly ListKind[];
  /** The list whose tab is open. */
  kind: ListKind;
  onKindChange: (kind: ListKind) => void;
  /** The entry a refused confirm named: its tab is marked, the entry shown and marked. */
  conflict?: Pick<MappingConflict, 'kind' | 'sourceKey'> | undefined;
  /** An entry of the open list was saved. */
  onEntrySaved?: (kind: ListKind, sourceKey: string) => void;
}

/**
 * The temp lists of a pending import, one tab each (sites, locations, sub-consignees, subcategories,
 * creditors), each entry matched onto the school's own or to be created and changed in its dialog;
 * without the import's own actions, which the screen showing it adds.
 */
export function MappingTabs({
  importId,
  lists,
  kinds,
  kind,
  onKindChange,
  conflict,
  onEntrySaved,
}: MappingTabsProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabLabel = (list: ListKind) => {
    const count = lists[list].data?.entries.length;
    const name = t(`imports.mapping.lists.${list}`);
    return count === undefined ? name : t('imports.mapping.tab', { list: name, count });
  };
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={kind}
          onChange={(_event, next: ListKind) => onKindChange(next)}
          aria-label={t('imports.mapping.tabsLabel')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {kinds.map((list) => (
            <Tab
              key={list}
              value={list}
              id={`${baseId}-tab-${list}`}
              aria-controls={`${baseId}-panel-${list}`}
              label={tabLabel(list)}
              icon={conflict?.kind === list ? <ErrorOutlineIcon color="error" fontSize="small" /> : undefined}
              iconPosition="end"
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${baseId}-panel-${kind}`} aria-labelledby={`${baseId}-tab-${kind}`}>
        <MappingListPanel
          key={kind}
          importId={importId}
          kind={kind}
          list={lists[kind]}
          highlight={conflict?.kind === kind ? conflict.sourceKey : undefined}
          onSaved={(sourceKey) => onEntrySaved?.(kind, sourceKey)}
        />
      </Box>
    </>
  );
}
