/**
 * The demo school's goods: what an Italian comprehensive school buys in two years, by supplier, and
 * where it goes. Prices are in euros; under 200 € an asset is durable (DOMAIN §2).
 */

/** A kind of goods: its default subcategory (register.category.subcategory), price and make. */
interface Good {
  description: string;
  subcategory: string;
  price: number;
  brand?: string;
  /** Serial numbers are made of this prefix and a running number. */
  serial?: string;
}

const good = {
  notebook: {
    description: 'Notebook Lenovo ThinkPad E14',
    subcategory: 'movable.03.01',
    price: 689,
    brand: 'Lenovo',
    serial: 'PF4',
  },
  desktop: {
    description: 'PC desktop Dell OptiPlex 3000 con monitor 24"',
    subcategory: 'movable.03.01',
    price: 749,
    brand: 'Dell',
    serial: 'DL7',
  },
  printer: {
    description: 'Stampante multifunzione laser HP LaserJet Pro',
    subcategory: 'movable.03.01',
    price: 329,
    brand: 'HP',
    serial: 'VNB',
  },
  mouse: { description: 'Mouse ottico USB', subcategory: 'movable.03.01', price: 12.5, brand: 'Logitech' },
  keyboard: {
    description: 'Tastiera USB italiana',
    subcategory: 'movable.03.01',
    price: 18.9,
    brand: 'Logitech',
  },
  tablet: {
    description: 'Tablet Samsung Galaxy Tab A9 10.5"',
    subcategory: 'movable.03.01',
    price: 189,
    brand: 'Samsung',
    serial: 'R9W',
  },
  lim: {
    description: 'Lavagna interattiva multimediale 79" con videoproiettore ottica ultracorta',
    subcategory: 'movable.03.03',
    price: 1890,
    brand: 'Smart',
    serial: 'SBM',
  },
  panel: {
    description: 'Monitor interattivo 65" 4K con OPS',
    subcategory: 'movable.03.03',
    price: 2450,
    brand: 'Promethean',
    serial: 'AP6',
  },
  projector: {
    description: 'Videoproiettore Epson EB-E20',
    subcategory: 'movable.03.03',
    price: 419,
    brand: 'Epson',
    serial: 'X4E',
  },
  camera: { description: 'Document camera USB', subcategory: 'movable.03.03', price: 149, brand: 'IPEVO' },
  switch: {
    description: 'Switch di rete 24 porte gigabit',
    subcategory: 'movable.03.02',
    price: 265,
    brand: 'Netgear',
    serial: 'NG2',
  },
  accessPoint: {
    description: 'Access point Wi-Fi 6',
    subcategory: 'movable.03.02',
    price: 179,
    brand: 'Ubiquiti',
    serial: 'UAP',
  },
  desk: { description: 'Banco monoposto regolabile in altezza', subcategory: 'movable.01.02', price: 86 },
  chair: { description: 'Sedia per studenti ISO 5', subcategory: 'movable.01.02', price: 42 },
  teacherDesk: {
    description: 'Cattedra con cassettiera e serratura',
    subcategory: 'movable.01.02',
    price: 236,
  },
  cabinet: { description: 'Armadio metallico ad ante battenti', subcategory: 'movable.01.02', price: 312 },
  officeDesk: { description: 'Scrivania operativa 160x80', subcategory: 'movable.01.01', price: 289 },
  officeChair: { description: 'Poltrona ergonomica con braccioli', subcategory: 'movable.01.01', price: 214 },
  drawers: { description: 'Cassettiera su ruote a tre cassetti', subcategory: 'movable.01.01', price: 118 },
  microscope: {
    description: 'Microscopio ottico binoculare 40x-1000x',
    subcategory: 'movable.02.02',
    price: 385,
    brand: 'Optika',
    serial: 'OPB',
  },
  stereo: {
    description: 'Microscopio stereoscopico 20x',
    subcategory: 'movable.02.02',
    price: 268,
    brand: 'Optika',
    serial: 'OPS',
  },
  balance: {
    description: 'Bilancia di precisione 0,01 g',
    subcategory: 'movable.02.02',
    price: 242,
    brand: 'Ohaus',
  },
  glassware: { description: 'Kit di vetreria da laboratorio', subcategory: 'movable.02.02', price: 96 },
  anatomy: { description: 'Modello anatomico del corpo umano', subcategory: 'movable.02.02', price: 178 },
  piano: {
    description: 'Pianoforte digitale 88 tasti pesati',
    subcategory: 'movable.02.03',
    price: 489,
    brand: 'Yamaha',
    serial: 'YP4',
  },
  guitar: { description: 'Chitarra classica 4/4', subcategory: 'movable.02.03', price: 119, brand: 'Admira' },
  keyboardMusic: {
    description: 'Tastiera musicale 61 tasti',
    subcategory: 'movable.02.03',
    price: 159,
    brand: 'Casio',
  },
  xylophone: { description: 'Xilofono cromatico 25 piastre', subcategory: 'movable.02.03', price: 88 },
  drums: {
    description: 'Batteria elettronica',
    subcategory: 'movable.02.03',
    price: 649,
    brand: 'Roland',
    serial: 'RTD',
  },
  basket: { description: 'Canestro da basket regolabile su ruote', subcategory: 'movable.02.03', price: 455 },
  trampoline: { description: 'Minitrampolino elastico', subcategory: 'movable.02.03', price: 326 },
  balls: { description: 'Set di 10 palloni da pallavolo', subcategory: 'movable.02.03', price: 64 },
  copier: {
    description: 'Fotocopiatrice multifunzione A3',
    subcategory: 'movable.02.01',
    price: 2190,
    brand: 'Kyocera',
    serial: 'KYT',
  },
  shredder: {
    description: 'Distruggidocumenti a frammenti',
    subcategory: 'movable.02.01',
    price: 139,
    brand: 'Fellowes',
  },
  laminator: { description: 'Plastificatrice A3', subcategory: 'movable.02.01', price: 89, brand: 'GBC' },
  encyclopedia: { description: 'Enciclopedia Treccani, 12 volumi', subcategory: 'books.01.01', price: 980 },
  dictionary: {
    description: 'Vocabolario della lingua italiana Zingarelli',
    subcategory: 'books.01.01',
    price: 62,
  },
  atlas: { description: 'Atlante geografico De Agostini', subcategory: 'books.01.01', price: 34.9 },
  novel: {
    description: 'Narrativa per ragazzi, collana "I Classici"',
    subcategory: 'books.01.01',
    price: 14.9,
  },
  englishReader: { description: 'Graded readers in lingua inglese', subcategory: 'books.01.01', price: 9.5 },
  audiobooks: {
    description: 'Collana di audiolibri per la scuola primaria',
    subcategory: 'books.01.02',
    price: 45,
  },
} satisfies Record<string, Good>;

