/**
 * Test-only: what can be checked of a PDF/A-2b file without veraPDF (which no package here installs),
 * through qpdf and poppler-utils: the file's structure (`qpdf --check`), its fonts (`pdffonts`), its
 * XMP identification and properties (`pdfinfo -meta`), its output intent, encryption and transparency
 * (`qpdf --json`). `VERAPDF_BIN`, when set, names a veraPDF command line that checks the rest.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import type { ArchiveSchool } from './archival-pdf.ts';
import { withPdfFile } from './pdf.fixtures.ts';

const run = promisify(execFile);

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** A command's exit code and output, a failing one included (a check that fails is an answer too). */
async function ran(command: string, args: string[]): Promise<Ran> {
  try {
    const { stdout, stderr } = await run(command, args, { maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string; message: string };
    if (typeof failed.code !== 'number') throw error; // not run at all (ENOENT): the tool is missing
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? failed.message };
  }
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
}

/** One row per font of `pdffonts`: its name, type and whether the file carries it (`emb`). */
function parseFonts(stdout: string): PdfFont[] {
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      // name, type (which may hold spaces), encoding, emb, sub, uni, object number, generation
      const cells = line.trim().split(/\s+/);
      const emb = cells.at(-5);
      return { name: cells[0] ?? '', type: cells.slice(1, -6).join(' '), embedded: emb === 'yes' };
    });
}

/** The texts of every XMP property, by its qualified name (`dc:title`, `pdfaid:part`…), entities decoded. */
function xmpProperties(xmp: string): Record<string, string[]> {
  const parsed: unknown = new XMLParser({ ignoreAttributes: true, parseTagValue: false }).parse(xmp);
  const found: Record<string, string[]> = {};
  const texts = (node: unknown): string[] =>
    typeof node === 'string'
      ? [node]
      : Array.isArray(node)
        ? node.flatMap(texts)
        : node && typeof node === 'object'
          ? Object.values(node).flatMap(texts)
          : [];
  const descriptions = (node: unknown): unknown[] => {
    if (!node || typeof node !== 'object') return [];
    if (Array.isArray(node)) return node.flatMap(descriptions);
    const record = node as Record<string, unknown>;
    const own = record['rdf:Description'];
    const here = own === undefined ? [] : Array.isArray(own) ? own : [own];
    return [
      ...here,
      ...Object.entries(record).flatMap(([key, value]) =>
        key === 'rdf:Description' ? [] : descriptions(value),
      ),
    ];
  };
  for (const description of descriptions(parsed)) {
    if (!description || typeof description !== 'object') continue;
    for (const [name, value] of Object.entries(description)) {
      found[name] = [...(found[name] ?? []), ...texts(value).map((text) => text.trim())];
    }
  }
  return found;
}

/** `pdfinfo`'s fields (`Title:  …`), by name. */
function infoFields(stdout: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of stdout.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trim();
  }
  return fields;
}

type QpdfObject = { value?: unknown; stream?: { dict: Record<string, unknown> } };

export interface OutputIntent {
  subtype: unknown;
  /** The ICC profile's stream has a dictionary with `/N` (colour components): present and embedded. */
  profileComponents: unknown;
}

/** What the PDF/A checks look at, gathered once per file. */
export interface PdfaFacts {
  header: string;
  qpdfCheck: Ran;
  fonts: PdfFont[];
  xmp: string;
  /** `true`, or what makes the XMP packet malformed XML. */
  xmpWellFormed: true | string;
  /** The XMP properties' texts by qualified name (`dc:title`, `pdfaid:part`…). */
  properties: Record<string, string[]>;
  /** The document information dictionary, as `pdfinfo` prints it (Title, Author, Subject, Keywords…). */
  info: Record<string, string>;
  outputIntents: OutputIntent[];
  encrypted: boolean;
  trailerKeys: string[];
  /** Keys of any object that bring transparency or scripts in: `/SMask`, `/Group`, `/JS`… */
  forbiddenKeys: string[];
}

const FORBIDDEN = new Set(['/SMask', '/Group', '/JS', '/JavaScript', '/Encrypt', '/EmbeddedFiles']);

