import { describe, expect, it } from 'vitest';
import { replaceAttachmentsWithSizes } from './attachment-content.ts';

describe('attachments cut out before parsing', () => {
  it('replaces each base64 content with its decoded size, whatever the prefix, breaks or CDATA', () => {
    const xml =
      '<a><Allegati><Attachment>QUJD\r\nREVG</Attachment></Allegati>' +
      '<p:Attachment xmlns:p="x">QQ==</p:Attachment><Attachment><![CDATA[QUJD]]></Attachment>' +
      '<AttachmentName>kept</AttachmentName></a>';
    expect(replaceAttachmentsWithSizes(xml)).toBe(
      '<a><Allegati><Attachment>6</Attachment></Allegati>' +
        '<p:Attachment xmlns:p="x">1</p:Attachment><Attachment>3</Attachment>' +
        '<AttachmentName>kept</AttachmentName></a>',
    );
  });

  it('leaves an unclosed attachment to the parser, which refuses the XML', () => {
    expect(replaceAttachmentsWithSizes('<a><Attachment>QUJD</a>')).toBe('<a><Attachment>QUJD</a>');
  });
});
