import { formatDate } from '@inventario/shared/format/date';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseYear, useYearFailureFeedback } from '@/features/financial-years';
import { useRegisters, useSites, useSubConsigneesWithLocations } from '@/features/reference-lists';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import type { PrintNames } from '../model/print-context.ts';
import {
  type PrintFormValues,
  toPublishRequest,
  withPrintedType,
  type YearFacts,
} from '../model/print-form.ts';
import { closeRequestOf, yearCloseQuestion } from '../model/year-close-question.ts';
import { useHeadsCheck } from './use-heads-check.tsx';
import { usePrintSelections } from './use-print-selections.tsx';
import { usePublishWithFeedback } from './use-publish-with-feedback.tsx';

/**
 * Spec 01 §4 "Print flow" after validation: the year-close question of a register dated 31/12 or 31/08
 * of the latest open year (yes closes the year and stops, no prints), the DS/DSGA sync offer of the
 * prints they sign, the selection dialogs of the type, then the publish with its feedback. `print`
 * resolves true when the dialog can close; render `dialogs` inside the print form.
 */
export function usePrintFlow(years: readonly YearFacts[]) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const toast = useToast();
  const closeYear = useCloseYear();
  const yearFailure = useYearFailureFeedback();
  const publish = usePublishWithFeedback();
  const registers = useRegisters();
  const sites = useSites();
  // The dialog loads them for the types that need them; the flow only reads their names.
  const subConsignees = useSubConsigneesWithLocations({ enabled: false });

  const namesOf = useCallback(
    (values: PrintFormValues): PrintNames => ({
      year: values.year,
      register: registers.data?.find((register) => register.id === values.idRegister)?.description,
      creditor: values.creditor?.description,
      site: sites.data?.find((site) => site.id === values.idSite)?.description,
      subConsignee: subConsignees.data?.find((one) => one.id === values.idSubConsignee)?.description,
    }),
    [registers.data, sites.data, subConsignees.data],
  );

  const askToClose = useCallback(
    async (values: PrintFormValues): Promise<'close' | 'print'> => {
      const question = yearCloseQuestion(values.documentType, values.atDate, years);
      if (!question || !values.atDate) return 'print';
      const facts = { date: formatDate(values.atDate), year: values.atDate.slice(0, 4) };
      const yes = await confirm({
        title: t(`printing.closeYear.${question}.title`, facts),
        message: t(`printing.closeYear.${question}.message`, facts),
        confirmLabel: t('common.actions.yes'),
        cancelLabel: t('common.actions.no'),
      });
      return yes ? 'close' : 'print';
    },
    [confirm, t, years],
  );

  const close = useCallback(
    async (date: string) => {
      try {
        const closed = await closeYear.mutateAsync(closeRequestOf(date));
        toast.success(t('financialYear.close.done', { year: closed.year }));
        return true;
      } catch (error) {
        yearFailure('close', error);
        return false;
      }
    },
    [closeYear, t, toast, yearFailure],
  );

  const heads = useHeadsCheck();
  const selections = usePrintSelections();
  const checkHeads = heads.check;
  const choose = selections.choose;

  const print = useCallback(
    async (form: PrintFormValues): Promise<boolean> => {
      const values = withPrintedType(form);
      if ((await askToClose(values)) === 'close' && values.atDate) return close(values.atDate);
      try {
        await checkHeads(values.documentType);
      } catch (error) {
        toast.error(t('printing.loadFailed'), error);
        return false;
      }
      const choices = await choose(values);
      if (!choices) return false;
      const request = toPublishRequest(values, choices);
      return request ? publish(request, namesOf(values)) : false;
    },
    [askToClose, checkHeads, choose, close, namesOf, publish, t, toast],
  );
  const dialogs = (
    <>
      {heads.dialog}
      {selections.dialogs}
    </>
  );
  return { print, dialogs };
}
