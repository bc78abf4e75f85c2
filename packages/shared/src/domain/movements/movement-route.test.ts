import { describe, expect, it } from 'vitest';
import { movementDetailRoute } from './movement-route.ts';

describe('movementDetailRoute', () => {
  it('opens each type of movement on its own detail route', () => {
    expect(movementDetailRoute({ id: 4, type: 1 })).toBe('/charge/detail/4');
    expect(movementDetailRoute({ id: 4, type: 2 })).toBe('/discharge/detail/4');
    expect(movementDetailRoute({ id: 4, type: 3 })).toBe('/outdated/detail/4');
    expect(movementDetailRoute({ id: 4, type: 5 })).toBe('/value-voucher/decrease/detail/4');
    expect(movementDetailRoute({ id: 4, type: 6 })).toBe('/value-voucher/increase/detail/4');
    expect(movementDetailRoute({ id: 4, type: 4 })).toBeUndefined();
  });
});
