import type { MappingRowView, RenewalSubcategory } from '@inventario/shared/contracts/renewal';
import { useCallback, useMemo, useState } from 'react';
import { editOf, type MappingEdits, withTarget } from '../model/mapping-form.ts';

/** A refused confirmation: its code (the message) and the rows it names. */
export interface MappingRefusal {
  code: string;
  rows: ReadonlySet<number>;
}

export interface MappingEditsState {
  edits: MappingEdits;
  refusal: MappingRefusal | null;
  setTarget: (row: MappingRowView, target: RenewalSubcategory | null) => void;
  setRate: (row: MappingRowView, text: string) => void;
  refuse: (refusal: MappingRefusal) => void;
  /** Forgets the edits (saved, or taken back by the server) and the refusal. */
  clear: () => void;
}

/**
 * The mapping form's state: the rows the user touched and the last refusal. Kept by the screen, not
 * the mapping's section, so that looking at another step and back loses nothing typed.
 */
export function useMappingEdits(language: string): MappingEditsState {
  const [edits, setEdits] = useState<MappingEdits>({});
  const [refusal, setRefusal] = useState<MappingRefusal | null>(null);
  const setTarget = useCallback(
    (row: MappingRowView, target: RenewalSubcategory | null) =>
      setEdits((current) => ({ ...current, [row.subcategory.id]: withTarget(target, language) })),
    [language],
  );
  const setRate = useCallback(
    (row: MappingRowView, text: string) =>
      setEdits((current) => ({
        ...current,
        [row.subcategory.id]: { ...editOf(row, current, language), rateText: text },
      })),
    [language],
  );
  const clear = useCallback(() => {
    setEdits({});
    setRefusal(null);
  }, []);
  return useMemo(
    () => ({ edits, refusal, setTarget, setRate, refuse: setRefusal, clear }),
    [edits, refusal, setTarget, setRate, clear],
  );
}
