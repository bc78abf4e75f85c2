/**
 * What each column holds, in the Italian of the `Istruzioni` sheet a secretary fills a template in
 * by (docs/IMPORTS.md says the same in English). Keyed `<scope>.<column key>`: the scope is the
 * sheet's key, `software` for type 4, whose `Beni` differs from the whole inventory's; `*` holds what
 * a column means in every sheet that has it.
 */
export const COLUMN_NOTES: Readonly<Record<string, string>> = {
  '*.serialNumber': 'Numero di serie (matricola) del produttore.',
  '*.brand': 'Marca e modello.',
  '*.chassis': 'Numero di telaio di un veicolo.',
  '*.licensePlate': 'Targa di un veicolo.',
  '*.editor': 'Editore di un libro.',
  '*.author': 'Autore di un libro.',
  '*.barcode': 'Codice a barre stampato sul bene (EAN o della scuola).',
  '*.originalInventoryNumber':
    'Numero che il bene aveva in un inventario precedente (prima di un rinnovo o nel programma di provenienza): conservato come riferimento.',
  '*.notes': 'Note libere.',
  '*.categoryCode':
    'Codice della categoria; con Registro e Sottocategoria indica la sottocategoria del bene.',
  '*.subcategoryCode': 'Codice della sottocategoria nella sua categoria.',
  '*.description': 'Descrizione del bene.',
  '*.quantity': 'Quanti pezzi rappresenta la riga. Vuoto: 1.',
  '*.purchaseDate': 'Data di acquisto.',
  '*.chargeDate': 'Data del buono di carico con cui il bene è entrato.',
  '*.creditorName': 'Ragione sociale (o cognome e nome) del fornitore.',
  '*.creditorVatNumber': 'Partita IVA del fornitore: con essa si trova per primo il fornitore della scuola.',
  '*.creditorFiscalCode':
    'Codice fiscale del fornitore (di una persona fisica): trova il fornitore della scuola quando manca la partita IVA.',
  '*.documentType': 'Tipo del documento di acquisto, ad esempio Fattura.',
  '*.documentNumber': 'Numero del documento di acquisto.',
  '*.documentDate': 'Data del documento di acquisto.',

  'sites.code': 'Codice della sede, unico nel foglio. Ubicazioni e Beni indicano la sede con questo codice.',
  'sites.description': 'Nome della sede, ad esempio Sede centrale.',
  'sites.address': 'Via e numero civico.',
  'sites.city': 'Comune.',

  'subConsignees.description': 'Cognome e nome del subconsegnatario, come lo indica il foglio Ubicazioni.',
  'subConsignees.fiscalCode': 'Codice fiscale del subconsegnatario.',
  'subConsignees.notes': 'Note libere.',

  'locations.siteCode': 'Codice della sede (foglio Sedi) in cui si trova il locale.',
  'locations.code': 'Codice del locale, unico nella sua sede.',
  'locations.description': 'Nome del locale, ad esempio Laboratorio di informatica.',
  'locations.roomNumber': 'Numero della stanza.',
  'locations.floorNumber': 'Piano.',
  'locations.subConsignee':
    'Nominativo del subconsegnatario (foglio Subconsegnatari) a cui il locale è affidato. Vuoto: il consegnatario.',
  'locations.notes': 'Note libere.',
  'locations.active': 'Se il locale è ancora in uso. Vuoto: Sì.',

  'subcategories.register': 'Registro a cui appartiene la sottocategoria.',
  'subcategories.categoryCode': 'Codice della categoria nel registro.',
  'subcategories.categoryDescription': 'Descrizione della categoria, ad esempio Hardware.',
  'subcategories.code': 'Codice della sottocategoria nella sua categoria.',
  'subcategories.description': 'Descrizione della sottocategoria; uguale in tutte le sue righe.',
  'subcategories.rate':
    'Aliquota annua di ammortamento in percentuale; 0 per i beni che non si ammortizzano.',
  'subcategories.rateFromYear':
    "Primo esercizio a cui si applica l'aliquota. Se l'aliquota è cambiata, una riga per aliquota, ciascuna con il suo anno.",
  'subcategories.aggregationCode': 'Aggregazione del modello K in cui confluisce, ad esempio K03.',

  'creditors.code':
    'Codice del fornitore nel file, unico. Movimenti indica il fornitore di un carico con questo codice.',
  'creditors.vendorType': 'Persona giuridica (ditta, ente) o persona fisica.',
  'creditors.businessName': 'Ragione sociale. Obbligatoria per una persona giuridica.',
  'creditors.surname': 'Cognome. Obbligatorio per una persona fisica.',
  'creditors.name': 'Nome. Obbligatorio per una persona fisica.',
  'creditors.vatNumber': 'Partita IVA, 11 cifre. Obbligatoria per una persona giuridica.',
  'creditors.fiscalCode':
    'Codice fiscale: 16 caratteri per una persona, 11 cifre per una ditta. Obbligatorio per una persona fisica.',

  'years.year': "L'esercizio finanziario (anno solare), una riga per anno.",
  'years.startDate': "Primo giorno dell'esercizio, nell'anno (di solito 01/01).",
  'years.endDate': 'Data di chiusura: obbligatoria per un esercizio chiuso, vuota per uno aperto.',
  'years.state': "Se l'esercizio è aperto o chiuso, con o senza ammortamento. Al più due esercizi aperti.",

  'universalities.code': "Codice dell'universalità, unico. Beni indica con questo codice i suoi componenti.",
  'universalities.description': "Descrizione dell'universalità, ad esempio Arredo aula 2B.",
  'universalities.register': 'Registro in cui è caricata; con Numero inventario, o nessuno dei due.',
  'universalities.inventoryNumber':
    'Numero di inventario sotto cui è caricata; i suoi componenti hanno lo stesso.',

  'assets.code': 'Identificativo del bene nel file, unico. Righe indica il bene con questo codice.',
  'assets.register': 'Registro in cui si trova il bene.',
  'assets.inventoryNumber':
    'Numero di inventario nel registro (beni da 200 € in su). Uno solo tra questo e Numero facile consumo.',
  'assets.durableNumber':
    'Numero nel registro dei beni di facile consumo (sotto i 200 €). Uno solo tra questo e Numero inventario.',
  'assets.siteCode': 'Codice della sede; con Codice ubicazione indica un locale del foglio Ubicazioni.',
  'assets.locationCode': 'Codice del locale nella sede.',
  'assets.historicalValue': 'Valore di carico, IVA inclusa.',
  'assets.actualValue':
    'Valore attuale: valore storico più gli aumenti e meno le diminuzioni di valore (ammortamenti compresi).',
  'assets.originalValue': 'Valore in un inventario precedente (prima della rivalutazione di un rinnovo).',
  'assets.chargeDate': 'Data del carico del bene.',
  'assets.state': 'In carico, in proposta di scarico o scaricato.',
  'assets.universalityCode': "Codice dell'universalità (foglio Universalità) di cui il bene è un componente.",

  'movements.kind': 'Tipo del buono.',
  'movements.year': 'Esercizio del buono (foglio Esercizi).',
  'movements.number': 'Numero del buono, per tipo ed esercizio: resta quello del file.',
  'movements.date': 'Data del buono, nel suo esercizio.',
  'movements.causal':
    'Carichi: ACQ, DON, PRO, TRA, RIN, COM, ALT. Proposte e scarichi: FUO, FUR, SMA, VEN, PER, DIS, TRA, ALT. Necessaria.',
  'movements.voucherType':
    'Buoni di valore. Diminuzione: SVA, DAN, RDI, DEP (ammortamento). Aumento: RIV, MST, RAU. Necessario.',
  'movements.creditorCode': 'Carichi: codice del fornitore (foglio Fornitori).',
  'movements.documentType': 'Carichi: tipo del documento di acquisto, ad esempio Fattura.',
  'movements.documentNumber': 'Carichi: numero del documento.',
  'movements.documentDate': 'Carichi: data del documento.',
  'movements.deliveryNumber':
    'Carichi: numero del documento di trasporto (DDT) con cui sono arrivati i beni.',
  'movements.deliveryDate': 'Carichi: data del DDT, non successiva alla data del carico.',
  'movements.orderNumber': "Carichi: numero dell'ordine di acquisto.",
  'movements.orderDate': "Carichi: data dell'ordine.",
  'movements.debtorName':
    "Scarichi: il destinatario dei beni, con il nome della lista dei debitori della scuola; se la scuola non l'ha, l'importazione lo crea.",
  'movements.administrationName':
    "Carichi, scarichi e buoni di valore: l'amministrazione pubblica da cui vengono o a cui vanno i beni (trasferimento tra amministrazioni), con la descrizione della lista della scuola; se manca, l'importazione la crea.",
  'movements.liability':
    'Scarichi: se nessuno è responsabile del danno, o se qualcuno è tenuto a reintegrarlo (art. 33).',
  'movements.liableParty':
    'Scarichi: chi è tenuto a reintegrare il danno; necessario se Responsabilità è Responsabile.',
  'movements.proposalState': 'Proposte di scarico: da confermare o confermata.',
  'movements.progressive': 'Proposte di scarico: numero progressivo della proposta.',
  'movements.protocolDate': 'Proposte e scarichi: data di protocollo del provvedimento del DS.',
  'movements.protocolNumber': 'Proposte e scarichi: numero di protocollo del provvedimento.',
  'movements.proposals':
    'Scarichi: le proposte scaricate, come anno/numero separati da virgole, ad esempio 2025/1, 2025/3.',
  'movements.aggregationCode': 'Aggregazione del modello K su cui è registrato il buono.',
  'movements.notes': 'Note libere.',

  'lines.kind': 'Tipo del buono (foglio Movimenti) a cui appartiene la riga.',
  'lines.year': 'Esercizio del buono.',
  'lines.number': 'Numero del buono.',
  'lines.assetCode': 'Codice bene (foglio Beni); una volta per buono.',
  'lines.value':
    'Valore del bene nel buono: di carico, proposto o scaricato; nei buoni di valore, il valore prima della variazione.',
  'lines.variation': 'Buoni di valore: di quanto è cambiato il valore, in positivo. Necessaria.',

  'durables.register': 'Registro dei beni di facile consumo in cui entra il bene.',
  'durables.siteCode': 'Codice della sede; con Codice ubicazione indica un locale della scuola.',
  'durables.locationCode': 'Codice del locale nella sede.',
  'durables.unitPrice': 'Prezzo di un pezzo, IVA inclusa: meno di 200,00 €.',
  'durables.chargeDate':
    'Data del buono di carico: le righe con la stessa data, fornitore e documento formano un solo carico.',

  'software.inventoryNumber': 'Numero di inventario del bene, come nel programma di provenienza.',
  'software.register': 'Registro del bene.',
  'software.site': 'Sede (plesso) in cui si trova il bene, come la scrive il programma di provenienza.',
  'software.location': 'Locale in cui si trova il bene, come lo scrive il programma di provenienza.',
  'software.historicalValue': 'Valore di carico, IVA inclusa.',
  'software.actualValue': 'Valore attuale.',
  'software.chargeDate':
    'Data del buono di carico: le righe con la stessa data, documento e fornitore formano un solo carico.',
};
