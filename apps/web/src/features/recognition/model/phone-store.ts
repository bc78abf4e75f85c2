import type { RecognitionAsset, ScanContext, ScanSession } from '@inventario/shared/contracts/recognition';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { PhoneRead } from './phone-reads.ts';

/** A phone's sign-in, and the location it reads in (chosen on the phone when the QR code names none). */
export interface StoredSession extends ScanSession {
  chosenLocation: number | null;
}

interface PhoneDb extends DBSchema {
  session: { key: 'current'; value: StoredSession };
  context: { key: 'current'; value: ScanContext };
  expected: { key: number; value: { idLocation: number; assets: RecognitionAsset[] } };
  reads: { key: number; value: PhoneRead; indexes: { readId: string } };
}

/** What the phone keeps across a page closed, a phone restarted or a day without network. */
export interface PhoneStore {
  session(): Promise<StoredSession | undefined>;
  saveSession(session: StoredSession): Promise<void>;
  context(): Promise<ScanContext | undefined>;
  saveContext(context: ScanContext): Promise<void>;
  expected(idLocation: number): Promise<RecognitionAsset[] | undefined>;
  saveExpected(idLocation: number, assets: RecognitionAsset[]): Promise<void>;
  reads(): Promise<PhoneRead[]>;
  /** Queues a read; the store gives it its place in the order. */
  addRead(read: Omit<PhoneRead, 'seq'>): Promise<PhoneRead>;
  /** Records the server's answers, by read id, in one transaction. */
  saveAnswers(answers: readonly Pick<PhoneRead, 'readId' | 'outcome' | 'assets'>[]): Promise<void>;
}

const DB_NAME = 'inventario-recognition-phone';

/** Opens the phone's IndexedDB database and asks the browser to keep it (no eviction under pressure). */
export async function openPhoneStore(name = DB_NAME): Promise<PhoneStore> {
  const db: IDBPDatabase<PhoneDb> = await openDB<PhoneDb>(name, 1, {
    upgrade(database) {
      database.createObjectStore('session');
      database.createObjectStore('context');
      database.createObjectStore('expected', { keyPath: 'idLocation' });
      const reads = database.createObjectStore('reads', { keyPath: 'seq', autoIncrement: true });
      reads.createIndex('readId', 'readId', { unique: true });
    },
  });
  void navigator.storage?.persist?.();
  return {
    session: () => db.get('session', 'current'),
    saveSession: async (session) => {
      await db.put('session', session, 'current');
    },
    context: () => db.get('context', 'current'),
    saveContext: async (context) => {
      await db.put('context', context, 'current');
    },
    expected: async (idLocation) => (await db.get('expected', idLocation))?.assets,
    saveExpected: async (idLocation, assets) => {
      await db.put('expected', { idLocation, assets });
    },
    reads: () => db.getAll('reads'),
    addRead: async (read) => {
      // The key path fills `seq`; the type asks for it before the store gives it.
      const seq = await db.add('reads', read as PhoneRead);
      return { ...read, seq };
    },
    saveAnswers: async (answers) => {
      const tx = db.transaction('reads', 'readwrite');
      const byReadId = tx.store.index('readId');
      for (const answer of answers) {
        const stored = await byReadId.get(answer.readId);
        if (stored) await tx.store.put({ ...stored, outcome: answer.outcome, assets: answer.assets });
      }
      await tx.done;
    },
  };
}
