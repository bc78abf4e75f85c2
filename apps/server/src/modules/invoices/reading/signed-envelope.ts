import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { invoiceProblem } from './problem-codes.ts';
import type { InvoiceProblem } from './types.ts';

export type OpenedEnvelope =
  | { ok: true; content: Uint8Array; signature: 'verified' | 'notVerified' }
  | { ok: false; problem: InvoiceProblem };

const SIGNED_DATA = '1.2.840.113549.1.7.2';
const ASN1_SEQUENCE = 0x30;
// Real files come as base64 of base64 at worst; a third round is margin, more is no invoice.
const MAX_BASE64_ROUNDS = 3;
// A p7m signed again (a second signer over the first envelope); deeper nesting is no invoice.
const MAX_ENVELOPES = 3;
const PEM_ARMOUR = /-----(BEGIN|END) [^-]+-----/g;
const NOT_BASE64 = /[^A-Za-z0-9+/]/g;

const unreadable = (): OpenedEnvelope => ({ ok: false, problem: invoiceProblem('unreadableSignedEnvelope') });

/**
 * The envelope's DER or BER bytes: as they are when they start with an ASN.1 SEQUENCE, else decoded
 * from base64 (PEM armour, line breaks and padding dropped) up to three times.
 */
export function normaliseEnvelope(bytes: Uint8Array): Uint8Array | null {
  let current = bytes;
  for (let round = 0; round <= MAX_BASE64_ROUNDS; round++) {
    if (current[0] === ASN1_SEQUENCE) return current;
    if (round === MAX_BASE64_ROUNDS) break;
    const text = Buffer.from(current.buffer, current.byteOffset, current.length).toString('latin1');
    const base64 = text.replace(PEM_ARMOUR, '').replace(NOT_BASE64, '');
    if (base64.length < 4) return null;
    current = Buffer.from(base64, 'base64');
  }
  return null;
}

function signedDataOf(der: Uint8Array): pkijs.SignedData | null {
  try {
    const asn1 = asn1js.fromBER(der);
    if (asn1.offset === -1) return null;
    const contentInfo = new pkijs.ContentInfo({ schema: asn1.result });
    if (contentInfo.contentType !== SIGNED_DATA) return null;
    return new pkijs.SignedData({ schema: contentInfo.content });
  } catch {
    // pkijs throws "schema was not verified" on a truncated or tampered structure.
    return null;
  }
}

/** Checks the signature against the certificate it carries: integrity, not trust in the signer. */
async function verified(signedData: pkijs.SignedData): Promise<boolean> {
  try {
    return await signedData.verify({ signer: 0, checkChain: false });
  } catch {
    return false;
  }
}

/** One CMS SignedData layer: its encapsulated content (BER chunks joined) and whether it verifies. */
async function openLayer(bytes: Uint8Array): Promise<OpenedEnvelope> {
  const der = normaliseEnvelope(bytes);
  const signedData = der && signedDataOf(der);
  if (!signedData) return unreadable();
  const content = signedData.encapContentInfo.eContent;
  if (!content) return { ok: false, problem: invoiceProblem('detachedSignature') };
  const signature = (await verified(signedData)) ? 'verified' : 'notVerified';
  return { ok: true, content: new Uint8Array(content.getValue()), signature };
}

/** Whether the content is another envelope rather than the XML (which starts with `<`, a BOM or junk). */
function looksEnveloped(content: Uint8Array): boolean {
  return content[0] === ASN1_SEQUENCE;
}

/**
 * The XML inside a `.p7m` (CAdES: CMS SignedData, DER or BER, raw, base64 or PEM), opening an
 * envelope inside the envelope too. The signature is `verified` only when every layer verifies;
 * it never stops the reading.
 */
export async function openSignedEnvelope(bytes: Uint8Array): Promise<OpenedEnvelope> {
  let opened = await openLayer(bytes);
  for (let layer = 1; opened.ok && looksEnveloped(opened.content); layer++) {
    if (layer === MAX_ENVELOPES) return unreadable();
    const inner = await openLayer(opened.content);
    if (!inner.ok) return inner;
    const signature = opened.signature === 'verified' ? inner.signature : 'notVerified';
    opened = { ...inner, signature };
  }
  return opened;
}