export type GoodKey = keyof typeof good;

export function goodOf(key: GoodKey): Good {
  return good[key];
}

/** A site code and one of its location codes (demo-lists.ts). */
export type Place =
  | 'RM01/A01'
  | 'RM01/A02'
  | 'RM01/A10'
  | 'RM01/A11'
  | 'RM01/L01'
  | 'RM01/L02'
  | 'RM01/P01'
  | 'RM02/B01'
  | 'RM02/B02'
  | 'RM02/B10'
  | 'RM02/L01';

export interface DemoCharge {
  /** `MM-DD` in the previous year; the current year's charges are spread up to today. */
  day?: string;
  causal: 'ACQ' | 'DON';
  /** The creditor's display name (demo-lists.ts). */
  creditor: string;
  lines: [good: GoodKey, quantity: number, place: Place][];
}

const informatica = 'Informatica Roma spa';
const arredi = 'Arredi Scolastici Lazio srl';
const libreria = 'Libreria Centrale snc';
const scientifica = 'Scientifica Didattica srl';
const musicaSport = 'Musica e Sport snc';

/** Charged in the previous year, which then closes without depreciation. */
export const previousYearCharges: DemoCharge[] = [
  {
    day: '02-12',
    causal: 'ACQ',
    creditor: informatica,
    lines: [
      ['notebook', 12, 'RM01/L02'],
      ['mouse', 12, 'RM01/L02'],
      ['printer', 2, 'RM01/A02'],
    ],
  },
  {
    day: '03-09',
    causal: 'ACQ',
    creditor: arredi,
    lines: [
      ['desk', 12, 'RM01/A10'],
      ['desk', 12, 'RM01/A11'],
      ['chair', 12, 'RM01/A10'],
      ['chair', 12, 'RM01/A11'],
      ['teacherDesk', 2, 'RM01/A10'],
    ],
  },
  {
    day: '04-15',
    causal: 'ACQ',
    creditor: libreria,
    lines: [
      ['encyclopedia', 1, 'RM02/B10'],
      ['dictionary', 6, 'RM02/B10'],
      ['atlas', 6, 'RM02/B10'],
      ['novel', 10, 'RM02/B10'],
    ],
  },
  {
    day: '05-20',
    causal: 'ACQ',
    creditor: informatica,
    lines: [
      ['lim', 2, 'RM02/B01'],
      ['projector', 2, 'RM01/A11'],
    ],
  },
  {
    day: '06-05',
    causal: 'DON',
    creditor: 'Rossi Mario',
    lines: [
      ['piano', 1, 'RM02/L01'],
      ['guitar', 3, 'RM02/L01'],
    ],
  },
  {
    day: '09-08',
    causal: 'ACQ',
    creditor: arredi,
    lines: [
      ['cabinet', 4, 'RM01/A02'],
      ['officeDesk', 2, 'RM01/A01'],
      ['officeChair', 2, 'RM01/A01'],
      ['drawers', 2, 'RM01/A02'],
    ],
  },
  {
    day: '10-14',
    causal: 'ACQ',
    creditor: scientifica,
    lines: [
      ['microscope', 6, 'RM01/L01'],
      ['balance', 1, 'RM01/L01'],
      ['glassware', 5, 'RM01/L01'],
    ],
  },
  {
    day: '11-18',
    causal: 'ACQ',
    creditor: musicaSport,
    lines: [
      ['basket', 2, 'RM01/P01'],
      ['trampoline', 1, 'RM01/P01'],
      ['balls', 4, 'RM01/P01'],
    ],
  },
  {
    day: '12-10',
    causal: 'ACQ',
    creditor: libreria,
    lines: [
      ['englishReader', 15, 'RM02/B10'],
      ['audiobooks', 2, 'RM02/B10'],
    ],
  },
];

