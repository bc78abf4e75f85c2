import { Readable } from 'node:stream';
import type { UserClaims } from '@inventario/shared/contracts/session';
import { canEnter, isVendorStaff } from '@inventario/shared/domain/access/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenVerifier } from './access-token.ts';
import { AppError } from './app-error.ts';

/** Who is calling and for which school; every service takes it. */
export interface RequestContext {
  subject: string;
  username: string;
  fullName: string;
  roles: readonly string[];
  licenses: readonly string[];
  /** The user's own school. */
  homeCustomerCode: string;
  /** The school the call acts for: the home school, or the one vendor staff impersonate. */
  customerCode: string;
  /** The backend session behind `x-auth-token`; null for the system's own work (demo data, benchmarks). */
  sessionId: number | null;
  /**
   * Set for mutations that carry an Idempotency-Key (see http/idempotency.ts); `replayed` once the
   * request is answered with the answer stored by an earlier one (db/unit-of-work.ts).
   */
  idempotency: { key: string; requestHash: string; replayed?: boolean } | undefined;
  /** A phone reading with a recognition's QR code: what its token opens, and nothing else. */
  scan?: ScanScope | undefined;
  /**
   * Whether the session behind `x-auth-token` is known to be open: read from the database by this
   * request, or confirmed by the first statement of one of its transactions (db/tenant.ts). Set for
   * a session this process remembered, which may have ended on another node since.
   */
  sessionOpen?: SessionConfirmation | undefined;
}

/** Shared by a request's context and its copies, so that any transaction of the request confirms it. */
export interface SessionConfirmation {
  confirmed: boolean;
}

export interface ScanScope {
  linkId: string;
  recognitionId: number;
  /** The one location it reads in; null: any of the recognition's. */
  locationId: number | null;
  expiresAt: Date;
}

/** The context of a phone's `x-scan-token`, or null when the token opens nothing (now). */
export type ScanTokenResolver = (token: string) => Promise<RequestContext | null>;

export interface SessionRecord {
  id: number;
  subject: string;
  actingCustomerCode: string | null;
  /** True when this process remembered it rather than reading it from the database now. */
  remembered: boolean;
}

/** The open session of a token; `fresh` reads it from the database, whatever this process remembers. */
export type SessionResolver = (
  token: string,
  claims: UserClaims,
  options?: { fresh?: boolean },
) => Promise<SessionRecord | null>;

/**
 * What a route asks of its caller: `public` nothing, `token` a valid bearer token, `session` a bearer
 * token and an `x-auth-token` session of the same user; `vendor` adds role InvAdmin; `scan` a phone's
 * `x-scan-token` of a recognition (modules/recognition/scan-links.service.ts), and no user at all.
 */
export type Access = 'public' | 'token' | 'session' | 'vendor' | 'scan';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    claims: UserClaims | undefined;
    context: RequestContext | undefined;
  }
}

export function installAuthentication(
  app: FastifyInstance,
  deps: {
    verifyAccessToken: AccessTokenVerifier;
    resolveSession: SessionResolver;
    resolveScanToken: ScanTokenResolver;
  },
): void {
  app.decorateRequest('claims', undefined);
  app.decorateRequest('context', undefined);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'session';
    if (access === 'public' || request.is404) return;
    if (access === 'scan') {
      request.context = await scanContext(request, deps.resolveScanToken);
      return;
    }
    const claims = await deps.verifyAccessToken(bearerToken(request));
    request.claims = claims;
    if (access === 'token') return;
    if (!canEnter(claims)) throw new AppError('forbidden', 'Licence INV and role inv.default are required');
    if (access === 'vendor' && !isVendorStaff(claims)) throw new AppError('forbidden', 'Vendor staff only');
    const sessionToken = request.headers['x-auth-token'];
    if (typeof sessionToken !== 'string' || !sessionToken) {
      throw new AppError('unauthorized', 'Missing x-auth-token');
    }
    const session = await deps.resolveSession(sessionToken, claims);
    if (!session) throw new AppError('unauthorized', 'Unknown or ended session');
    request.context = contextOf(claims, session);
  });
  // A remembered session may have been logged out on another node. A request that reads or writes
  // confirms it in its transaction's first statement, at no cost; one that ran none (a fixed list, a
  // template, a refused body) reads it before its answer goes, so a logout anywhere holds at once.
  app.addHook('onSend', async (request, reply, payload) => {
    const open = request.context?.sessionOpen;
    if (!open || open.confirmed) return payload;
    // Once: the refusal's own answer comes through this hook too.
    open.confirmed = true;
    const token = request.headers['x-auth-token'];
    const session =
      request.claims && typeof token === 'string'
        ? await deps.resolveSession(token, request.claims, { fresh: true })
        : null;
    if (session && session.id === request.context?.sessionId) return payload;
    if (payload instanceof Readable) payload.destroy();
    reply.removeHeader('content-disposition');
    throw new AppError('unauthorized', 'Unknown or ended session');
  });
}

async function scanContext(request: FastifyRequest, resolve: ScanTokenResolver): Promise<RequestContext> {
  const token = request.headers['x-scan-token'];
  if (typeof token !== 'string' || !token) throw new AppError('unauthorized', 'Missing x-scan-token');
  const context = await resolve(token);
  if (!context) throw new AppError('scanLinkExpired', 'The scan token is unknown, expired or revoked');
  return context;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match?.[1]) throw new AppError('unauthorized', 'Missing bearer token');
  return match[1];
}

function contextOf(claims: UserClaims, session: SessionRecord): RequestContext {
  return {
    subject: claims.sub,
    username: claims.preferred_username,
    fullName: claims.full_name ?? [claims.given_name, claims.family_name].filter(Boolean).join(' '),
    roles: claims.roles,
    licenses: claims.licenses,
    homeCustomerCode: claims.customer_code,
    customerCode: session.actingCustomerCode ?? claims.customer_code,
    sessionId: session.id,
    idempotency: undefined,
    sessionOpen: { confirmed: !session.remembered },
  };
}

/** The context of a route that requires a session; a route without one is a programming error. */
export function requireContext(request: FastifyRequest): RequestContext {
  if (!request.context) throw new Error(`Route ${request.url} has no session context`);
  return request.context;
}

/** The session of a request; only the system's own work has none. */
export function sessionIdOf(context: RequestContext): number {
  if (context.sessionId === null) throw new Error('The system acting by itself has no session');
  return context.sessionId;
}

/** The verified claims of a route that requires a token. */
export function requireClaims(request: FastifyRequest): UserClaims {
  if (!request.claims) throw new Error(`Route ${request.url} has no verified token`);
  return request.claims;
}
