import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

interface MissingConsent {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

/**
 * Our clients are all first party: the user is never asked for consent, the grant simply receives
 * what the request asks for (OpenID scopes and claims, the API's scopes).
 */
export async function grantFirstPartyConsent(
  provider: Provider,
  interaction: Interaction,
): Promise<InteractionResults> {
  const accountId = interaction.session?.accountId;
  const clientId = interaction.params.client_id;
  if (!accountId || typeof clientId !== 'string') {
    return { error: 'login_required', error_description: 'no signed-in user to grant access for' };
  }
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const missing = interaction.prompt.details as MissingConsent;
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  return { consent: existing ? {} : { grantId } };
}
