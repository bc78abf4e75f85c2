import { type Fact, FactGrid } from '@/components/data/fact-grid.tsx';

export interface VoucherFact extends Fact {
  value: string | null | undefined;
}

/** A voucher's header as label/value pairs (a description list for screen readers). */
export function VoucherFacts({ facts }: { facts: readonly VoucherFact[] }) {
  return <FactGrid facts={facts} columns={4} />;
}
