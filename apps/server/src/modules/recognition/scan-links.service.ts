import { randomUUID } from 'node:crypto';
import type {
  ScanContext,
  ScanDetect,
  ScanDetectResult,
  ScanLink,
  ScanLinkCreated,
  ScanSession,
} from '@inventario/shared/contracts/recognition';
import {
  addMinutes,
  exchangeRefusal,
  SCAN_CODE_TTL_MINUTES,
  SCAN_TOKEN_TTL_HOURS,
  splitScanSecret,
  tokenRefusal,
} from '@inventario/shared/domain/recognition/scan-link';
import type { Db } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext, ScanScope, ScanTokenResolver } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import { hashSessionToken, newSessionToken } from '../session/session-token.ts';
import { readBatch } from './reads.ts';
import * as repo from './recognition.repo.ts';
import { requireLocation, requireOngoing } from './recognition.service.ts';
import * as assetsRepo from './recognition-assets.repo.ts';
import { assetView, locationView, recognitionView } from './recognition-view.ts';
import * as links from './scan-links.repo.ts';

export interface ScanLinksDeps {
  db: Db;
  /** Where the app is reached (`PUBLIC_URL`): the QR code's link. */
  publicUrl: string;
  now: () => Date;
}

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

function linkView(row: links.ScanLinkRow): ScanLink {
  return {
    id: row.id,
    idLocation: row.locationId,
    codeExpiresAt: row.codeExpiresAt.toISOString(),
    used: row.codeUsedAt !== null,
    tokenExpiresAt: iso(row.tokenExpiresAt),
    revokedAt: iso(row.revokedAt),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A secret that names its school, so the phone's calls are looked up under its row-level security. */
const schoolSecret = (customerCode: string) => `${customerCode}.${newSessionToken()}`;

/**
 * `POST /recognition/{id}/scanLink`: a QR code for a phone, for the whole recognition or one of its
 * locations; the secret is in the URL's fragment, which no server log or Referer carries.
 */
export function createScanLink(
  deps: ScanLinksDeps,
  context: RequestContext,
  id: number,
  idLocation: number | null | undefined,
): Promise<ScanLinkCreated> {
  return mutate(deps.db, context, async (tx) => {
    const customerCode = context.customerCode;
    await requireOngoing(tx, customerCode, id);
    if (idLocation) await requireLocation(tx, customerCode, id, idLocation);
    const secret = schoolSecret(customerCode);
    const row = await links.insertLink(tx, {
      id: randomUUID(),
      customerCode,
      recognitionId: id,
      locationId: idLocation ?? null,
      codeHash: hashSessionToken(secret),
      codeExpiresAt: addMinutes(deps.now(), SCAN_CODE_TTL_MINUTES),
      createdBy: context.username,
    });
    await recordAudit(tx, context, {
      action: 'recognition.scanLink',
      entity: 'recognition',
      entityId: id,
      after: { linkId: row.id, locationId: row.locationId },
    });
    const url = `${deps.publicUrl.replace(/\/+$/, '')}/inventario/scan/#code=${encodeURIComponent(secret)}`;
    return { ...linkView(row), url };
  });
}

export function listScanLinks(deps: ScanLinksDeps, context: RequestContext, id: number): Promise<ScanLink[]> {
  return read(deps.db, context, async (tx) =>
    (await links.findLinks(tx, context.customerCode, id)).map(linkView),
  );
}

/** `DELETE /recognition/{id}/scanLink/{linkId}`: the phone's next call is refused. */
export function revokeScanLink(
  deps: ScanLinksDeps,
  context: RequestContext,
  params: { id: number; linkId: string },
): Promise<ScanLink> {
  return mutate(deps.db, context, async (tx) => {
    const row = await links.findLink(tx, context.customerCode, { id: params.linkId });
    if (!row || row.recognitionId !== params.id) throw new AppError('notFound', 'No such scan link');
    const revokedAt = row.revokedAt ?? deps.now();
    await links.updateLink(tx, context.customerCode, row.id, { revokedAt });
    await recordAudit(tx, context, {
      action: 'recognition.scanLinkRevoke',
      entity: 'recognition',
      entityId: params.id,
      after: { linkId: row.id },
    });
    return linkView({ ...row, revokedAt });
  });
}

/** `POST /recognition/scan/session`: the QR code's secret, once and while fresh, for a token. */
export async function openScanSession(deps: ScanLinksDeps, code: string): Promise<ScanSession> {
  const parts = splitScanSecret(code);
  if (!parts) throw new AppError('scanLinkExpired', 'Not a scan code');
  return inTenantTransaction(deps.db, parts.customerCode, async (tx) => {
    const row = await links.findLink(tx, parts.customerCode, { codeHash: hashSessionToken(code) });
    if (!row) throw new AppError('scanLinkExpired', 'Unknown scan code');
    const now = deps.now();
    const refusal = exchangeRefusal(row, now);
    if (refusal) throw new AppError(refusal);
    const recognition = await repo.findRecognition(tx, parts.customerCode, row.recognitionId);
    if (recognition?.status !== 'ongoing') throw new AppError('recognitionEnded');
    const token = schoolSecret(parts.customerCode);
    const tokenExpiresAt = addMinutes(now, SCAN_TOKEN_TTL_HOURS * 60);
    await links.updateLink(tx, parts.customerCode, row.id, {
      codeUsedAt: now,
      tokenHash: hashSessionToken(token),
      tokenExpiresAt,
    });
    return {
      token,
      expiresAt: tokenExpiresAt.toISOString(),
      recognitionId: row.recognitionId,
      idLocation: row.locationId,
    };
  });
}

/** The phone's context: its school, named reader and scope; refused (by code) once expired or revoked. */
export function createScanTokenResolver(deps: ScanLinksDeps): ScanTokenResolver {
  return async (token) => {
    const parts = splitScanSecret(token);
    if (!parts) return null;
    const row = await inTenantTransaction(deps.db, parts.customerCode, (tx) =>
      links.findLink(tx, parts.customerCode, { tokenHash: hashSessionToken(token) }),
    );
    if (!row?.tokenExpiresAt) return null;
    const refusal = tokenRefusal(row, deps.now());
    if (refusal) throw new AppError(refusal);
    const scan: ScanScope = {
      linkId: row.id,
      recognitionId: row.recognitionId,
      locationId: row.locationId,
      expiresAt: row.tokenExpiresAt,
    };
    return {
      subject: `scan:${row.id}`,
      // The reads are the user's who showed the QR code, from a phone.
      username: `${row.createdBy} (telefono)`,
      fullName: row.createdBy,
      roles: [],
      licenses: [],
      homeCustomerCode: parts.customerCode,
      customerCode: parts.customerCode,
      sessionId: null,
      idempotency: undefined,
      scan,
    };
  };
}

function requireScan(context: RequestContext): ScanScope {
  if (!context.scan) throw new Error('a scan route without a scan context');
  return context.scan;
}

function refuseOtherLocation(scan: ScanScope, idLocation: number) {
  if (scan.locationId !== null && scan.locationId !== idLocation) {
    throw new AppError('forbidden', 'This QR code reads in another location');
  }
}

/** `GET /recognition/scan/context`: the recognition, its locations, and what the token opens. */
export function scanContext(db: Db, context: RequestContext): Promise<ScanContext> {
  const scan = requireScan(context);
  return read(db, context, async (tx) => {
    const recognition = await requireOngoing(tx, context.customerCode, scan.recognitionId);
    const locations = (await repo.findLocations(tx, context.customerCode, scan.recognitionId))
      .filter((row) => scan.locationId === null || row.location_id === scan.locationId)
      .map(locationView);
    return {
      recognition: await recognitionView(tx, context.customerCode, recognition),
      idLocation: scan.locationId,
      expiresAt: scan.expiresAt.toISOString(),
      locations,
    };
  });
}

/** The goods a location holds or where they were read, for the phone to keep offline. */
export function expectedAssets(db: Db, context: RequestContext, idLocation: number) {
  const scan = requireScan(context);
  refuseOtherLocation(scan, idLocation);
  return read(db, context, async (tx) => {
    await requireLocation(tx, context.customerCode, scan.recognitionId, idLocation);
    const rows = await assetsRepo.findRecognitionAssets(
      tx,
      context.customerCode,
      scan.recognitionId,
      { idLocation },
      {},
      { limit: 5_000, offset: 0 },
    );
    return { assets: rows.map(assetView) };
  });
}

/**
 * `POST /recognition/scan/detect`: the reads a phone queued, in order, in one transaction; each read
 * sent before answers as it did, so a batch sent twice counts once.
 */
export function detectBatch(
  { db, publicUrl }: Pick<ScanLinksDeps, 'db' | 'publicUrl'>,
  context: RequestContext,
  input: ScanDetect,
): Promise<ScanDetectResult> {
  const scan = requireScan(context);
  for (const read of input.reads) refuseOtherLocation(scan, read.idLocation);
  return mutate(db, context, async (tx) => {
    await requireOngoing(tx, context.customerCode, scan.recognitionId);
    const answers = await readBatch(tx, context, scan.recognitionId, input.reads, {
      appOrigin: new URL(publicUrl).origin,
    });
    const results = input.reads.map((read, i) => ({
      readId: read.readId,
      outcome: answers[i]?.outcome ?? 'notFound',
      assets: answers[i]?.assets ?? [],
    }));
    const touched = [...new Set(input.reads.map((r) => r.idLocation))];
    const locations = [];
    for (const idLocation of touched) {
      locations.push(
        locationView(await requireLocation(tx, context.customerCode, scan.recognitionId, idLocation)),
      );
    }
    return { results, locations };
  });
}
