/**
 * A head hash as a person copies or compares it from paper: 64 hex digits in eight groups of eight.
 */
export function headFingerprint(hash: string): string {
  return (hash.match(/.{1,8}/g) ?? []).join(' ');
}
