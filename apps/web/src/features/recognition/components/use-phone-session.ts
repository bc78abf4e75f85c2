import type { RecognitionAsset, ScanContext } from '@inventario/shared/contracts/recognition';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error.ts';
import { signalRead } from '@/lib/device/read-feedback.ts';
import { createScanApi, type ScanApi } from '../api/scan-api.ts';
import { goodsNamed, type PhoneRead } from '../model/phone-reads.ts';
import { openPhoneStore, type PhoneStore, type StoredSession } from '../model/phone-store.ts';
import { type SyncOutcome, sendPendingReads } from '../model/phone-sync.ts';
import { newReadId } from '../model/read-id.ts';
import { scanCodeOf, tokenAlive } from '../model/scan-link-code.ts';

/** While reads wait and the network seems there, another try this often. */
const RETRY_MS = 10_000;

export type PhoneStart =
  | { kind: 'starting' }
  | { kind: 'noLink' }
  | { kind: 'refused'; code: string }
  | { kind: 'ready'; session: StoredSession; context: ScanContext };

export interface PhoneSync {
  sending: boolean;
  last: SyncOutcome | undefined;
}

/** An error's code, or `networkError` for a call that never reached the server. */
function codeOf(error: unknown): string {
  return isApiError(error) ? error.code : 'networkError';
}

function isUnreachable(error: unknown): boolean {
  return !isApiError(error) || error.status === 0;
}

/** The QR code's one-time code exchanged for a token, or the phone's stored sign-in. */
async function signIn(api: ScanApi, store: PhoneStore): Promise<StoredSession | { refused: string }> {
  const code = scanCodeOf(window.location.hash);
  const stored = await store.session();
  if (code) {
    // A reload must not offer the used code again; the token is what the phone keeps.
    window.history.replaceState(null, '', window.location.pathname);
    try {
      const session = await api.openSession(code);
      const fresh = { ...session, chosenLocation: session.idLocation };
      await store.saveSession(fresh);
      return fresh;
    } catch (error) {
      return { refused: codeOf(error) };
    }
  }
  if (!stored) return { refused: 'noLink' };
  if (!tokenAlive(stored.expiresAt, new Date())) return { refused: 'scanLinkExpired' };
  return stored;
}

/** The recognition and its locations: from the server, else as the phone kept them (offline). */
async function loadContext(api: ScanApi, store: PhoneStore): Promise<ScanContext | { refused: string }> {
  try {
    const context = await api.context();
    await store.saveContext(context);
    return context;
  } catch (error) {
    const kept = await store.context();
    if (isUnreachable(error) && kept) return kept;
    return { refused: codeOf(error) };
  }
}

async function loadExpected(
  api: ScanApi,
  store: PhoneStore,
  idLocation: number,
): Promise<RecognitionAsset[]> {
  try {
    const assets = await api.expected(idLocation);
    await store.saveExpected(idLocation, assets);
    return assets;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    return (await store.expected(idLocation)) ?? [];
  }
}

/**
 * The phone's whole session: sign-in, the location it reads in with its list of goods, the reads kept
 * in IndexedDB and their sending (at start, after each read, when the network returns, on request,
 * and every ten seconds while reads wait).
 */
export function usePhoneSession() {
  const token = useRef<string | undefined>(undefined);
  const api = useRef(createScanApi(() => token.current)).current;
  const [store, setStore] = useState<PhoneStore>();
  const [start, setStart] = useState<PhoneStart>({ kind: 'starting' });
  const [expected, setExpected] = useState<RecognitionAsset[]>([]);
  const [reads, setReads] = useState<PhoneRead[]>([]);
  const [sync, setSync] = useState<PhoneSync>({ sending: false, last: undefined });
  const [online, setOnline] = useState(navigator.onLine);
  const sending = useRef<Promise<void> | undefined>(undefined);
  const session = start.kind === 'ready' ? start.session : undefined;
  const idLocation = session?.chosenLocation ?? null;

  useEffect(() => {
    let alive = true;
    const begin = async () => {
      const opened = await openPhoneStore();
      const signedIn = await signIn(api, opened);
      if (!alive) return;
      setStore(opened);
      setReads(await opened.reads());
      if ('refused' in signedIn) {
        setStart(
          signedIn.refused === 'noLink' ? { kind: 'noLink' } : { kind: 'refused', code: signedIn.refused },
        );
        return;
      }
      token.current = signedIn.token;
      const context = await loadContext(api, opened);
      if (!alive) return;
      setStart(
        'refused' in context
          ? { kind: 'refused', code: context.refused }
          : { kind: 'ready', session: signedIn, context },
      );
    };
    // A new QR code read while the page is open changes only the address's `#`: no new page load.
    const newCode = () => {
      if (scanCodeOf(window.location.hash)) void begin();
    };
    void begin();
    window.addEventListener('hashchange', newCode);
    return () => {
      alive = false;
      window.removeEventListener('hashchange', newCode);
    };
  }, [api]);

  const refreshReads = useCallback(async () => {
    if (store) setReads(await store.reads());
  }, [store]);

  const sendNow = useCallback(async () => {
    if (!store || !session) return;
    sending.current ??= (async () => {
      setSync((current) => ({ ...current, sending: true }));
      const last = await sendPendingReads(api, store, session.recognitionId);
      setSync({ sending: false, last });
      await refreshReads();
      if (idLocation !== null) setExpected((await store.expected(idLocation)) ?? []);
    })().finally(() => {
      sending.current = undefined;
    });
    await sending.current;
  }, [api, store, session, idLocation, refreshReads]);

  useEffect(() => {
    if (!store || idLocation === null) return;
    let alive = true;
    loadExpected(api, store, idLocation).then(
      (assets) => alive && setExpected(assets),
      (error: unknown) => alive && setStart({ kind: 'refused', code: codeOf(error) }),
    );
    return () => {
      alive = false;
    };
  }, [api, store, idLocation]);

  useEffect(() => {
    void sendNow();
    const back = () => {
      setOnline(true);
      void sendNow();
    };
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    const retry = window.setInterval(() => {
      if (navigator.onLine) void sendNow();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
      window.clearInterval(retry);
    };
  }, [sendNow]);

  const chooseLocation = useCallback(
    async (chosen: number | null) => {
      if (!store || !session) return;
      const next = { ...session, chosenLocation: chosen };
      await store.saveSession(next);
      setStart((current) => (current.kind === 'ready' ? { ...current, session: next } : current));
    },
    [store, session],
  );

  const read = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      if (!store || !session || idLocation === null || !code) return;
      signalRead(goodsNamed(code, expected).length > 0 ? 'found' : 'other');
      const stored = await store.addRead({
        readId: newReadId(),
        recognitionId: session.recognitionId,
        idLocation,
        code,
        readAt: new Date().toISOString(),
        outcome: null,
        assets: [],
      });
      setReads((current) => [...current, stored]);
      void sendNow();
    },
    [store, session, idLocation, expected, sendNow],
  );

  const photo = useCallback(
    (idAsset: number, file: File) => api.photo(idAsset, file, file.name || 'foto.jpg'),
    [api],
  );

  return { start, expected, reads, sync, online, idLocation, read, sendNow, chooseLocation, photo };
}