/** Reads a rendered PDF with qpdf and poppler-utils. */
export function pdfaFacts(pdf: Uint8Array): Promise<PdfaFacts> {
  return withPdfFile(pdf, async (file) => {
    const [qpdfCheck, fonts, meta, info, json] = await Promise.all([
      ran('qpdf', ['--check', file]),
      ran('pdffonts', [file]),
      ran('pdfinfo', ['-meta', file]),
      ran('pdfinfo', [file]),
      ran('qpdf', ['--json', '--json-key=qpdf', '--json-key=encrypt', file]),
    ]);
    const report = JSON.parse(json.stdout) as {
      encrypt: { encrypted: boolean };
      qpdf: [unknown, Record<string, QpdfObject>];
    };
    const objects = report.qpdf[1];
    const objectAt = (ref: unknown) => (typeof ref === 'string' ? objects[`obj:${ref}`] : undefined);
    const trailer = (objects.trailer?.value ?? {}) as Record<string, unknown>;
    const catalog = (objectAt(trailer['/Root'])?.value ?? {}) as Record<string, unknown>;
    const intents = Array.isArray(catalog['/OutputIntents']) ? catalog['/OutputIntents'] : [];
    const forbiddenKeys = new Set<string>();
    for (const object of Object.values(objects)) {
      const dict = object.stream?.dict ?? object.value;
      if (!dict || typeof dict !== 'object' || Array.isArray(dict)) continue;
      for (const key of Object.keys(dict)) if (FORBIDDEN.has(key)) forbiddenKeys.add(key);
    }
    const xmp = meta.stdout;
    const validated = XMLValidator.validate(xmp);
    return {
      header: Buffer.from(pdf.subarray(0, 8)).toString('latin1'),
      qpdfCheck,
      fonts: parseFonts(fonts.stdout),
      xmp,
      xmpWellFormed: xmp.trim() === '' ? 'no XMP' : validated === true ? true : validated.err.msg,
      properties: xmp.trim() === '' || validated !== true ? {} : xmpProperties(xmp),
      info: infoFields(info.stdout),
      outputIntents: intents.map((ref) => {
        const intent = (objectAt(ref)?.value ?? {}) as Record<string, unknown>;
        return {
          subtype: intent['/S'],
          profileComponents: objectAt(intent['/DestOutputProfile'])?.stream?.dict['/N'],
        };
      }),
      encrypted: report.encrypt.encrypted,
      trailerKeys: Object.keys(trailer),
      forbiddenKeys: [...forbiddenKeys],
    };
  });
}

