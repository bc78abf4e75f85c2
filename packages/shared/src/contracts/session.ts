import { z } from '../zod.ts';

export const sessionPaths = {
  login: '/session/login',
  logout: '/session/logout',
} as const;

/** `GET /session/login`: the backend session token sent back as `x-auth-token`. */
export const sessionLoginResponseSchema = z.object({ token: z.string() });
export type SessionLoginResponse = z.infer<typeof sessionLoginResponseSchema>;

/** Claims of the access token and ID token that the product reads (spec 01 §3). */
export const userClaimsSchema = z.object({
  sub: z.string(),
  preferred_username: z.string(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  full_name: z.string().optional(),
  customer_code: z.string(),
  licenses: z.array(z.string()).default([]),
  roles: z.array(z.string()).default([]),
  is_remembered: z.boolean().optional(),
});
export type UserClaims = z.infer<typeof userClaimsSchema>;
