import { webConfigSchema } from '@inventario/shared/contracts/config';
import { z } from 'zod';

/**
 * External pages the menus link to (user manual, support, vendor site, template manager). The spec
 * names them without addresses, so they are installation settings: optional `links` in config.json.
 * An entry whose address is not configured is not shown, rather than pointing nowhere.
 */
const webLinksSchema = z
  .object({
    userManual: z.url(),
    support: z.url(),
    vendorSite: z.url(),
    templateManager: z.url(),
  })
  .partial();

export type WebLinks = z.infer<typeof webLinksSchema>;

const appConfigSchema = webConfigSchema.extend({ links: webLinksSchema.catch({}).default({}) });

/** The shared WebConfig plus the web client's optional settings. */
export type AppConfig = z.infer<typeof appConfigSchema>;

/**
 * Loads `config.json` beside index.html: the base URLs and identity settings of this installation
 * (DESIGN §4). Read before anything else; never cached, so a change applies at the next load.
 */
export async function loadWebConfig(): Promise<AppConfig> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return appConfigSchema.parse(await response.json());
}
