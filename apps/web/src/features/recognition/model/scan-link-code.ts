/** The one-time code a recognition's QR code carries after `#code=` (never sent to a server log). */
export function scanCodeOf(hash: string): string | undefined {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('code')?.trim();
  return code ? code : undefined;
}

/** Whether a phone's token still reads at `now`. */
export function tokenAlive(expiresAt: string, now: Date): boolean {
  return new Date(expiresAt).getTime() > now.getTime();
}
