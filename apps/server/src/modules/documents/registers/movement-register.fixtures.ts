/** Test data for the analytic and durable registers: plausible, varied, and the same on every run. */
import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import type { MovementRegisterInput, MovementRegisterLine, RegisterMovement } from './movement-register.ts';

const GOODS = [
  'Notebook Lenovo ThinkPad E14',
  'Stampante multifunzione laser HP LaserJet Pro',
  'Lavagna interattiva multimediale 79" con videoproiettore ottica ultracorta e casse acustiche',
  'Armadio metallico a due ante con serratura',
  'Microscopio ottico binoculare 1000x',
] as const;

/** The n-th charge of 2026 (n from 1), dated a few days after the previous one. */
export function chargeMovement(n: number, overrides: Partial<RegisterMovement> = {}): RegisterMovement {
  const day = 1 + ((n * 3) % 28);
  const month = 1 + (Math.floor((n * 3) / 28) % 12);
  const date = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { type: MOVEMENT_TYPE.charge, voucherType: null, number: n, year: 2026, date, ...overrides };
}

/** A line of asset `assetNumber` in a movement. */
export function movementLine(
  movement: RegisterMovement,
  assetNumber: number,
  overrides: Partial<MovementRegisterLine> = {},
): MovementRegisterLine {
  return {
    movement,
    assetNumber,
    description: `${GOODS[assetNumber % GOODS.length]} s/n ${(assetNumber * 7919).toString(36).toUpperCase()}`,
    amountCents: 20_000 + ((assetNumber * 4_567) % 150_000),
    ...overrides,
  };
}

/** `movements` charges of `perMovement` assets each, inventory numbers 1, 2, 3… */
export function chargeLines(movements: number, perMovement: number): MovementRegisterLine[] {
  return Array.from({ length: movements }, (_, m) =>
    Array.from({ length: perMovement }, (_, i) =>
      movementLine(chargeMovement(m + 1), m * perMovement + i + 1),
    ),
  ).flat();
}

export function buildMovementRegisterInput(
  overrides: Partial<MovementRegisterInput> = {},
): MovementRegisterInput {
  return {
    documentType: DOCUMENT_TYPE.analyticIncrease,
    school: {
      name: 'Istituto Comprensivo "Gianni Rodari"',
      ministerialCode: 'RMIC81200X',
      heading: ['Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma'],
    },
    register: { description: 'Beni mobili' },
    fromDate: '2026-01-01',
    toDate: '2026-12-31',
    startPage: 1,
    lines: [],
    ...overrides,
  };
}
