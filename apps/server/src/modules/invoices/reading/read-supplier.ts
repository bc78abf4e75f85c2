import { checkFiscalCode } from '@inventario/shared/domain/identifiers/fiscal-code';
import { checkVatNumber } from '@inventario/shared/domain/identifiers/vat-number';
import type { ReadSupplier } from './types.ts';
import { descendant, textAt, type XmlNode } from './xml-tree.ts';

function joined(...parts: (string | null)[]): string | null {
  const present = parts.filter((part): part is string => part !== null);
  return present.length > 0 ? present.join(' ') : null;
}

/** A failed checksum is a warning only (DOMAIN §10): official samples fail it, the forms refuse it. */
function identifierWarnings(vatCountry: string | null, vatNumber: string | null, fiscalCode: string | null) {
  const warnings: ReadSupplier['warnings'] = [];
  // Only an Italian partita IVA has the check digit; other countries' numbers have their own rules.
  if (vatNumber && (vatCountry ?? 'IT') === 'IT' && checkVatNumber(vatNumber) !== 'valid') {
    warnings.push('rules.invalidVatNumber');
  }
  if (fiscalCode && checkFiscalCode(fiscalCode) !== 'valid') warnings.push('rules.invalidFiscalCode');
  return warnings;
}

function address(seat: XmlNode | undefined): string | null {
  const street = textAt(seat, 'Indirizzo');
  const houseNumber = textAt(seat, 'NumeroCivico');
  return street && houseNumber ? `${street}, ${houseNumber}` : street;
}

/** `CedentePrestatore`: who sold, from its `DatiAnagrafici` and `Sede`. */
export function readSupplier(header: XmlNode | undefined): ReadSupplier {
  const seller = descendant(header, 'CedentePrestatore');
  const registry = descendant(seller, 'DatiAnagrafici');
  const seat = descendant(seller, 'Sede');
  const businessName = textAt(registry, 'Anagrafica/Denominazione');
  const name = textAt(registry, 'Anagrafica/Nome');
  const surname = textAt(registry, 'Anagrafica/Cognome');
  const vatCountry = textAt(registry, 'IdFiscaleIVA/IdPaese');
  const vatNumber = textAt(registry, 'IdFiscaleIVA/IdCodice');
  const fiscalCode = textAt(registry, 'CodiceFiscale');
  return {
    vendorType: businessName || !(name || surname) ? 'G' : 'F',
    businessName,
    name,
    surname,
    vatNumber,
    vatCountry,
    fiscalCode,
    address: address(seat),
    city: textAt(seat, 'Comune'),
    province: textAt(seat, 'Provincia'),
    postalCode: textAt(seat, 'CAP'),
    description: businessName ?? joined(surname, name) ?? vatNumber ?? fiscalCode ?? '',
    warnings: identifierWarnings(vatCountry, vatNumber, fiscalCode),
  };
}
