import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Test helper: signs an XML with OpenSSL (3.0 on this machine) the ways real `.p7m` files come, with a
 * throwaway self-signed certificate, into a temporary folder. Nothing here ships.
 */
export type SignedVariant =
  | 'der'
  | 'berStream'
  | 'pem'
  | 'base64'
  | 'base64Lines'
  | 'base64OfBase64'
  | 'signedTwice'
  | 'ecdsa'
  | 'truncated'
  | 'insertedByte'
  | 'contentAltered'
  | 'detached';

function openssl(args: string[], cwd: string): void {
  execFileSync('openssl', args, { cwd, stdio: 'pipe' });
}

function makeCertificate(cwd: string, name: string, keyArgs: string[]): void {
  openssl(
    [
      'req',
      '-x509',
      ...keyArgs,
      '-nodes',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.crt`,
      '-days',
      '3650',
    ].concat(['-subj', '/CN=Firmatario di prova/C=IT']),
    cwd,
  );
}

function sign(cwd: string, input: string, output: string, signer: string, extra: string[]): void {
  openssl(
    [
      'cms',
      '-sign',
      '-binary',
      '-md',
      'sha256',
      '-in',
      input,
      '-signer',
      `${signer}.crt`,
      '-inkey',
      `${signer}.key`,
    ]
      .concat(extra)
      .concat(['-out', output]),
    cwd,
  );
}

function base64Lines(bytes: Buffer): string {
  return (bytes.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

/** Replaces the first occurrence of `from` with `to` (same length), leaving the envelope parseable. */
function alterContent(bytes: Buffer, from: string, to: string): Buffer {
  const at = bytes.indexOf(from);
  if (at < 0 || from.length !== to.length) throw new Error(`cannot alter: ${from}`);
  const altered = Buffer.from(bytes);
  altered.write(to, at, 'latin1');
  return altered;
}

/** Every variant of `xml` signed, as file paths; `alter` is a same-length change inside the content. */
export async function makeSignedVariants(
  xml: Buffer,
  alter: { from: string; to: string },
): Promise<Record<SignedVariant, string>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inventario-p7m-'));
  makeCertificate(dir, 'rsa', ['-newkey', 'rsa:2048']);
  makeCertificate(dir, 'ec', ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256']);
  await writeFile(path.join(dir, 'invoice.xml'), xml);
  sign(dir, 'invoice.xml', 'der.p7m', 'rsa', ['-nodetach', '-cades', '-outform', 'DER']);
  sign(dir, 'invoice.xml', 'ber.p7m', 'rsa', ['-nodetach', '-stream', '-outform', 'DER']);
  sign(dir, 'invoice.xml', 'pem.p7m', 'rsa', ['-nodetach', '-outform', 'PEM']);
  sign(dir, 'invoice.xml', 'ecdsa.p7m', 'ec', ['-nodetach', '-outform', 'DER']);
  sign(dir, 'invoice.xml', 'detached.p7m', 'rsa', ['-outform', 'DER']);
  sign(dir, 'der.p7m', 'twice.p7m', 'ec', ['-nodetach', '-outform', 'DER']);

  const der = await readFile(path.join(dir, 'der.p7m'));
  const derived: Record<string, Buffer | string> = {
    'base64.p7m': der.toString('base64'),
    'base64-lines.p7m': base64Lines(der),
    'base64-of-base64.p7m': Buffer.from(der.toString('base64')).toString('base64'),
    'truncated.p7m': der.subarray(0, Math.floor(der.length * 0.6)),
    'inserted.p7m': Buffer.concat([der.subarray(0, 40), Buffer.from([0x00]), der.subarray(40)]),
    'altered.p7m': alterContent(der, alter.from, alter.to),
  };
  for (const [name, content] of Object.entries(derived)) await writeFile(path.join(dir, name), content);

  const at = (name: string) => path.join(dir, name);
  return {
    der: at('der.p7m'),
    berStream: at('ber.p7m'),
    pem: at('pem.p7m'),
    base64: at('base64.p7m'),
    base64Lines: at('base64-lines.p7m'),
    base64OfBase64: at('base64-of-base64.p7m'),
    signedTwice: at('twice.p7m'),
    ecdsa: at('ecdsa.p7m'),
    truncated: at('truncated.p7m'),
    insertedByte: at('inserted.p7m'),
    contentAltered: at('altered.p7m'),
    detached: at('detached.p7m'),
  };
}
