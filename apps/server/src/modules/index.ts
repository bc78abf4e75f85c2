import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { externalMovementRoutes } from './external-movements/external-movements.routes.ts';
import { labelsSettingRoutes } from './labels-settings/labels-settings.routes.ts';
import { newsRoutes } from './news/news.routes.ts';
import { partyRoutes } from './parties/parties.routes.ts';
import { schoolRoutes } from './school/school.routes.ts';
import { sessionRoutes } from './session/session.routes.ts';

export interface ModuleDeps {
  db: Db;
  config: Config;
}

/** Every business area's routes, under the inventory API prefix. */
export async function registerInventoryApi(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await sessionRoutes(api, deps);
  await newsRoutes(api, deps);
  await schoolRoutes(api, deps);
  await externalMovementRoutes(api, deps);
  await partyRoutes(api, deps);
  await labelsSettingRoutes(api, deps);
}
