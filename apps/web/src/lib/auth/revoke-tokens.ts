import type { WebConfig } from '@inventario/shared/contracts/config';

export interface RevocableTokens {
  access_token?: string | undefined;
  refresh_token?: string | undefined;
}

type TokenTypeHint = 'access_token' | 'refresh_token';

async function revokeOne(config: WebConfig, token: string, hint: TokenTypeHint): Promise<void> {
  await fetch(`${config.oidc.authority.replace(/\/$/, '')}/oauth2/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.oidc.clientId, token, token_type_hint: hint }),
  });
}

/**
 * Revokes the refresh token and the access token at the identity provider (spec 01 §4.4). A failure is
 * ignored: logout goes on, and the tokens expire by themselves.
 */
export async function revokeTokens(
  config: WebConfig,
  tokens: RevocableTokens | null | undefined,
): Promise<void> {
  const requests: Promise<void>[] = [];
  if (tokens?.refresh_token) requests.push(revokeOne(config, tokens.refresh_token, 'refresh_token'));
  if (tokens?.access_token) requests.push(revokeOne(config, tokens.access_token, 'access_token'));
  await Promise.allSettled(requests);
}
