import { describe, expect, it } from 'vitest';
import {
  canRevoke,
  clockTime,
  countsSignature,
  LIVE_REFRESH_MS,
  linkPlace,
  liveRefreshInterval,
  qrDialogView,
  scanLinkState,
  svgImageSource,
} from './scan-links.ts';

/** A local instant (the page writes local times), as the ISO text the API answers. */
const at = (hours: number, minutes: number, seconds = 0, day = 4) =>
  new Date(2026, 4, day, hours, minutes, seconds).toISOString();

const now = new Date(2026, 4, 4, 10, 27, 30);
const fresh = { codeExpiresAt: at(10, 42), used: false, tokenExpiresAt: null, revokedAt: null };

describe('live refresh', () => {
  it('reloads every few seconds while the recognition is ongoing, never once it has ended', () => {
    expect(liveRefreshInterval('ongoing')).toBe(LIVE_REFRESH_MS);
    expect(LIVE_REFRESH_MS).toBeLessThanOrEqual(5_000);
    expect(liveRefreshInterval('completed')).toBe(false);
    expect(liveRefreshInterval(undefined)).toBe(false);
  });

  it('watches the counts and statuses, so the goods reload only when something changed', () => {
    const counts = { total: 5, undetected: 5, detected: 0, foundElsewhere: 0, correct: 0, missing: 0 };
    const room = { idLocation: 1, status: 'started', counts, foundHere: 0 };
    const before = countsSignature({ status: 'ongoing', counts }, [room]);
    expect(countsSignature({ status: 'ongoing', counts: { ...counts } }, [{ ...room }])).toBe(before);
    expect(
      countsSignature({ status: 'ongoing', counts: { ...counts, undetected: 4, detected: 1 } }, [room]),
    ).not.toBe(before);
    expect(countsSignature({ status: 'ongoing', counts }, [{ ...room, foundHere: 1 }])).not.toBe(before);
    expect(countsSignature({ status: 'completed', counts }, [room])).not.toBe(before);
  });
});

describe('clock times', () => {
  it('says the time alone today, with its date on another day', () => {
    expect(clockTime(at(10, 42), now)).toEqual({ time: '10:42', date: null });
    expect(clockTime(at(8, 5, 0, 5), now)).toEqual({ time: '08:05', date: '05/05/2026' });
  });
});

describe('a link state', () => {
  it('waits for a phone until its code expires, with the minutes left rounded up', () => {
    expect(scanLinkState(fresh, now)).toEqual({
      kind: 'waiting',
      until: { time: '10:42', date: null },
      minutesLeft: 15,
    });
    expect(scanLinkState(fresh, new Date(2026, 4, 4, 10, 41, 59))).toMatchObject({ minutesLeft: 1 });
    expect(scanLinkState(fresh, new Date(2026, 4, 4, 10, 42))).toEqual({ kind: 'expired' });
  });

  it('reads once a phone took the code, until its token expires', () => {
    const used = { ...fresh, used: true, tokenExpiresAt: at(22, 27) };
    expect(scanLinkState(used, new Date(2026, 4, 4, 11, 0))).toEqual({
      kind: 'reading',
      until: { time: '22:27', date: null },
    });
    // The code's own expiry no longer matters.
    expect(scanLinkState(used, new Date(2026, 4, 4, 22, 26))).toMatchObject({ kind: 'reading' });
    expect(scanLinkState(used, new Date(2026, 4, 4, 22, 27))).toEqual({ kind: 'expired' });
    expect(scanLinkState({ ...used, tokenExpiresAt: at(8, 0, 0, 5) }, now)).toEqual({
      kind: 'reading',
      until: { time: '08:00', date: '05/05/2026' },
    });
  });

  it('is revoked whatever else it says', () => {
    const revoked = { ...fresh, used: true, tokenExpiresAt: at(22, 27), revokedAt: at(10, 30) };
    expect(scanLinkState(revoked, now)).toEqual({ kind: 'revoked', at: { time: '10:30', date: null } });
  });

  it('may be revoked while it still opens the recognition', () => {
    expect(canRevoke(scanLinkState(fresh, now))).toBe(true);
    expect(canRevoke({ kind: 'reading', until: { time: '22:27', date: null } })).toBe(true);
    expect(canRevoke({ kind: 'expired' })).toBe(false);
    expect(canRevoke({ kind: 'revoked', at: { time: '10:30', date: null } })).toBe(false);
  });
});

describe('the QR code dialog', () => {
  it('shows the code while it waits, and changes again at the next minute left', () => {
    const view = qrDialogView(fresh, now);
    expect(view).toMatchObject({ showsCode: true, offersNewCode: false, state: { minutesLeft: 15 } });
    // 14 min 30 s left: "15 minutes" until 14 minutes are left, 30 s from now.
    expect(view.changesInMs).toBe(30_000);
    expect(qrDialogView(fresh, new Date(2026, 4, 4, 10, 28)).changesInMs).toBe(60_000);
  });

  it('offers a new code once the code expired, a phone took it or it was revoked, and hides it', () => {
    const expired = qrDialogView(fresh, new Date(2026, 4, 4, 10, 43));
    expect(expired).toMatchObject({ showsCode: false, offersNewCode: true, changesInMs: null });
    expect(expired.state).toEqual({ kind: 'expired' });

    const taken = qrDialogView({ ...fresh, used: true, tokenExpiresAt: at(22, 27) }, now);
    expect(taken).toMatchObject({ showsCode: false, offersNewCode: true, state: { kind: 'reading' } });
    expect(taken.changesInMs).toBe(new Date(at(22, 27)).getTime() - now.getTime());

    const revoked = qrDialogView({ ...fresh, revokedAt: at(10, 27) }, now);
    expect(revoked).toMatchObject({ showsCode: false, offersNewCode: true, changesInMs: null });
  });

  it('names the location the phone reads in, or none for the whole recognition', () => {
    const rooms = [{ idLocation: 7, code: 'LAB1', description: 'Laboratorio', siteCode: 'PLESSO1' }];
    expect(linkPlace(7, rooms)).toBe('PLESSO1 · LAB1 Laboratorio');
    expect(linkPlace(null, rooms)).toBeNull();
    expect(linkPlace(8, rooms)).toBe('');
  });

  it('shows the drawn SVG as a data URL image', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>';
    const source = svgImageSource(svg);
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(svg);
    expect(source).not.toMatch(/[<>"#]/);
  });
});
