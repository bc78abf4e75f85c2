import type { ReadInvoice } from './types.ts';
import { children, textAt, type XmlNode } from './xml-tree.ts';

/**
 * `Allegati`: name, declared format and decoded size. The parser already replaced the base64 content
 * with its size (`xml-tree.ts`), so the attachment itself was never kept.
 */
export function readAttachments(body: XmlNode): ReadInvoice['attachments'] {
  return children(body, 'Allegati').map((attachment) => ({
    name: textAt(attachment, 'NomeAttachment') ?? '',
    format: textAt(attachment, 'FormatoAttachment'),
    bytes: Number(textAt(attachment, 'Attachment') ?? 0),
  }));
}
