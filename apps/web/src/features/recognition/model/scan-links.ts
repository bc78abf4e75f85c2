import type { RecognitionStatus, ScanLink } from '@inventario/shared/contracts/recognition';
import { formatDate, toIsoDate } from '@inventario/shared/format/date';
import { placeText } from './recognition-labels.ts';

/**
 * The phones of a recognition (issue 17): each QR code is a link a phone signs in with, once, within
 * its code's 15 minutes; the phone then reads until its token expires (12 hours) or the page revokes
 * it. While the recognition is ongoing the detail page reloads its counts every few seconds, so what
 * the phones read shows at once.
 */

/** How often an ongoing recognition's counts, locations and phone links reload. */
export const LIVE_REFRESH_MS = 3_000;

/** TanStack Query's `refetchInterval` of the detail page's reads: only while the recognition is ongoing. */
export function liveRefreshInterval(status: RecognitionStatus | undefined): number | false {
  return status === 'ongoing' ? LIVE_REFRESH_MS : false;
}

/** A moment as the page says it: "10:42" today, with its date ("05/06/2026") on another day. */
// A type, not an interface: texts take it as their values, which need an index signature.
export type ClockTime = {
  time: string;
  date: string | null;
};

const pad = (value: number) => String(value).padStart(2, '0');

export function clockTime(iso: string, now: Date): ClockTime {
  const instant = new Date(iso);
  const time = `${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
  const day = toIsoDate(instant);
  return { time, date: day === toIsoDate(now) ? null : formatDate(day) };
}

/**
 * Where a link stands: its code waits for a phone until it expires; once a phone took it, the phone
 * reads until its token expires; a revoked link reads no more.
 */
export type ScanLinkState =
  | { kind: 'waiting'; until: ClockTime; minutesLeft: number }
  | { kind: 'reading'; until: ClockTime }
  | { kind: 'expired' }
  | { kind: 'revoked'; at: ClockTime };

export type ScanLinkFacts = Pick<ScanLink, 'codeExpiresAt' | 'used' | 'tokenExpiresAt' | 'revokedAt'>;

const MINUTE_MS = 60_000;

const msLeft = (iso: string | null, now: Date) => (iso ? new Date(iso).getTime() - now.getTime() : 0);

export function scanLinkState(link: ScanLinkFacts, now: Date): ScanLinkState {
  if (link.revokedAt) return { kind: 'revoked', at: clockTime(link.revokedAt, now) };
  if (link.used) {
    return link.tokenExpiresAt && msLeft(link.tokenExpiresAt, now) > 0
      ? { kind: 'reading', until: clockTime(link.tokenExpiresAt, now) }
      : { kind: 'expired' };
  }
  const left = msLeft(link.codeExpiresAt, now);
  if (left <= 0) return { kind: 'expired' };
  return {
    kind: 'waiting',
    until: clockTime(link.codeExpiresAt, now),
    minutesLeft: Math.ceil(left / MINUTE_MS),
  };
}

/** A link that still opens the recognition (its code waits, or its phone reads) may be revoked. */
export function canRevoke(state: ScanLinkState): boolean {
  return state.kind === 'waiting' || state.kind === 'reading';
}

/** What the QR code's dialog shows: the code only while a phone may still take it, else a new one to ask for. */
export interface QrDialogView {
  state: ScanLinkState;
  showsCode: boolean;
  offersNewCode: boolean;
  /** How long the view stays as it is (the next minute left, or the expiry); null once it no longer changes. */
  changesInMs: number | null;
}

export function qrDialogView(link: ScanLinkFacts, now: Date): QrDialogView {
  const state = scanLinkState(link, now);
  const waiting = state.kind === 'waiting';
  let changesInMs: number | null = null;
  if (waiting) {
    const left = msLeft(link.codeExpiresAt, now);
    changesInMs = left % MINUTE_MS || MINUTE_MS;
  } else if (state.kind === 'reading') {
    changesInMs = msLeft(link.tokenExpiresAt, now);
  }
  return { state, showsCode: waiting, offersNewCode: !waiting, changesInMs };
}

/**
 * The link's location as the tables write it ("PLESSO1 · LAB1 Laboratorio"); null for a link to the
 * whole recognition, empty while the locations are not known.
 */
export function linkPlace(
  idLocation: number | null,
  locations: readonly { idLocation: number; code: string; description: string; siteCode: string }[],
): string | null {
  if (idLocation === null) return null;
  return placeText(locations.find((one) => one.idLocation === idLocation) ?? null);
}

/** An SVG (the QR code's) as an image source: a data URL, which the pages' Content-Security-Policy allows. */
export function svgImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * What the live refresh watches: the recognition's and its locations' counts and statuses. The goods
 * grid reloads its page when they change (a phone's read, another user's action), not at every tick.
 */
export function countsSignature(
  recognition: { status: RecognitionStatus; counts: object },
  locations: readonly { idLocation: number; status: string; counts: object; foundHere: number }[],
): string {
  return JSON.stringify([
    recognition.status,
    recognition.counts,
    locations.map((location) => [location.idLocation, location.status, location.counts, location.foundHere]),
  ]);
}
