import Box from '@mui/material/Box';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { PieChartProps } from '@mui/x-charts/PieChart';
import { lazy, Suspense } from 'react';

/**
 * The charts' code (MUI X Charts with d3, about 90 kB gzip) is the largest part of the dashboard: the
 * cards draw their figures without it and each chart fills its place when it arrives. Its download
 * starts with the dashboard's code, beside the dashboard's request, not after the figures.
 */
const charts = import('./charts.ts');
/** The charts once their code is there: drawn in the cards' own render, not one suspension later. */
let loaded: Awaited<typeof charts> | undefined;
charts.then((module) => {
  loaded = module;
});
const LazyBarChart = lazy(async () => ({ default: (await charts).BarChart }));
const LazyPieChart = lazy(async () => ({ default: (await charts).PieChart }));

/** The chart's place, kept at its height while the code loads, so the card does not jump. */
function ChartPlace({ height }: { height: number | undefined }) {
  return <Box sx={{ height }} />;
}

export function BarChart(props: BarChartProps) {
  if (loaded) return <loaded.BarChart skipAnimation {...props} />;
  return (
    <Suspense fallback={<ChartPlace height={props.height} />}>
      <LazyBarChart skipAnimation {...props} />
    </Suspense>
  );
}

export function PieChart(props: PieChartProps) {
  if (loaded) return <loaded.PieChart skipAnimation {...props} />;
  return (
    <Suspense fallback={<ChartPlace height={props.height} />}>
      <LazyPieChart skipAnimation {...props} />
    </Suspense>
  );
}