export interface ArchivedDocument {
  title: string;
  kind: string;
  school: ArchiveSchool;
  /** The render's time span: the XMP creation date falls within it (to the second). */
  renderedBetween: [Date, Date];
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Expects a PDF/A-2b file as qpdf and poppler see it, identified in its XMP with its title, its kind,
 * the school's name and code and its creation date.
 */
export async function expectPdfA2b(pdf: Uint8Array, expected: ArchivedDocument): Promise<PdfaFacts> {
  const facts = await pdfaFacts(pdf);
  expect(facts.header).toBe('%PDF-1.7');
  expect(facts.qpdfCheck.code, facts.qpdfCheck.stdout + facts.qpdfCheck.stderr).toBe(0);
  expect(facts.qpdfCheck.stdout).toContain('No syntax or stream encoding errors found');
  expect(facts.fonts.length).toBeGreaterThan(0);
  expect(facts.fonts.filter((font) => !font.embedded)).toEqual([]);
  expect(facts.xmpWellFormed).toBe(true);
  const xmp = facts.properties;
  expect(xmp['pdfaid:part']).toEqual(['2']);
  expect(xmp['pdfaid:conformance']).toEqual(['B']);
  expect(xmp['dc:title']).toEqual([expected.title]);
  expect(xmp['dc:description']).toEqual([expected.kind]);
  const school = `${expected.school.name} (${expected.school.ministerialCode})`;
  expect(xmp['dc:creator']).toEqual([school]);
  expect(xmp['pdf:Keywords']?.[0]).toContain(expected.school.ministerialCode);
  // PDF/A: the information dictionary says what the XMP says.
  expect(facts.info.Title).toBe(expected.title);
  expect(facts.info.Subject).toBe(expected.kind);
  expect(facts.info.Author).toBe(school);
  expect(facts.info.Keywords).toBe(xmp['pdf:Keywords']?.[0]);
  const created = new Date(xmp['xmp:CreateDate']?.[0] ?? '');
  const [from, to] = expected.renderedBetween;
  expect(seconds(created)).toBeGreaterThanOrEqual(seconds(from));
  expect(seconds(created)).toBeLessThanOrEqual(seconds(to));
  expect(facts.outputIntents).toEqual([{ subtype: '/GTS_PDFA1', profileComponents: 3 }]);
  expect(facts.encrypted).toBe(false);
  expect(facts.trailerKeys).not.toContain('/Encrypt');
  expect(facts.trailerKeys).toContain('/ID');
  expect(facts.forbiddenKeys).toEqual([]);
  return facts;
}

/** The bytes of a PDF string operand, `<hex>` or `(literal)` with its escapes (ISO 32000 7.3.4). */
function stringBytes(operand: string): number[] {
  if (operand.startsWith('<')) {
    const hex = operand.slice(1, -1).replace(/\s/g, '');
    return Array.from({ length: hex.length / 2 }, (_, index) =>
      Number.parseInt(hex.slice(2 * index, 2 * index + 2), 16),
    );
  }
  const escapes: Record<string, number> = { n: 0x0a, r: 0x0d, t: 0x09, b: 0x08, f: 0x0c };
  const bytes: number[] = [];
  const body = operand.slice(1, -1);
  for (let at = 0; at < body.length; at++) {
    if (body[at] !== '\\') {
      bytes.push(body.charCodeAt(at));
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(body.slice(at + 1))?.[0];
    if (octal) {
      bytes.push(Number.parseInt(octal, 8) & 0xff);
      at += octal.length;
    } else {
      const next = body[++at] ?? '';
      bytes.push(escapes[next] ?? next.charCodeAt(0));
    }
  }
  return bytes;
}

const STRING = String.raw`<[0-9a-fA-F\s]*>|\((?:\\[^]|[^\\)])*\)`;
/** `/F1 8 Tf`, `(…) Tj` or `[(…) -20 (…)] TJ` in a content stream. */
const TEXT_OPERATORS = new RegExp(
  String.raw`(/[A-Za-z0-9]+)\s+[\d.]+\s+Tf|(${STRING})\s*Tj|\[((?:\s*(?:${STRING}|-?[\d.]+))*)\s*\]\s*TJ`,
  'g',
);

/**
 * The glyph ids the pages show, by font resource name (`/F1`…): the string operands of `Tj` and `TJ`
 * in each page's content streams (read decoded through `qpdf --json`), two bytes a glyph, the fonts
 * being Identity-H. A PDF/A file must not show glyph 0, `.notdef`.
 */
export function shownGlyphs(pdf: Uint8Array): Promise<Map<string, number[]>> {
  return withPdfFile(pdf, async (file) => {
    const json = await ran('qpdf', [
      '--json',
      '--json-key=pages',
      '--json-key=qpdf',
      '--json-stream-data=inline',
      '--decode-level=generalized',
      file,
    ]);
    const report = JSON.parse(json.stdout) as {
      pages: { contents: string[] }[];
      qpdf: [unknown, Record<string, QpdfObject & { stream?: { data?: string } }>];
    };
    const shown = new Map<string, number[]>();
    for (const page of report.pages) {
      let font = '';
      for (const ref of page.contents) {
        const data = report.qpdf[1][`obj:${ref}`]?.stream?.data ?? '';
        const content = Buffer.from(data, 'base64').toString('latin1');
        for (const match of content.matchAll(TEXT_OPERATORS)) {
          if (match[1]) {
            font = match[1];
            continue;
          }
          const operands = match[2] ? [match[2]] : (match[3]?.match(new RegExp(STRING, 'g')) ?? []);
          const glyphs = shown.get(font) ?? [];
          for (const bytes of operands.map(stringBytes)) {
            for (let index = 0; index + 1 < bytes.length; index += 2) {
              glyphs.push(((bytes[index] as number) << 8) | (bytes[index + 1] as number));
            }
          }
          shown.set(font, glyphs);
        }
      }
    }
    return shown;
  });
}

/** The veraPDF command line to run, when the environment names one (`VERAPDF_BIN=/opt/verapdf/verapdf`). */
export const VERAPDF_BIN = process.env.VERAPDF_BIN ?? '';

/** veraPDF's verdict on a file as PDF/A-2b (`--format text`: one line `PASS <file>` or `FAIL <file>`). */
export function verapdf(pdf: Uint8Array): Promise<Ran & { passed: boolean }> {
  return withPdfFile(pdf, async (file) => {
    const result = await ran(VERAPDF_BIN, ['--flavour', '2b', '--format', 'text', file]);
    return {
      ...result,
      passed: result.code === 0 && /^PASS\b/m.test(result.stdout) && !/^FAIL\b/m.test(result.stdout),
    };
  });
}
