import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { bucketOrigins } from './bucket-origins.ts';

type Directives = Record<string, string[]>;

/**
 * The policy of every page this server sends (the SPA, the identity provider's pages, the Swagger
 * UI): scripts only from files of this origin (no inline script, no eval), never framed, forms and
 * calls to this origin and the identity provider's. Styles may be inline: MUI writes its styles at run
 * time, and the identity pages carry theirs in a `<style>`. oidc-provider adds the hash of the one
 * script of its form_post answer itself.
 */
export function pageDirectives(config: Config): Directives {
  const origins = [...new Set([new URL(config.publicUrl).origin, new URL(config.oidcIssuer).origin])];
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // The bucket too with STORAGE=s3: an invoice file goes there by a presigned PUT.
    'connect-src': ["'self'", ...origins, ...bucketOrigins(config.storage)],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'", ...origins],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
  };
  if (isHttps(config)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** JSON answers and downloads: nothing to load or run, never framed. */
export const apiDirectives: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Helmet's headers on every answer, hijacked ones (oidc-provider's) included, since they are set on
 * the raw response when a request arrives: CSP (the page policy; API scopes take the API policy with
 * {@link useApiPolicy}), X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer, the
 * cross-origin opener and resource policies, Origin-Agent-Cluster and the legacy X-* ones; HSTS only
 * when PUBLIC_URL is https (browsers ignore it over http, and a plain-http installation must stay
 * reachable).
 *
 * The opener policy keeps the re-authentication popup working: with the embedded provider every page
 * of the popup is of this origin and `same-origin` holds throughout; with an external provider the
 * popup goes through another origin, so the SPA allows its popups and `popup-callback.html` sends
 * none (see {@link popupCallbackHeaders}).
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const options: FastifyHelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(config) },
    crossOriginOpenerPolicy: { policy: config.embeddedIdentity ? 'same-origin' : 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: isHttps(config)
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
  };
  await app.register(fastifyHelmet, options);
}

/** Gives the routes of a scope the API policy (its JSON, errors and file downloads), but pages it serves. */
export function useApiPolicy(scope: FastifyInstance, isPage: (url: string) => boolean = () => false): void {
  scope.addHook('onRoute', (route) => {
    if (isPage(route.url)) return;
    // @fastify/helmet reads a route's own options from its config (what a route's `helmet` becomes).
    route.config = {
      ...route.config,
      helmet: { contentSecurityPolicy: { useDefaults: false, directives: apiDirectives } },
    } as typeof route.config;
  });
}

/** `popup-callback.html` with an external provider: no opener policy, or the popup loses its opener. */
export function popupCallbackHeaders(config: Config, res: { removeHeader(name: string): void }): void {
  if (!config.embeddedIdentity) res.removeHeader('cross-origin-opener-policy');
}

/**
 * The recognition's phone page (`scan/index.html`) reads barcodes with ZXing compiled to WebAssembly
 * where the browser has no BarcodeDetector (every iPhone): compiling it needs `'wasm-unsafe-eval'`,
 * which allows WebAssembly only, never JavaScript's eval. No other page gets it.
 */
export function scanPageHeaders(config: Config, res: { header(name: string, value: string): unknown }): void {
  const directives = pageDirectives(config);
  directives['script-src'] = [...(directives['script-src'] ?? []), "'wasm-unsafe-eval'"];
  const policy = Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
  res.header('content-security-policy', policy);
}

function isHttps(config: Config): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}
