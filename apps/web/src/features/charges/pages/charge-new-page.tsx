import { ASSET_STATUS, type AssetSummary } from '@inventario/shared/contracts/assets';
import type { ExternalMovementDetail } from '@inventario/shared/contracts/external-movements';
import type { Universality } from '@inventario/shared/contracts/universalities';
import Button from '@mui/material/Button';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import { PageProblem } from '@/components/feedback/page-state.tsx';
import {
  chargeSelectionProblem,
  parseExternalIds,
  useExternalMovementList,
} from '@/features/external-movements';
import { MovementNewPage } from '@/features/movements';
import { useAllYears } from '@/features/reference-lists';
import { useUniversality } from '../api/get-universality.ts';
import { useWaitingAsset } from '../api/get-waiting-asset.ts';
import { ChargeEditor, type ChargeStart } from '../components/charge-editor.tsx';
import { lineFromWaitingAsset } from '../model/charge-lines.ts';
import { externalChargeStart } from '../model/external-start.ts';

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

function startOf(
  asset: AssetSummary | undefined,
  universality: Universality | undefined,
  external: ExternalMovementDetail[] | undefined,
): ChargeStart {
  if (external)
    return { origin: 'assets', universality: null, fixed: true, ...externalChargeStart(external) };
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
 * `#/charge/new`, `#/charge/new/asset/{idAsset}`, `#/charge/new/universality/{idUniversality}` and
 * `#/charge/new/external?ids=…`: a new charge in the movement stepper, from scratch, from a waiting asset
 * (preloaded), from a universality, or from external movements (their goods as assets to complete).
 */
export default function ChargeNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const params = useParams();
  const assetId = idParam(params.idAsset);
  const universalityId = idParam(params.idUniversality);
  const years = useAllYears();
  const asset = useWaitingAsset(assetId);
  const universality = useUniversality(universalityId);
  const [searchParams] = useSearchParams();
  const fromExternal = meta?.titleKey === 'chargeNewExternal';
  const externalIds = fromExternal ? parseExternalIds(searchParams.get('ids')) : [];
  const external = useExternalMovementList(externalIds);
  const queries = [
    years,
    ...(assetId ? [asset] : []),
    ...(universalityId ? [universality] : []),
    ...(externalIds.length > 0 ? [external] : []),
  ];
  const backToExternal = (
    <Button color="inherit" size="small" onClick={() => void navigate('/external-movements')}>
      {t('charges.actions.backToExternal')}
    </Button>
  );
  const externalProblem = fromExternal
    ? externalIds.length === 0
      ? 'errors.nothingSelected'
      : external.data && chargeSelectionProblem(external.data)
    : undefined;
  const fromScratch = (
    <Button color="inherit" size="small" onClick={() => void navigate('/charge/new')}>
      {t('charges.actions.fromScratch')}
    </Button>
  );

  /** Once loaded: the waiting asset or universality may not be chargeable as asked. */
  const loaded = () => {
    const problem = asset.data && assetStartProblem(asset.data);
    if (asset.data && problem) {
      const universalityOf = asset.data.universalityId;
      return (
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
    }
    if (universality.data?.chargeMovement) {
      return (
        <PageProblem
          message={`${universality.data.description}: ${t('errors.universalityCharged')}`}
          action={fromScratch}
        />
      );
    }
    return (
      <ChargeEditor
        start={startOf(asset.data, universality.data, fromExternal ? external.data : undefined)}
        years={years.data ?? []}
        onSaved={(saved) => void navigate(`/charge/detail/${saved.id}`)}
        onCancel={() => void navigate(fromExternal ? '/external-movements' : '/charge')}
      />
    );
  };

  return (
    <MovementNewPage
      title={t(`routes.${meta?.titleKey ?? 'chargeNew'}`)}
      queries={queries}
      problem={
        externalProblem ? (
          <PageProblem message={t(externalProblem as ParseKeys)} action={backToExternal} />
        ) : undefined
      }
    >
      {loaded}
    </MovementNewPage>
  );
}
