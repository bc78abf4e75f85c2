/**
 * Why goods leave the inventory (D.I. 129/2018 art. 33–34), for discharge proposals (`out`) and
 * discharges alike: the proposal states the reason the discharge then records. `requiredDocument`
 * names what the DS's measure must rest on (art. 33: the police report for a theft, the
 * commission's report for unusable goods; art. 34: the valuation of a sale), null when nothing
 * beyond the measure itself is needed.
 */
export interface DischargeCausal {
  code: string;
  description: string;
  requiredDocument: string | null;
}

export const DISCHARGE_CAUSALS: readonly DischargeCausal[] = [
  {
    code: 'FUO',
    description: 'Fuori uso per obsolescenza o deterioramento',
    requiredDocument: 'Verbale della commissione che dichiara i beni fuori uso',
  },
  {
    code: 'FUR',
    description: 'Furto',
    requiredDocument: "Copia della denuncia all'autorità di pubblica sicurezza",
  },
  { code: 'SMA', description: 'Smarrimento', requiredDocument: null },
  {
    code: 'VEN',
    description: 'Cessione o vendita (art. 34)',
    requiredDocument:
      "Stima del valore: valore di inventario al netto degli ammortamenti o valore dell'usato fissato dalla commissione",
  },
  { code: 'PER', description: 'Permuta', requiredDocument: null },
  {
    code: 'DIS',
    description: 'Distruzione o rottamazione',
    requiredDocument: 'Verbale della commissione che dichiara i beni fuori uso',
  },
  { code: 'TRA', description: 'Trasferimento ad altra istituzione scolastica', requiredDocument: null },
  { code: 'ALT', description: 'Altro', requiredDocument: null },
];

/** Proposals propose the same reasons the discharges record. */
export const OUT_CAUSALS = DISCHARGE_CAUSALS;

export function isDischargeCausal(code: string): boolean {
  return DISCHARGE_CAUSALS.some((causal) => causal.code === code);
}

export const isOutCausal = isDischargeCausal;
