type FillRandom = (bytes: Uint8Array<ArrayBuffer>) => void;

/**
 * A new read's id, a UUID v4 built from `crypto.getRandomValues`: `crypto.randomUUID` exists only on
 * pages of a secure origin, and a school reaching the server by its LAN address over plain HTTP still
 * reads by typed numbers.
 */
export function newReadId(fill: FillRandom = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = new Uint8Array(16);
  fill(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
