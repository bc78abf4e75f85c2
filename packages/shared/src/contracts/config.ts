import { z } from '../zod.ts';

/**
 * External pages the menus link to (user manual, support, vendor site, template manager,
 * authorizations, publications). The spec names them without addresses, so they are installation
 * settings. The manual, support, authorizations and publications have pages of the application's own
 * that a link replaces; the vendor site and the template manager are not shown without one.
 */
export const webLinksSchema = z
  .object({
    userManual: z.url(),
    support: z.url(),
    vendorSite: z.url(),
    templateManager: z.url(),
    authorizations: z.url(),
    publications: z.url(),
  })
  .partial();
export type WebLinks = z.infer<typeof webLinksSchema>;

/** `GET /inventario/config.json`: the SPA's runtime configuration (DESIGN §4). */
export const webConfigSchema = z.object({
  apiBaseUrl: z.string(),
  customerAreaBaseUrl: z.string(),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    redirectUri: z.string(),
    scope: z.string(),
    /** The account pages of the identity provider, linked from the user menu. */
    accountUrl: z.string(),
    changePasswordUrl: z.string(),
  }),
  version: z.string(),
  links: webLinksSchema,
});

export type WebConfig = z.infer<typeof webConfigSchema>;

export const APP_VERSION = '1.12.0';
