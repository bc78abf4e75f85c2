import { formatDate } from '@inventario/shared/format/date';

/** The DS's measure as lists show it: `1226/VI.3 del 05/03/2026`, either part alone, or empty. */
export function protocolText(
  protocol: { protocolNumber: string | null; protocolDate: string | null },
  of: string,
): string {
  const date = protocol.protocolDate ? formatDate(protocol.protocolDate) : '';
  if (protocol.protocolNumber && date) return `${protocol.protocolNumber} ${of} ${date}`;
  return protocol.protocolNumber ?? date;
}

/** A causal's description by its code, the code itself when the list does not know it. */
export function causalText(
  causals: readonly { code: string; description: string }[] | undefined,
  code: string | null,
): string {
  if (!code) return '';
  return causals?.find((causal) => causal.code === code)?.description ?? code;
}
