import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, type WebConfig } from '@inventario/shared/contracts/config';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { registerCustomerArea } from './customer-area/customer-area.routes.ts';
import type { Database } from './db/client.ts';
import { createAccessTokenVerifier } from './http/access-token.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { logSerializers } from './http/error-log.ts';
import { installIdempotency } from './http/idempotency.ts';
import { createMetrics, installMetrics } from './http/metrics.ts';
import { publicUrlRedirect } from './http/public-url-redirect.ts';
import { installAuthentication } from './http/request-context.ts';
import {
  installSecurityHeaders,
  popupCallbackHeaders,
  scanPageHeaders,
  useApiPolicy,
} from './http/security-headers.ts';
import { registerIdentity } from './identity/identity.ts';
import { startJobQueues } from './jobs/job-queues.ts';
import { startDocuments } from './modules/documents/documents-runtime.ts';
import { registerInventoryApi, scanLinksDeps } from './modules/index.ts';
import { latestLedgerCheck } from './modules/ledger/index.ts';
import { createScanTokenResolver } from './modules/recognition/scan-links.service.ts';
import { createSessionResolver } from './modules/session/session.service.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable | undefined;
  /** The clock of the sign-in throttle and of what expires (upload URLs); tests move it. */
  now?: () => Date;
}

/** Builds the whole application (SPA, inventory API, customer area, identity provider) without listening. */
export async function buildApp({ config, database, logStream, now }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: logSerializers, ...(logStream && { stream: logStream }) },
    // One line per request drowns what matters on a school's server; failures are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // The identity provider and the SPA need exact paths; the inventory API is case sensitive too.
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Before every route, so that each answer (the provider's, errors, 404s) carries the headers.
  await installSecurityHeaders(app, config);

  const identity = config.embeddedIdentity
    ? await registerIdentity(app, { config, db: database.db, ...(now ? { now } : {}) })
    : undefined;
  const verifyAccessToken = createAccessTokenVerifier(config, identity?.publicJwks);
  installAuthentication(app, {
    verifyAccessToken,
    resolveSession: createSessionResolver(database.db),
    resolveScanToken: createScanTokenResolver(scanLinksDeps({ db: database.db, config, now })),
  });

  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  const jobs = await startJobQueues(database, { worker: config.worker });
  app.addHook('onClose', () => jobs.stop());
  const metrics = config.metrics.enabled
    ? createMetrics({
        queueDepth: () => jobs.depth(),
        ...(database.poolStats ? { pool: database.poolStats } : {}),
        ledgerCheck: () => latestLedgerCheck(database.db),
      })
    : undefined;
  if (metrics) installMetrics(app, metrics, config.metrics.token);
  const documents = await startDocuments(config, database, jobs, metrics?.observeRender);

  await app.register(
    async (api) => {
      const isDocs = (url: string) => url.startsWith('/inventario/api/docs');
      api.addHook('onRoute', (route) => {
        if (isDocs(route.url)) {
          route.config = { ...route.config, access: 'public' };
        }
      });
      // The Swagger UI is a page (its scripts are files of its own); the rest answers JSON or files.
      useApiPolicy(api, isDocs);
      await api.register(fastifyFormbody);
      await api.register(fastifySwagger, {
        openapi: {
          info: { title: 'Inventario API', version: APP_VERSION },
          components: {
            securitySchemes: {
              bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
              session: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
            },
          },
          security: [{ bearer: [], session: [] }],
        },
        transform: jsonSchemaTransform,
      });
      await api.register(fastifySwaggerUi, {
        routePrefix: '/docs',
        // The page at /inventario/api/docs (no slash) names its files from the site's root.
        indexPrefix: '/inventario/api',
        // No badge from the public validator: it would send the document's address away.
        uiConfig: { docExpansion: 'list', validatorUrl: null },
      });
      installIdempotency(api);
      await registerInventoryApi(api, { db: database.db, config, documents, jobs, now });
    },
    { prefix: '/inventario/api' },
  );

  await app.register(
    async (area) => {
      useApiPolicy(area);
      return registerCustomerArea(area, { db: database.db });
    },
    {
      prefix: '/area-clienti',
    },
  );

  // Read at every start of the client: a change of PUBLIC_URL or LINK_* shows at the next load.
  app.get('/inventario/config.json', { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(webConfig(config)),
  );
  registerWebClient(app, config);
  return app;
}

/**
 * The files under `assets/` have the hash of their content in their name: a browser keeps them for a
 * year without asking again. The rest (index.html, the callback page, the favicon, zod-config.js)
 * keep their names from one release to the next, so a browser checks them every time (a 304 when
 * unchanged), and a new release is picked up at once.
 */
function cacheControlOf(fileInWebDist: string): string {
  return fileInWebDist.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function readFavicon(config: Config): Buffer | undefined {
  const file = path.join(config.webDist, 'favicon.svg');
  return existsSync(file) ? readFileSync(file) : undefined;
}

function webConfig(config: Config): WebConfig {
  const web = `${config.publicUrl}/inventario/`;
  return {
    apiBaseUrl: `${config.publicUrl}/inventario/api`,
    customerAreaBaseUrl: `${config.publicUrl}/area-clienti`,
    oidc: {
      authority: config.oidcIssuer,
      clientId: config.oidcClientId,
      redirectUri: web,
      scope: 'openid profile offline_access',
      accountUrl: `${config.oidcIssuer}/account`,
      changePasswordUrl: `${config.oidcIssuer}/account/password`,
    },
    version: APP_VERSION,
    links: config.links,
  };
}

/**
 * Serves the built SPA under /inventario/; the root of the site leads there. Both first send a
 * browser that came by another host to PUBLIC_URL (`publicUrlRedirect`).
 */
function registerWebClient(app: FastifyInstance, config: Config): void {
  const toPublicUrl = publicUrlRedirect(config);
  app.get('/', { config: { access: 'public' }, onRequest: toPublicUrl }, async (_request, reply) =>
    reply.redirect('/inventario/'),
  );
  if (!existsSync(config.webDist)) {
    app.log.warn(`web client not built: ${config.webDist} is missing (run npm run build)`);
    return;
  }
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/inventario/') && !route.url.startsWith('/inventario/api')) {
      route.config = { ...route.config, access: 'public' };
    }
  });
  app.register(async (web) => {
    web.addHook('onRequest', toPublicUrl);
    await web.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/inventario/',
      // The build writes a brotli and a gzip copy beside each text file (apps/web/precompress.ts):
      // each browser gets the smallest it accepts, with `Vary: Accept-Encoding`.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const file = path.relative(config.webDist, filePath).replace(/\.(br|gz)$/, '');
        if (file === 'popup-callback.html') popupCallbackHeaders(config, res);
        if (file === path.join('scan', 'index.html')) scanPageHeaders(config, res);
        res.header('cache-control', cacheControlOf(file));
      },
    });
  });
  const favicon = readFavicon(config);
  // Browsers ask the site's root for an icon when a page names none (JSON answers, the API's pages).
  app.get('/favicon.ico', { config: { access: 'public' } }, async (_request, reply) => {
    if (!favicon) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon);
  });
}
