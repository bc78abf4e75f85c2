/** Why goods are charged (art. 32: purchase, production in the school, donation…). */
export const CHARGE_CAUSALS = [
  { code: 'ACQ', description: 'Acquisto' },
  { code: 'DON', description: 'Donazione' },
  { code: 'PRO', description: 'Produzione interna' },
  { code: 'TRA', description: 'Trasferimento da altra istituzione' },
  { code: 'RIN', description: 'Rinvenimento' },
  { code: 'COM', description: "Comodato d'uso" },
  { code: 'ALT', description: 'Altro' },
] as const;

export function isChargeCausal(code: string): boolean {
  return CHARGE_CAUSALS.some((causal) => causal.code === code);
}
