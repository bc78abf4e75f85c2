/** Movement types of spec 02 §3 (numeric codes are part of the routes and the API). */
export const MOVEMENT_TYPE = { charge: 1, discharge: 2, proposal: 3, decrease: 5, increase: 6 } as const;
export type MovementType = (typeof MOVEMENT_TYPE)[keyof typeof MOVEMENT_TYPE];

export const movementTypes = Object.values(MOVEMENT_TYPE) as MovementType[];

export function isMovementType(value: number): value is MovementType {
  return (movementTypes as number[]).includes(value);
}
