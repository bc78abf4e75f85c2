import { z } from 'zod';

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
});

export type WebConfig = z.infer<typeof webConfigSchema>;

export const APP_VERSION = '1.12.0';
