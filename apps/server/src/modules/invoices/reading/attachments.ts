import type { ReadInvoice } from './types.ts';
import { children, textAt, type XmlNode } from './xml-tree.ts';

/** `Allegati`: name, declared format and decoded size (counted before parsing, `attachment-content.ts`). */
export function readAttachments(body: XmlNode): ReadInvoice['attachments'] {
  return children(body, 'Allegati').map((attachment) => ({
    name: textAt(attachment, 'NomeAttachment') ?? '',
    format: textAt(attachment, 'FormatoAttachment'),
    bytes: Number(textAt(attachment, 'Attachment') ?? 0),
  }));
}
