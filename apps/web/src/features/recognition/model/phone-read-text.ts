import type { RecognitionAsset } from '@inventario/shared/contracts/recognition';
import { goodsNamed, type PhoneRead } from './phone-reads.ts';
import { type ReadMessage, type ReadSeverity, readMessage } from './read-outcome.ts';
import { goodText } from './recognition-labels.ts';

/** What the phone says of a read waiting to be sent: the good of the list it names, or only its code. */
export interface WaitingMessage {
  key: 'recognitionPhone.reads.waitingFound' | 'recognitionPhone.reads.waitingOther';
  values: { code: string; goods: string };
  severity: ReadSeverity;
}

/** A read's line: the server's answer once it came, else what the phone can tell from its list. */
export function phoneReadMessage(
  read: PhoneRead,
  expected: readonly RecognitionAsset[],
): ReadMessage | WaitingMessage {
  if (read.outcome !== null) return readMessage(read.code, { outcome: read.outcome, assets: read.assets });
  const named = goodsNamed(read.code, expected);
  return named.length > 0
    ? {
        key: 'recognitionPhone.reads.waitingFound',
        values: { code: read.code, goods: named.map(goodText).join(', ') },
        severity: 'success',
      }
    : {
        key: 'recognitionPhone.reads.waitingOther',
        values: { code: read.code, goods: '' },
        severity: 'info',
      };
}
