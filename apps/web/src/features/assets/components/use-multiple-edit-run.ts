import type { AssetFieldsPatch, AssetSummary } from '@inventario/shared/contracts/assets';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { assetKeys } from '../api/asset-keys.ts';
import { patchAssetFields } from '../api/patch-asset-fields.ts';
import {
  type FailureDecision,
  type RunProgress,
  type RunSummary,
  runSequentially,
} from '../model/progress-runner.ts';

export type MultipleEditRun =
  | { phase: 'idle' }
  | { phase: 'running'; progress: RunProgress<AssetSummary>; stopping: boolean }
  | { phase: 'failed'; progress: RunProgress<AssetSummary>; asset: AssetSummary; error: unknown }
  | { phase: 'done'; summary: RunSummary<AssetSummary> };

/**
 * The multiple edit's run: `PATCH /asset/{id}/fields` one asset after the other, pausing on a failure
 * until the user says continue or stop, and reloading the asset grids once at the end.
 */
export function useMultipleEditRun() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<MultipleEditRun>({ phase: 'idle' });
  const stopRequested = useRef(false);
  const decide = useRef<(decision: FailureDecision) => void>(undefined);

  const start = async (assets: readonly AssetSummary[], patch: AssetFieldsPatch) => {
    stopRequested.current = false;
    let latest: RunProgress<AssetSummary> = {
      position: 0,
      done: 0,
      total: assets.length,
      current: undefined,
    };
    setRun({ phase: 'running', progress: latest, stopping: false });
    const summary = await runSequentially(assets, (asset) => patchAssetFields(inventory, asset.id, patch), {
      shouldStop: () => stopRequested.current,
      onProgress: (progress) => {
        latest = progress;
        setRun({ phase: 'running', progress, stopping: stopRequested.current });
      },
      onFailure: (asset, error) =>
        new Promise<FailureDecision>((resolve) => {
          decide.current = resolve;
          setRun({ phase: 'failed', progress: latest, asset, error });
        }),
    });
    setRun({ phase: 'done', summary });
    await queryClient.invalidateQueries({ queryKey: assetKeys.all });
  };

  return {
    run,
    start,
    /** Ends the run before the next asset (the one being saved completes). */
    stop: () => {
      stopRequested.current = true;
      setRun((current) => (current.phase === 'running' ? { ...current, stopping: true } : current));
    },
    /** After a failure: go on with the next asset, or stop there. */
    decide: (decision: FailureDecision) => {
      const resolve = decide.current;
      decide.current = undefined;
      if (decision === 'continue')
        setRun((current) =>
          current.phase === 'failed'
            ? { phase: 'running', progress: current.progress, stopping: false }
            : current,
        );
      resolve?.(decision);
    },
    reset: () => setRun({ phase: 'idle' }),
  };
}
