import type { FastifyError, FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { errors } from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { registerAccountRoutes } from './account.routes.ts';
import { createCsrfTokens } from './csrf.ts';
import { acceptForms } from './form-body.ts';
import { registerLoginRoutes } from './login.routes.ts';
import { mountProvider } from './mount.ts';
import { errorPage } from './pages/error-page.ts';
import { languageOf, type PagesDeps, sendPage } from './pages-context.ts';
import { createOidcProvider, issuerPath } from './provider.ts';
import { loadOrCreateSecrets, publicJwksOf } from './secrets.ts';
import { registerUserinfoRoute } from './userinfo.routes.ts';

/** Where Fastify serves the identity provider (app.ts and DESIGN §1). */
const prefix = '/auth';

/**
 * The embedded OpenID provider: oidc-provider under `/auth`, with our login and account pages.
 * Returns the public signing keys so that the API verifies tokens without calling back over HTTP.
 */
export async function registerIdentity(
  app: FastifyInstance,
  deps: { config: Config; db: Db; now?: () => Date },
): Promise<{ publicJwks: JSONWebKeySet }> {
  const secrets = await loadOrCreateSecrets(deps.db);
  const provider = createOidcProvider({ ...deps, secrets });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider failed'));
  const publicJwks = publicJwksOf(secrets.signingKeys);
  const pages: PagesDeps = {
    ...deps,
    provider,
    csrf: createCsrfTokens(secrets.csrfKey),
    basePath: issuerPath(deps.config),
    now: deps.now ?? (() => new Date()),
  };

  await app.register(
    async (scope) => {
      markPublic(scope);
      mountProvider(scope, provider, prefix);
    },
    { prefix },
  );
  await app.register(
    async (scope) => {
      markPublic(scope);
      acceptForms(scope);
      renderErrorsAsPages(scope, pages);
      registerLoginRoutes(scope, pages);
      registerAccountRoutes(scope, pages);
      registerUserinfoRoute(scope, pages, publicJwks);
    },
    { prefix },
  );
  return { publicJwks };
}

/** Browsers reach these pages without a bearer token: the application's auth guard must let them pass. */
function markPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
}

function renderErrorsAsPages(scope: FastifyInstance, pages: PagesDeps): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    // An expired or foreign interaction is the user's back button or an old tab, not a failure of ours.
    const expired = error instanceof errors.SessionNotFound;
    const status = expired ? 400 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'identity page failed');
    const { language, messages } = languageOf(request);
    const code = expired ? 'session_not_found' : undefined;
    return sendPage(
      reply,
      errorPage(language, messages, `${pages.config.publicUrl}/inventario/`, code),
      status,
    );
  });
}
