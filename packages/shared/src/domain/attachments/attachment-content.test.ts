import { describe, expect, it } from 'vitest';
import {
  attachmentContentOf,
  cleanFileName,
  photoFileName,
  unsupportedContentOf,
} from './attachment-content.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('attachmentContentOf', () => {
  it('tells photos and PDFs by their first bytes', () => {
    expect(attachmentContentOf(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('jpeg');
    expect(attachmentContentOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(attachmentContentOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(attachmentContentOf(bytes('%PDF-1.7\n'))).toBe('pdf');
  });

  it('finds a PDF header after some junk, as real files have', () => {
    expect(attachmentContentOf(bytes([0xef, 0xbb, 0xbf], '\r\n%PDF-1.4'))).toBe('pdf');
  });

  it('keeps nothing else, whatever its name would say', () => {
    expect(attachmentContentOf(bytes('<html><script>'))).toBeNull();
    expect(attachmentContentOf(bytes('PK', [3, 4]))).toBeNull();
    expect(attachmentContentOf(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(attachmentContentOf(new Uint8Array())).toBeNull();
  });
});

describe('unsupportedContentOf', () => {
  it('names the formats a user may try, so the refusal says which', () => {
    expect(unsupportedContentOf(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0]))).toBe('heic');
    expect(unsupportedContentOf(bytes([0, 0, 0, 0x18], 'ftypmif1'))).toBe('heic');
    expect(unsupportedContentOf(bytes('GIF89a'))).toBe('gif');
    expect(unsupportedContentOf(bytes('II', [0x2a, 0]))).toBe('tiff');
    expect(unsupportedContentOf(bytes('  <svg xmlns="http://www.w3.org/2000/svg">'))).toBe('svg');
    expect(unsupportedContentOf(bytes('<?xml version="1.0"?><svg>'))).toBe('svg');
    expect(unsupportedContentOf(bytes('hello'))).toBeNull();
  });
});

describe('file names', () => {
  it('keeps the name without folders or control characters', () => {
    expect(cleanFileName('C:\\Users\\dsga\\garanzia.pdf', 'x')).toBe('garanzia.pdf');
    expect(cleanFileName('../../etc/passwd', 'x')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf', 'x')).toBe('abc.pdf');
    expect(cleanFileName('   ', 'allegato')).toBe('allegato');
  });

  it('names a re-encoded photo as the JPEG it is', () => {
    expect(photoFileName('IMG_0001.PNG')).toBe('IMG_0001.jpg');
    expect(photoFileName('lavagna')).toBe('lavagna.jpg');
    expect(photoFileName('.webp')).toBe('foto.jpg');
  });
});
