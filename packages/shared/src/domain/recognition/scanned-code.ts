import type { RegisterKind } from '../../contracts/catalogue.ts';
import { REGISTER_ACRONYMS } from '../catalogue/register-acronym.ts';

/**
 * What a code read in a recognition names: an inventory number, with the register's acronym when
 * the label or the user gave one (`BM/123`, `BM 123`, `bm123`, `123`), an asset's own link (a QR
 * label's `…/inventario/#/assets?asset={id}`, or `…/#/assets/{id}`), or any other text, which only an
 * asset's own barcode (EAN, serial) can match.
 */
export type ScannedCode =
  | { kind: 'inventoryNumber'; number: number; registers: readonly RegisterKind[] | null }
  | { kind: 'assetLink'; assetId: number }
  | { kind: 'text'; text: string };

const NUMBER_WITH_ACRONYM = /^([A-Z]{2,3})?\s*[/.\- ]?\s*0*(\d{1,9})$/;
const ASSET_LINK = /#\/assets(?:\/(\d{1,15})(?:[/?].*)?|\?(?:.*&)?asset=(\d{1,15})(?:&.*)?)$/;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const registersByAcronym = new Map<string, RegisterKind[]>();
for (const [kind, acronym] of Object.entries(REGISTER_ACRONYMS) as [RegisterKind, string][]) {
  registersByAcronym.set(acronym, [...(registersByAcronym.get(acronym) ?? []), kind]);
}

/**
 * The code a scanner or a user gave, read; null when it is blank. Keyboard-wedge scanners end a read
 * with a return and GS1 symbols carry group separators: control characters are not the code.
 * Given the app's origin (`https://host`), a link to another host names no asset: it is another
 * installation's label (or not a label at all), kept as text.
 */
export function parseScannedCode(raw: string, options: { appOrigin?: string } = {}): ScannedCode | null {
  const code = raw.replace(/\p{Cc}/gu, '').trim();
  if (!code) return null;
  const link = ASSET_LINK.exec(code);
  const linked = link?.[1] ?? link?.[2];
  if (linked) {
    const foreign = options.appOrigin !== undefined && originOf(code) !== originOf(options.appOrigin);
    return foreign ? { kind: 'text', text: code } : { kind: 'assetLink', assetId: Number(linked) };
  }
  const numbered = NUMBER_WITH_ACRONYM.exec(code.toUpperCase());
  if (numbered?.[2]) {
    const number = Number(numbered[2]);
    if (number < 1) return { kind: 'text', text: code };
    if (!numbered[1]) return { kind: 'inventoryNumber', number, registers: null };
    const registers = registersByAcronym.get(numbered[1]);
    if (registers) return { kind: 'inventoryNumber', number, registers };
  }
  return { kind: 'text', text: code };
}

/** What a code is compared with on an asset. */
export interface CodeTarget {
  assetId: number;
  inventoryNumber: number | null;
  registerKind: string;
  barcode: string | null;
}

/** Whether a read code names this asset (its number in the named registers, its link, its barcode). */
export function codeNames(code: ScannedCode, asset: CodeTarget): boolean {
  switch (code.kind) {
    case 'assetLink':
      return asset.assetId === code.assetId;
    case 'text':
      return asset.barcode !== null && asset.barcode.toUpperCase() === code.text.toUpperCase();
    case 'inventoryNumber':
      return (
        asset.inventoryNumber === code.number &&
        (code.registers === null || (code.registers as readonly string[]).includes(asset.registerKind))
      );
  }
}
