import { ASSET_STATUS, type AssetSummary } from '@inventario/shared/contracts/assets';
import type { Universality } from '@inventario/shared/contracts/universalities';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import { useAllYears } from '@/features/financial-years/api/search-years.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useUniversality } from '../api/get-universality.ts';
import { useWaitingAsset } from '../api/get-waiting-asset.ts';
import { ChargeEditor, type ChargeStart } from '../components/charge-editor.tsx';
import { PageLoading, PageProblem, RetryButton } from '../components/page-state.tsx';
import { lineFromWaitingAsset } from '../model/charge-lines.ts';

function idParam(value: string | undefined): number | undefined {
  const id = Number(value);
  return value !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Why a waiting asset cannot start a charge, as an error text key, or undefined when it can. */
function assetStartProblem(asset: AssetSummary): ParseKeys | undefined {
  if (asset.status !== ASSET_STATUS.waiting) return 'errors.assetNotWaiting';
  if (asset.universalityId) return 'errors.assetInUniversality';
  return undefined;
}

function startOf(asset: AssetSummary | undefined, universality: Universality | undefined): ChargeStart {
  if (universality) return { origin: 'universality', lines: [], universality, fixed: true };
  if (asset)
    return {
      origin: 'assets',
      lines: [lineFromWaitingAsset(asset, 'waiting')],
      universality: null,
      fixed: true,
    };
  return { origin: 'assets', lines: [], universality: null, fixed: false };
}

/**
 * `#/charge/new`, `#/charge/new/asset/{idAsset}` and `#/charge/new/universality/{idUniversality}`: a new
 * charge in the movement stepper, from scratch, from a waiting asset (preloaded), or from a universality.
 */
export default function ChargeNewPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const params = useParams();
  const assetId = idParam(params.idAsset);
  const universalityId = idParam(params.idUniversality);
  const years = useAllYears();
  const asset = useWaitingAsset(assetId);
  const universality = useUniversality(universalityId);
  const queries = [years, ...(assetId ? [asset] : []), ...(universalityId ? [universality] : [])];
  const failed = queries.find((query) => query.isError);
  const fromScratch = (
    <Button color="inherit" size="small" onClick={() => void navigate('/charge/new')}>
      {t('charges.actions.fromScratch')}
    </Button>
  );

  let content: ReactNode;
  if (failed) {
    content = (
      <PageProblem
        message={errorText(failed.error)}
        action={<RetryButton onRetry={() => void failed.refetch()} />}
      />
    );
  } else if (queries.some((query) => !query.data)) {
    content = <PageLoading />;
  } else if (asset.data && assetStartProblem(asset.data)) {
    const problem = assetStartProblem(asset.data) as ParseKeys;
    const universalityOf = asset.data.universalityId;
    content = (
      <PageProblem
        message={`${asset.data.description}: ${t(problem)}`}
        action={
          universalityOf ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => void navigate(`/charge/new/universality/${universalityOf}`)}
            >
              {t('charges.actions.chargeUniversality')}
            </Button>
          ) : (
            fromScratch
          )
        }
      />
    );
  } else if (universality.data?.chargeMovement) {
    content = (
      <PageProblem
        message={`${universality.data.description}: ${t('errors.universalityCharged')}`}
        action={fromScratch}
      />
    );
  } else {
    content = (
      <ChargeEditor
        start={startOf(asset.data, universality.data)}
        years={years.data ?? []}
        onSaved={(saved) => void navigate(`/charge/detail/${saved.id}`)}
        onCancel={() => void navigate('/charge')}
      />
    );
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t(`routes.${meta?.titleKey ?? 'chargeNew'}`)}
      </Typography>
      {content}
    </Stack>
  );
}
