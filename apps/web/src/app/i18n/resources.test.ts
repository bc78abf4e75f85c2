import { errorCodes } from '@inventario/shared/errors';
import { describe, expect, it } from 'vitest';
import { clientErrorCodes } from '@/lib/api/api-error.ts';
import { allAreaTexts } from './area-texts.ts';
import { english } from './english.ts';
import { italian } from './resources.ts';

/** Every key path of a nested texts object, e.g. `shell.drawer.items.charge`. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('locales', () => {
  it('gives English exactly the keys of Italian', () => {
    expect(keyPaths(english).sort()).toEqual(keyPaths(italian).sort());
  });

  it('gives the areas loaded with their routes the same keys in both languages, none empty', async () => {
    const areas = await allAreaTexts();
    expect(keyPaths(areas.en).sort()).toEqual(keyPaths(areas.it).sort());
    expect(keyPaths(areas.it).length).toBeGreaterThan(50);
    for (const texts of [areas.it, areas.en]) {
      const values = keyPaths(texts).map((path) =>
        path.split('.').reduce<unknown>((node, key) => (node as never)[key], texts),
      );
      expect(values.filter((value) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    }
  });

  it('has no empty text', () => {
    const values = [italian, english].flatMap((texts) =>
      keyPaths(texts).map((path) =>
        path.split('.').reduce<unknown>((node, key) => (node as never)[key], texts),
      ),
    );
    expect(values.filter((value) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
  });

  it('has a text for every error code of the shared catalogue and of the client', () => {
    const codes = [...errorCodes, ...clientErrorCodes];
    expect(codes.filter((code) => !(code in italian.errors))).toEqual([]);
  });

  /** Every text of a language, with its key path. */
  const textsOf = (texts: object): [string, string][] =>
    keyPaths(texts).map((path) => [
      path,
      String(path.split('.').reduce<unknown>((node, key) => (node as never)[key], texts)),
    ]);

  it('spells the sub-consignee one way, as the admin lists and spec 01 do: subconsegnatario', () => {
    expect(textsOf(italian).filter(([, text]) => /sub[- ]consegnat/i.test(text))).toEqual([]);
  });

  it('calls a causale a reason in English, never a "causal"', () => {
    expect(textsOf(english).filter(([, text]) => /\bcausal\b/i.test(text))).toEqual([]);
  });

  it('capitalises every status chip, as the other chips are', () => {
    const chips = [italian, english].flatMap((texts) => Object.values(texts.documents.status));
    expect(chips.filter((chip) => chip.charAt(0) !== chip.charAt(0).toUpperCase())).toEqual([]);
  });
});
