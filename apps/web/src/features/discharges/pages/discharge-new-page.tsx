import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import { PageProblem } from '@/components/feedback/page-state.tsx';
import { MovementNewPage } from '@/features/movements';
import { useAllYears } from '@/features/reference-lists';
import { useConfirmedProposals } from '../api/list-confirmed-proposals.ts';
import { DischargeEditor } from '../components/discharge-editor.tsx';
import { BLANK_START, type DischargeStart, startFromProposal } from '../model/discharge-origin.ts';

function idParam(value: string | undefined): number | undefined {
  const id = Number(value);
  return value !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * `#/discharge/new` and `#/discharge/new/from-out/{idOut}`: a new discharge in the movement stepper,
 * from scratch or from a confirmed proposal (chosen already; others may join it). A proposal that is
 * not among the confirmed ones still to discharge is said so, with the way back to it.
 */
export default function DischargeNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const params = useParams();
  const fromOut = meta?.titleKey === 'dischargeNewFromOut';
  const proposalId = fromOut ? idParam(params.idOut) : undefined;
  const years = useAllYears();
  const confirmed = useConfirmedProposals(fromOut);
  const queries = [years, ...(fromOut ? [confirmed] : [])];
  const checked = proposalId && confirmed.data ? startFromProposal(proposalId, confirmed.data) : undefined;
  // Kept once accepted: saving the discharge takes the proposal off the list before the page leaves.
  const [accepted, setAccepted] = useState<DischargeStart>();
  if (checked?.ok && !accepted) setAccepted(checked.start);
  const fromProposal = accepted ? { ok: true as const, start: accepted } : checked;

  let problem: ReactNode;
  if (fromOut && (!proposalId || (fromProposal && !fromProposal.ok))) {
    const refusal = fromProposal && !fromProposal.ok ? fromProposal.problem : 'errors.notFound';
    problem = (
      <PageProblem
        message={t(refusal as ParseKeys)}
        action={
          <Stack direction="row" spacing={1}>
            {proposalId ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => void navigate(`/outdated/detail/${proposalId}`)}
              >
                {t('discharges.actions.backToProposal')}
              </Button>
            ) : null}
            <Button color="inherit" size="small" onClick={() => void navigate('/discharge/new')}>
              {t('discharges.actions.fromScratch')}
            </Button>
          </Stack>
        }
      />
    );
  }

  return (
    <MovementNewPage
      title={t(`routes.${meta?.titleKey ?? 'dischargeNew'}`)}
      queries={queries}
      problem={problem}
    >
      {() => (
        <DischargeEditor
          start={fromProposal?.ok ? fromProposal.start : BLANK_START}
          years={years.data ?? []}
          onSaved={(saved) => void navigate(`/discharge/detail/${saved.id}`)}
          onCancel={() => void navigate(proposalId ? `/outdated/detail/${proposalId}` : '/discharge')}
        />
      )}
    </MovementNewPage>
  );
}
