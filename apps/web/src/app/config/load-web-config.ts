import { webConfigSchema, webLinksSchema } from '@inventario/shared/contracts/config';
import type { z } from 'zod';

// An invalid link is dropped rather than stopping the application.
const appConfigSchema = webConfigSchema.extend({ links: webLinksSchema.catch({}).default({}) });

/** The shared WebConfig plus the web client's optional settings. */
export type AppConfig = z.infer<typeof appConfigSchema>;

/**
 * Loads `config.json` beside index.html: the base URLs and identity settings of this installation
 * (DESIGN §4). Read before anything else, as index.html's preload fetched it; the server sends it with
 * `no-cache`, so a change applies at the next load.
 */
export async function loadWebConfig(): Promise<AppConfig> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`);
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return appConfigSchema.parse(await response.json());
}
