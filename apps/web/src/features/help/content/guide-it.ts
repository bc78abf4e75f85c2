import type { Guide } from './guide-types.ts';

/** Il manuale utente in italiano: le schermate come sono, nell'ordine in cui un nuovo utente le incontra. */
export const guideIt: Guide = {
  sections: [
    {
      id: 'sign-in',
      title: 'Accesso e sessione',
      summary: 'Entrare, restare collegati con «Ricordami», uscire e cambiare utente.',
      blocks: [
        {
          kind: 'paragraph',
          text: "Inventario si apre all'indirizzo che la scuola ha ricevuto (per esempio https://scuola.example.it/inventario/). Se lo si apre con un altro nome dello stesso server, l'applicazione porta prima all'indirizzo configurato, così l'accesso va a buon fine.",
        },
        {
          kind: 'steps',
          items: [
            'Nella pagina «Accedi al tuo account» scrivere il nome utente e la password ricevuti dalla scuola.',
            "Spuntare «Ricordami» solo su un computer personale: l'accesso resta valido per 30 giorni anche chiudendo il browser.",
            'Premere «Accedi»: si arriva alla Dashboard, o alla pagina che si stava aprendo.',
          ],
        },
        {
          kind: 'paragraph',
          text: "Dopo alcune password sbagliate la pagina chiede di attendere qualche secondo prima di riprovare; se i tentativi continuano l'accesso viene bloccato per un po' e il messaggio dice fino a che ora. Il blocco vale per quel nome utente e per il computer da cui arrivano i tentativi.",
        },
        {
          kind: 'list',
          items: [
            "Tornando più tardi all'indirizzo dell'applicazione con «Ricordami» attivo, il riquadro «Bentornato» chiede se continuare con lo stesso utente o cambiarlo.",
            'Se la sessione scade mentre si lavora, un riquadro propone di riautenticarsi senza perdere la pagina, oppure di uscire.',
            "Al primo accesso dell'anno, se l'esercizio finanziario dell'anno in corso non è ancora aperto, l'applicazione propone di aprirlo; se la scuola non ha alcun esercizio, porta alla pagina Esercizi finanziari.",
            "Il menu utente (in alto a destra, con le iniziali) contiene i ruoli, le Novità, i Movimenti esterni, i collegamenti all'account e al cambio password, le Autorizzazioni, le Pubblicazioni ed «Esci». Su un telefono contiene anche il passaggio al tema scuro.",
          ],
        },
        {
          kind: 'note',
          text: "Chi non ha la licenza Inventario (INV) vede la pagina «Accesso non autorizzato» con il solo pulsante Esci: la licenza si chiede all'assistenza del fornitore.",
        },
      ],
    },
    {
      id: 'dashboard',
      title: 'Dashboard',
      summary: "Il riepilogo dell'inventario: cinque riquadri con cifre e collegamenti.",
      blocks: [
        {
          kind: 'paragraph',
          text: "La Dashboard è la prima pagina dopo l'accesso. Le cifre sono calcolate al momento dal server e seguono l'esercizio aperto più recente.",
        },
        {
          kind: 'list',
          items: [
            '«Ultimi movimenti»: gli ultimi buoni registrati (carichi, proposte, scarichi, buoni di valore) con data, numero di beni e valore; un clic apre il buono.',
            '«Beni in attesa e in proposta di scarico»: quanti beni aspettano di essere caricati e quanti sono in proposte di scarico, con i collegamenti alle due liste.',
            "«Movimenti dell'esercizio»: il valore attuale dell'inventario e dei beni durevoli e il grafico dei movimenti dell'anno per tipo.",
            '«Beni per categoria» e «Beni mobili per sottocategoria»: come si divide il valore dei beni; il codice della categoria è accompagnato dal registro, perché registri diversi usano gli stessi codici.',
          ],
        },
        {
          kind: 'paragraph',
          text: "In alto, la barra mostra la scuola in uso, il numero di movimenti esterni da caricare (le frecce) e le novità non lette (la campanella). Il punto interrogativo apre questo manuale, le Novità e l'Assistenza.",
        },
      ],
    },
    {
      id: 'financial-years',
      title: 'Esercizi finanziari',
      summary: 'Aprire, chiudere (con o senza ammortamento), riaprire ed eliminare un esercizio.',
      blocks: [
        {
          kind: 'paragraph',
          text: "Ogni movimento appartiene all'esercizio dell'anno della sua data, che deve esistere ed essere aperto. Si possono avere al massimo due esercizi aperti; un nuovo esercizio comincia sempre il 1° gennaio. La pagina si trova in Funzioni periodiche › Esercizi finanziari.",
        },
        {
          kind: 'list',
          items: [
            "«Nuovo esercizio» apre l'anno successivo all'ultimo. Con due esercizi già aperti l'applicazione lo rifiuta e spiega di chiudere prima il più vecchio.",
            "«Chiudi esercizio» chiude sempre il più vecchio fra quelli aperti. La data di chiusura non può precedere l'ultimo movimento dell'anno, e le proposte di scarico confermate ma non ancora scaricate impediscono la chiusura.",
            "Chiudendo «con ammortamento» l'applicazione registra per ogni registro un buono di decremento con l'ammortamento dell'anno (Funzioni periodiche › Ammortamento annuale mostra prima l'anteprima). Alla chiusura vengono salvate le fotografie dei registri, consultabili con «Fotografie dei registri».",
            "«Riapri esercizio» riapre l'ultimo esercizio chiuso: i buoni di ammortamento di quell'anno vengono tolti e i beni riprendono il valore precedente.",
            "«Elimina esercizio» elimina solo l'ultimo esercizio, se è aperto e senza movimenti. Se ci sono movimenti il pulsante è disattivato e, passandoci sopra o raggiungendolo con il tasto Tab, dice quanti movimenti ha l'esercizio.",
          ],
        },
      ],
    },
    {
      id: 'charges',
      title: 'Carichi',
      summary: 'Iscrivere beni negli inventari con un buono di carico, passo per passo.',
      blocks: [
        {
          kind: 'paragraph',
          text: "Un buono di carico iscrive i beni negli inventari. Ogni buono ha un numero per anno; ogni bene prende il numero d'inventario del suo registro, oppure il numero dei beni durevoli se vale meno di 200 euro. I numeri sono consecutivi e senza buchi: non si scelgono e non si riusano.",
        },
        {
          kind: 'steps',
          items: [
            'Da Movimenti › Carichi premere «Nuovo carico».',
            '«Tipo di movimento»: scegliere da dove vengono i beni: beni nuovi, beni in attesa, una universalità completa oppure i movimenti esterni importati.',
            "«Beni»: aggiungere i beni con «Nuovo bene» (descrizione, categoria e sottocategoria, prezzo storico IVA inclusa, sede e ubicazione, dati di identificazione) o scegliendoli dall'elenco dei beni in attesa. Un buono contiene al massimo 600 beni.",
            "«Dettagli»: data del movimento, causale, fornitore, documento, consegna e ordine, note. La data non può precedere l'ultimo movimento registrato e il suo esercizio deve essere aperto.",
            'Premere «Carica i beni»: il riquadro di conferma riassume i beni inventariabili e quelli durevoli.',
          ],
        },
        {
          kind: 'list',
          items: [
            "La soglia dei 200 euro: un prezzo da 200 euro in su va nell'inventario del registro della sottocategoria, sotto i 200 euro tra i beni durevoli. Se il prezzo attraversa la soglia l'applicazione chiede conferma.",
            "Il prezzo si scrive all'italiana (1.234,56); i decimali oltre il secondo vengono troncati.",
            "I campi obbligatori hanno l'asterisco; un dato mancante è segnalato sotto il campo («Dato obbligatorio»).",
            "Nell'elenco dei carichi il numero del buono è un collegamento; con la tastiera ci si sposta fra le righe con le frecce e si apre un buono con Invio.",
            "Dal dettaglio, «Modifica» riapre il buono nei tre passi. Solo l'ultimo carico può cambiare i suoi beni; la data, i prezzi e le sottocategorie non cambiano più quando un movimento successivo riguarda i suoi beni, mentre note e dati descrittivi restano modificabili.",
            "«Elimina» è possibile solo per l'ultimo carico, senza beni in movimenti successivi: i numeri tornano disponibili. Se non è possibile, il pulsante è disattivato e ne dice il motivo.",
          ],
        },
        {
          kind: 'paragraph',
          text: 'I Movimenti esterni (in alto, le frecce) sono le forniture arrivate da altre applicazioni della scuola. I movimenti di magazzino vanno prima completati (fornitore, descrizione, sottocategoria e ubicazione di ogni bene); poi, scelti quelli dello stesso fornitore, «Carica i selezionati» li trasforma in un buono di carico.',
        },
      ],
    },
    {
      id: 'discharges',
      title: 'Proposte di scarico e scarichi',
      summary: 'Togliere beni dagli inventari: la proposta, la conferma e il buono di scarico.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'I beni fuori uso, ceduti o perduti escono dagli inventari con un buono di scarico, di solito dopo una proposta di scarico confermata dal Dirigente scolastico.',
        },
        {
          kind: 'steps',
          items: [
            "Movimenti › Proposte di scarico › «Nuova proposta»: scegliere i beni caricati, poi causale, numero progressivo e note. La proposta va nell'esercizio aperto più vecchio.",
            'Nel dettaglio della proposta, «Conferma» la porta da «Da confermare» a «Confermata»; «Riporta a da confermare» la riporta indietro finché non è stata scaricata. Se nel frattempo il valore di un bene è cambiato, la conferma lo segnala e chiede di procedere.',
            'Da una proposta confermata, «Scarica» prepara il buono di scarico con i suoi beni; in alternativa Movimenti › Scarichi › «Nuovo scarico» permette di partire da più proposte o da beni caricati scelti direttamente.',
            'Nei dettagli dello scarico si indicano la causale, la destinazione dei beni (un debitore), il provvedimento del Dirigente (numero e data di protocollo) e la dichiarazione di responsabilità (art. 33): nessun responsabile oppure il nome di chi risponde del danno.',
          ],
        },
        {
          kind: 'list',
          items: [
            'I beni passano da «Caricato» a «In proposta», poi «Scaricato»; eliminando lo scarico o la proposta tornano allo stato precedente.',
            "Si possono eliminare solo l'ultima proposta dell'esercizio (da confermare) e l'ultimo scarico, senza movimenti successivi sui loro beni; altrimenti il pulsante spiega perché.",
          ],
        },
      ],
    },
    {
      id: 'value-vouchers',
      title: 'Buoni di valore e ammortamento',
      summary: 'Cambiare il valore dei beni: decrementi, incrementi e ammortamento annuale.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un buono di decremento abbassa il valore attuale dei beni inventariabili (svalutazione, deterioramento), un buono di incremento lo alza (manutenzione straordinaria, migliorie). Il prezzo storico non cambia mai.',
        },
        {
          kind: 'steps',
          items: [
            'Movimenti › Buoni di valore: «Nuovo buono di decremento» o «Nuovo buono di incremento».',
            'Scegliere il motivo della variazione: se manca, il campo lo dice («Dato obbligatorio») e il passo non va avanti.',
            'Aggiungere i beni caricati e scrivere per ognuno la variazione in euro: la tabella mostra il valore nuovo. Un decremento non può portare il valore sotto zero.',
            "Nei dettagli scegliere la data e salvare. Se un valore nuovo attraversa i 200 euro, l'applicazione chiede di confermare che il bene cambia classe.",
          ],
        },
        {
          kind: 'list',
          items: [
            "Si possono modificare o eliminare solo l'ultimo buono del suo tipo, in un esercizio aperto e senza movimenti successivi.",
            "I buoni di ammortamento («DEP») li scrive solo la chiusura dell'esercizio con ammortamento; Funzioni periodiche › Ammortamento annuale mostra per registro quanto verrà ammortizzato e da lì si può chiudere l'esercizio.",
          ],
        },
      ],
    },
    {
      id: 'assets',
      title: 'Beni e universalità',
      summary: 'Cercare i beni, registrare beni in attesa, modificarli, raggrupparli in universalità.',
      blocks: [
        {
          kind: 'paragraph',
          text: "La pagina Beni elenca tutti i beni della scuola con numero d'inventario (o durevole), descrizione, sottocategoria, ubicazione, prezzo storico, valore attuale e stato. I filtri (registro, categoria, sottocategoria, sede, ubicazione, stato, tipo, testo e intervalli di numeri) si applicano subito o con «Cerca»; su un telefono stanno dietro il pulsante «Filtri», che dice quanti sono attivi.",
        },
        {
          kind: 'list',
          items: [
            '«Nuovo bene in attesa» registra un bene arrivato ma non ancora caricato; la scheda «Beni in attesa» li raccoglie e «Carica» porta al nuovo carico con il bene già scelto.',
            'La descrizione di un bene ha al massimo 255 caratteri; ogni campo di testo mostra sotto il contatore dei caratteri usati.',
            'Il clic sulla descrizione apre la scheda del bene con la sua storia: carico, spostamenti, variazioni di valore, proposte e scarichi, con i collegamenti ai buoni.',
            'Di un bene caricato si modificano i dati descrittivi (descrizione, ubicazione, matricola, marca, note…); prezzo, sottocategoria e universalità cambiano solo con i movimenti. Cambio sottocategoria e Cambio ubicazione (in Amministrazione) spostano più beni insieme.',
            "«Modifica multipla»: scelti più beni con le caselle, imposta per tutti la sede e l'ubicazione, la matricola, il telaio, la targa, l'editore o l'autore.",
          ],
        },
        {
          kind: 'paragraph',
          text: "Un'universalità è un insieme di beni che presi da soli valgono meno di 200 euro ma che insieme formano un bene unico (per esempio un laboratorio). Dalla pagina Universalità si crea, le si aggiungono i beni in attesa o nuovi componenti, e quando il totale raggiunge i 200 euro diventa completa e si carica con un solo numero d'inventario.",
        },
      ],
    },
    {
      id: 'admin-lists',
      title: 'Liste amministrative e dati generali',
      summary: 'Sedi e ubicazioni, categorie, subconsegnatari, fornitori, debitori e i dati della scuola.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Amministrazione › Liste amministrative raccoglie gli elenchi che le altre pagine usano. Ogni elenco ha ricerca, aggiunta, modifica ed eliminazione; un elemento in uso (per esempio una sede con beni) non si elimina e il messaggio lo spiega.',
        },
        {
          kind: 'list',
          items: [
            "Sedi e ubicazioni: ogni sede ha un codice unico; ogni ubicazione (aula, laboratorio, ufficio) ha un codice unico nella sua sede, piano, numero della stanza e subconsegnatario. Un'ubicazione con beni non si disattiva.",
            "Categorie e sottocategorie: per registro, con la percentuale di ammortamento valida da un anno e l'aggregazione del Modello K.",
            'Subconsegnatari: le persone a cui sono affidati i beni delle ubicazioni, con il codice fiscale.',
            'Creditori (fornitori), Debitori (destinatari dei beni scaricati), Amministrazioni e Aggregazioni.',
          ],
        },
        {
          kind: 'paragraph',
          text: "Amministrazione › Dati generali contiene l'intestazione che compare in testa alle stampe, l'intestazione abbreviata delle etichette, il Dirigente scolastico e il DSGA (aggiornabili dall'area clienti con «Sincronizza DS e DSGA»), la data dell'ultimo rinnovo, la regola d'ammortamento del primo anno e gli ultimi numeri dei beni durevoli.",
        },
      ],
    },
    {
      id: 'prints',
      title: 'Stampe e documenti generati',
      summary: 'Registri, verbali, elenchi e il loro scaricamento.',
      blocks: [
        {
          kind: 'paragraph',
          text: "Stampe › Nuova stampa raggruppa i documenti in Registri (registro d'inventario, registri analitici, beni durevoli, Modello K), Verbali (nomina dei subconsegnatari, passaggio di consegne del DSGA, consegna e restituzione dei beni), Elenchi e altro (riepilogo delle sottocategorie, beni per fornitore, per sede, per numero originario, spostamenti, Modello 24) e Codici a barre ed etichette.",
        },
        {
          kind: 'steps',
          items: [
            "Scegliere il gruppo e il tipo di documento: il riquadro mostra solo i campi di quel tipo (registro, esercizio, date, subconsegnatario, fornitore, sede…), quelli obbligatori con l'asterisco.",
            "Le date di registri e riepiloghi stanno dentro l'esercizio scelto; la data proposta è oggi per l'esercizio in corso, il 31 dicembre per gli altri aperti, la data di chiusura per quelli chiusi.",
            'Alcuni tipi chiedono una scelta in più: le sottocategorie del Modello K (ognuna deve avere la sua aggregazione), i subconsegnatari, le ubicazioni o le sedi.',
            'Premere «Genera»: la stampa va in coda e il messaggio porta ai Documenti generati, dove appare «Pronto» quando il documento è disponibile.',
          ],
        },
        {
          kind: 'list',
          items: [
            'Documenti generati elenca i documenti della scuola con stato (In coda, In elaborazione, Pronto, Non riuscito), chi li ha chiesti e quando; i pronti si scaricano in PDF (e in ZPL per le etichette Zebra). La lista si aggiorna da sola quando un documento è pronto.',
            'Ogni utente ha una stampa alla volta: finché la precedente è in elaborazione, una nuova viene rifiutata con un avviso.',
            'Le stampe firmate dal Dirigente e dal DSGA controllano che i nomi siano presenti nei Dati generali e propongono di sincronizzarli.',
            'Pubblicazioni, nel menu utente, mostra i soli documenti chiesti da sé.',
          ],
        },
      ],
    },
    {
      id: 'labels',
      title: 'Etichette e codici a barre',
      summary: 'Configurare i formati e stampare le etichette dei beni.',
      blocks: [
        {
          kind: 'paragraph',
          text: "Amministrazione › Configurazione etichette elenca i formati: quattro formati di serie, non modificabili, e quelli della scuola. Un formato su foglio ha righe e colonne; un formato Zebra stampa un'etichetta alla volta. Per ogni formato si sceglie anche la scala del codice a barre.",
        },
        {
          kind: 'steps',
          items: [
            'Stampe › Nuova stampa › Codici a barre ed etichette.',
            "Scegliere il formato e l'intestazione: quella della scuola, o un testo diverso (etichette personalizzate). L'intestazione ha al massimo 100 caratteri sulle etichette a due colonne, 60 su quelle a tre e 40 sulla Zebra; il contatore lo mostra.",
            "Scegliere quali beni: per sede e ubicazione, per intervallo di numeri d'inventario di un registro o per intervallo di numeri d'inventario originari; a richiesta si stampa anche il numero originario.",
            'Sulla griglia del foglio scegliere la prima etichetta libera (riga e colonna), per usare un foglio già iniziato, e premere «Genera».',
          ],
        },
      ],
    },
    {
      id: 'support',
      title: 'Assistenza',
      summary: 'A chi rivolgersi e che cosa comunicare per essere aiutati in fretta.',
      blocks: [
        {
          kind: 'paragraph',
          text: "Per un dubbio sull'uso, la prima persona a cui chiedere è il DSGA o chi nella scuola gestisce l'inventario. Per un problema dell'applicazione (una pagina che non si carica, una stampa non riuscita, una licenza mancante) rivolgersi all'assistenza del fornitore, con i dati qui sotto.",
        },
        {
          kind: 'list',
          items: [
            'Che cosa si stava facendo, su quale pagina, e il messaggio mostrato (una fotografia dello schermo aiuta).',
            "Il giorno e l'ora, il proprio nome utente e il codice della scuola: il riquadro «Dati per l'assistenza» in questa pagina li riassume.",
            "La versione dell'applicazione, scritta in fondo a ogni pagina.",
          ],
        },
        {
          kind: 'list',
          items: [
            '«Troppi tentativi non riusciti»: attendere il tempo indicato, poi riprovare con la password corretta.',
            '«La stampa precedente è ancora in elaborazione»: attendere che il documento sia pronto in Documenti generati.',
            "Una lista che non si carica mostra il motivo e «Riprova»; se l'errore resta, segnalarlo all'assistenza.",
            "Una pagina che non c'è porta a «Pagina non trovata»: le pagine riservate all'assistenza non sono visibili alle scuole.",
          ],
        },
      ],
    },
  ],
};
