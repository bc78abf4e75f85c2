import { type Fact, FactGrid } from '@/components/data/fact-grid.tsx';

export type MergeFact = Fact;

/** A merge's facts as label/value pairs (a description list for screen readers). */
export function MergeFacts({ facts }: { facts: readonly MergeFact[] }) {
  return <FactGrid facts={facts} columns={3} />;
}
