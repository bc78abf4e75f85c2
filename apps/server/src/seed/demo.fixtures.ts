import type { Dashboard } from '@inventario/shared/contracts/dashboard';
import { expect } from 'vitest';
import { type Credentials, send, signIn, type TestApp } from '../test/harness.ts';

/** Signs a seeded user in (password `demo`). */
export function signInSeeded(t: TestApp, username: string, customerCode: string) {
  return signIn(t, { username, password: 'demo', customerCode, roles: ['inv.default'], licenses: ['INV'] });
}

/** The school has no years, movements or external movements: a new school, as DEMO002 is. */
export async function expectEmptySchool(t: TestApp, credentials: Credentials): Promise<void> {
  const count = await send<{ count: number }>(t, credentials, 'GET', '/movement/external/count');
  expect(count.body.count).toBe(0);
  const dashboard = (await send<Dashboard>(t, credentials, 'GET', '/dashboard')).body;
  expect(dashboard).toMatchObject({ lastMovements: [], financialYear: null, categories: [] });
}
