import { describe, expect, it } from 'vitest';
import { fileSizeText, localRefusal, photoIndex } from './attachment-files.ts';

describe('localRefusal', () => {
  it('refuses before sending what the server would refuse', () => {
    expect(localRefusal({ size: 21 * 1024 * 1024, type: 'image/jpeg' })).toBe('attachmentTooLarge');
    expect(localRefusal({ size: 1000, type: 'image/heic' })).toBe('attachmentTypeUnsupported');
    expect(localRefusal({ size: 1000, type: 'video/mp4' })).toBe('attachmentTypeUnsupported');
  });

  it('sends photos, PDFs and files the browser cannot name', () => {
    expect(localRefusal({ size: 1000, type: 'image/webp' })).toBeNull();
    expect(localRefusal({ size: 20 * 1024 * 1024, type: 'application/pdf' })).toBeNull();
    expect(localRefusal({ size: 1000, type: '' })).toBeNull();
  });
});

describe('fileSizeText', () => {
  it('writes sizes in the language of the interface', () => {
    expect(fileSizeText(2_400_000, 'it')).toBe('2,4 MB');
    expect(fileSizeText(2_400_000, 'en')).toBe('2.4 MB');
    expect(fileSizeText(850_000, 'it')).toBe('850 kB');
    expect(fileSizeText(12, 'it')).toBe('1 kB');
  });
});

describe('photoIndex', () => {
  it('places a photo among the photos only', () => {
    const items = [
      { id: 'a', kind: 'pdf' },
      { id: 'b', kind: 'photo' },
      { id: 'c', kind: 'photo' },
    ];
    expect(photoIndex(items, 'c')).toEqual({ photos: [items[1], items[2]], index: 1 });
    expect(photoIndex(items, 'a').index).toBe(-1);
  });
});
