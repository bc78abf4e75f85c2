import { describe, expect, it } from 'vitest';
import { ContentBytes } from './content-bytes.ts';

function written(write: (out: ContentBytes) => void): string {
  const out = new ContentBytes();
  write(out);
  return out.written().toString('latin1');
}

describe('ContentBytes', () => {
  it('writes numbers as String(Math.round(value * 100) / 100) does', () => {
    const values = [0, -0, 0.001, -0.004, 0.005, 0.07, 0.1, 0.29, 1, 10, 12.3, 12.34, 12.345, 595.28, 841.89];
    for (let hundredths = -20_000; hundredths <= 200_000; hundredths += 7) {
      values.push(hundredths / 100, hundredths / 100 + 0.004, hundredths / 100 - 0.0049);
    }
    const expected = values.map((value) => String(Math.round(value * 100) / 100));
    expect(values.map((value) => written((out) => out.number(value)))).toEqual(expected);
  });

  it('grows as a page needs and starts again empty', () => {
    const out = new ContentBytes();
    const line = 'q 1 0 0 -1 0 595.28 cm BT\n';
    for (let i = 0; i < 10_000; i++) out.ascii(line);
    expect(out.written().length).toBe(10_000 * line.length);
    expect(out.written().subarray(-line.length).toString('latin1')).toBe(line);
    out.clear();
    out.byte(0x41);
    out.raw(Uint8Array.of(0x42, 0x43));
    expect(out.written().toString('latin1')).toBe('ABC');
  });
});
