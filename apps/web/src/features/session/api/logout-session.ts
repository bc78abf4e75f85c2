import { sessionPaths } from '@inventario/shared/contracts/session';
import type { ApiClient } from '@/lib/api/api-client.ts';

/** `GET /session/logout`: ends the backend session (spec 01 §4.4). */
export async function logoutSession(api: ApiClient): Promise<void> {
  await api.get(sessionPaths.logout);
}
