import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { FINANCIAL_YEAR_AREA, searchYears, useAllYears, YEAR_SORT } from '@/features/reference-lists';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { CloseYearDialog } from '../components/close-year-dialog.tsx';
import { useYearCommands } from '../components/use-year-commands.ts';
import { YearActionsBar } from '../components/year-actions-bar.tsx';
import { YearPicturesDialog } from '../components/year-pictures-dialog.tsx';
import { YearsGrid } from '../components/years-grid.tsx';
import { yearActionTargets } from '../model/year-actions.ts';

const NO_FILTERS = {};

/**
 * `#/financial-year`: the school's years, newest first, with create, close, reopen and delete, and a
 * closed year's historical pictures of the registers.
 */
export default function FinancialYearsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { inventory } = useBackendClients();
  const allYears = useAllYears({ fresh: true });
  const search = usePagedSearch<typeof NO_FILTERS, FinancialYear>({
    area: FINANCIAL_YEAR_AREA,
    filters: NO_FILTERS,
    defaultSort: YEAR_SORT,
    fetchPage: async ({ page, size, sortBy, sortDesc }) => {
      const answer = await searchYears(inventory, page, size, { sortBy, sortDesc });
      return { rows: answer.financialYearList, total: answer.total };
    },
  });
  const commands = useYearCommands();
  const [closing, setClosing] = useState(false);
  const [picturesOf, setPicturesOf] = useState<FinancialYear>();
  const showPictures = useCallback((year: FinancialYear) => setPicturesOf(year), []);
  const targets = allYears.data ? yearActionTargets(allYears.data, new Date().getFullYear()) : undefined;
  const closeTarget = targets?.close;

  useEffect(() => {
    // Spec 01 §8: a failed load of the years is an error toast (the grid shows its own banner too).
    if (allYears.isError) toast.error(t('financialYear.errorLoading'), allYears.error);
  }, [allYears.isError, allYears.error, toast, t]);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('routes.financialYear')}
      </Typography>
      <Alert severity="info">{t('financialYear.intro')}</Alert>
      <YearActionsBar
        targets={targets}
        busy={commands.busy}
        onCreate={(year) => void commands.create(year)}
        onClose={() => setClosing(true)}
        onReopen={() => targets?.reopen && void commands.reopen(targets.reopen)}
        onDelete={() => targets?.remove && void commands.remove(targets.remove)}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <YearsGrid {...search.gridProps} onPictures={showPictures} />
      </Paper>
      {closing && closeTarget && (
        <CloseYearDialog
          year={closeTarget.year}
          busy={commands.closing}
          onCancel={() => setClosing(false)}
          onSubmit={async (request) => {
            if (await commands.close(closeTarget.year, request)) setClosing(false);
          }}
        />
      )}
      {picturesOf && <YearPicturesDialog year={picturesOf} onClose={() => setPicturesOf(undefined)} />}
    </Stack>
  );
}
