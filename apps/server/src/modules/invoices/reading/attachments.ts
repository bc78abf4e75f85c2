import { base64DecodedLength } from './base64-length.ts';
import type { ReadInvoice } from './types.ts';
import { children, textAt, type XmlNode } from './xml-tree.ts';

/** `Allegati`: name, declared format and decoded size; the content is counted, never decoded. */
export function readAttachments(body: XmlNode): ReadInvoice['attachments'] {
  return children(body, 'Allegati').map((attachment) => ({
    name: textAt(attachment, 'NomeAttachment') ?? '',
    format: textAt(attachment, 'FormatoAttachment'),
    bytes: base64DecodedLength(textAt(attachment, 'Attachment') ?? ''),
  }));
}