/** Charged in the current, open year, spread from January to today. */
export const currentYearCharges: DemoCharge[] = [
  {
    causal: 'ACQ',
    creditor: informatica,
    lines: [
      ['desktop', 15, 'RM02/L01'],
      ['keyboard', 15, 'RM02/L01'],
      ['mouse', 15, 'RM02/L01'],
    ],
  },
  {
    causal: 'ACQ',
    creditor: arredi,
    lines: [
      ['desk', 10, 'RM02/B01'],
      ['desk', 10, 'RM02/B02'],
      ['chair', 10, 'RM02/B01'],
      ['chair', 10, 'RM02/B02'],
    ],
  },
  {
    causal: 'ACQ',
    creditor: scientifica,
    lines: [
      ['stereo', 4, 'RM01/L01'],
      ['anatomy', 2, 'RM01/L01'],
    ],
  },
  {
    causal: 'ACQ',
    creditor: informatica,
    lines: [
      ['switch', 2, 'RM01/A02'],
      ['accessPoint', 6, 'RM01/A02'],
      ['tablet', 8, 'RM01/L02'],
    ],
  },
  {
    causal: 'ACQ',
    creditor: libreria,
    lines: [
      ['novel', 20, 'RM02/B10'],
      ['dictionary', 4, 'RM02/B10'],
    ],
  },
  {
    causal: 'ACQ',
    creditor: informatica,
    lines: [
      ['panel', 3, 'RM02/B02'],
      ['camera', 3, 'RM02/B02'],
    ],
  },
  {
    causal: 'ACQ',
    creditor: musicaSport,
    lines: [
      ['keyboardMusic', 4, 'RM02/L01'],
      ['xylophone', 4, 'RM02/L01'],
      ['drums', 1, 'RM02/L01'],
    ],
  },
  {
    causal: 'ACQ',
    creditor: informatica,
    lines: [
      ['copier', 1, 'RM01/A02'],
      ['shredder', 1, 'RM01/A02'],
      ['laminator', 1, 'RM01/A02'],
    ],
  },
];

/** Delivered but not charged yet: the waiting list. */
export const waitingGoods: [description: string, subcategory: string, price: number, place: Place][] = [
  ['Notebook HP ProBook 450 G10', 'movable.03.01', 719, 'RM01/L02'],
  ['Notebook HP ProBook 450 G10', 'movable.03.01', 719, 'RM01/L02'],
  ['Notebook HP ProBook 450 G10', 'movable.03.01', 719, 'RM01/L02'],
  ['Notebook HP ProBook 450 G10', 'movable.03.01', 719, 'RM01/L02'],
  ['Webcam per videoconferenze 4K', 'movable.03.03', 129, 'RM01/A01'],
  ['Webcam per videoconferenze 4K', 'movable.03.03', 129, 'RM01/A01'],
  ['Casse acustiche amplificate', 'movable.02.03', 210, 'RM01/P01'],
  ['Casse acustiche amplificate', 'movable.02.03', 210, 'RM01/P01'],
  ['Router 4G di emergenza', 'movable.03.02', 159, 'RM01/A02'],
  ['Armadietto spogliatoio a 4 posti', 'movable.01.02', 245, 'RM01/P01'],
];

/** A universality still incomplete: its components together stay under 200 €. */
export const incompleteUniversality = {
  description: 'Kit di robotica educativa per il laboratorio STEM',
  components: [
    ['Robot programmabile mBot', 'movable.02.02', 79.9],
    ['Set di sensori per robotica', 'movable.02.02', 39],
    ['Scheda Arduino Uno con cavi', 'movable.02.02', 25.5],
  ] as [description: string, subcategory: string, price: number][],
  place: 'RM01/L01' as Place,
};
