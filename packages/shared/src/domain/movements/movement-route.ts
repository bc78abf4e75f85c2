import { MOVEMENT_TYPE } from './movement-types.ts';

/** Where a movement's detail is in the web client (spec 02 §2 routes, by movement type). */
export function movementDetailRoute(movement: { id: number; type: number }): string | undefined {
  switch (movement.type) {
    case MOVEMENT_TYPE.charge:
      return `/charge/detail/${movement.id}`;
    case MOVEMENT_TYPE.discharge:
      return `/discharge/detail/${movement.id}`;
    case MOVEMENT_TYPE.proposal:
      return `/outdated/detail/${movement.id}`;
    case MOVEMENT_TYPE.decrease:
      return `/value-voucher/decrease/detail/${movement.id}`;
    case MOVEMENT_TYPE.increase:
      return `/value-voucher/increase/detail/${movement.id}`;
    default:
      return undefined;
  }
}
