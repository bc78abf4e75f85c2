import type { DetectResult } from '@inventario/shared/contracts/recognition';
import type { ReadOutcome } from '@inventario/shared/domain/recognition/detection';
import { goodText, placeText } from './recognition-labels.ts';

export type ReadSeverity = 'success' | 'info' | 'warning' | 'error';

/** What the "Rileva" form says after a read: its text's key, the values it names and how it looks. */
export interface ReadMessage {
  key: `recognition.read.outcome.${ReadOutcome}` | 'recognition.read.outcome.foundElsewhereUnplaced';
  values: { code: string; goods: string; registered: string };
  severity: ReadSeverity;
}

const SEVERITY: Record<ReadOutcome, ReadSeverity> = {
  detected: 'success',
  foundElsewhere: 'warning',
  missing: 'warning',
  notInRecognition: 'error',
  discharged: 'error',
  notFound: 'error',
  ambiguous: 'error',
};

/**
 * The message of a read: the good (a universality's components together) and, for a good found
 * elsewhere, the location the registers put it in (or that they put it nowhere).
 */
export function readMessage(code: string, result: Pick<DetectResult, 'outcome' | 'assets'>): ReadMessage {
  const goods = result.assets.map(goodText).join(', ');
  const registered = [
    ...new Set(result.assets.map((asset) => placeText(asset.location)).filter(Boolean)),
  ].join(', ');
  const unplaced = result.outcome === 'foundElsewhere' && registered === '';
  return {
    key: unplaced
      ? 'recognition.read.outcome.foundElsewhereUnplaced'
      : `recognition.read.outcome.${result.outcome}`,
    values: { code: code.trim(), goods, registered },
    severity: SEVERITY[result.outcome],
  };
}
