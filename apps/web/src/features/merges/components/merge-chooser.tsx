import type { Merge } from '@inventario/shared/contracts/customer-area';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { type MergeSide, otherSchool } from '../model/merge-side.ts';

export interface MergeChooserProps {
  side: MergeSide;
  merges: readonly Merge[];
  shownId: number;
  onChoose: (mergeId: number) => void;
}

/**
 * The merges of a school on one side (a seller split between receivers, a receiver of several
 * schools), one tab each named by the other school; the stepper of the chosen one shows below.
 */
export function MergeChooser({ side, merges, shownId, onChoose }: MergeChooserProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={shownId}
        onChange={(_event, id: number) => onChoose(id)}
        aria-label={t(`merges.chooser.${side}`)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {merges.map((merge) => {
          const other = otherSchool(merge, side);
          return <Tab key={merge.id} value={merge.id} label={`${other.name} (${other.code})`} />;
        })}
      </Tabs>
    </Box>
  );
}
