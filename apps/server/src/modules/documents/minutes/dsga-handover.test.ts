import { formatCents } from '@inventario/shared/format/currency';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../pdf/pdf.fixtures.ts';
import { buildDsgaHandover, type DsgaHandoverInput, registerStandings } from './dsga-handover.ts';
import { buildAsset, buildLocation, SCHOOL } from './minute.fixtures.ts';
import { renderMinutePdf } from './render-minute-pdf.ts';

const input: DsgaHandoverInput = {
  school: SCHOOL,
  atDate: '2026-08-31',
  mergedSites: null,
  registers: [
    { id: 1, description: 'Beni mobili', hasDurableRegister: true },
    { id: 2, description: 'Beni immobili', hasDurableRegister: false },
  ],
  assets: [
    buildAsset(1, { valueCents: 100_000 }),
    buildAsset(2, { valueCents: 50_050, inProposal: true, description: 'Notebook rubato' }),
    buildAsset(3, { valueCents: 25_025 }),
    buildAsset(1, { assetClass: 'durable', valueCents: 5_000 }),
    buildAsset(2, { assetClass: 'durable', valueCents: 5_000 }),
  ],
  subConsignees: [
    {
      description: 'Prof. Anna Bianchi',
      locations: [buildLocation(1, { description: 'Laboratorio' }), buildLocation(2)],
    },
  ],
};

describe('buildDsgaHandover', () => {
  it('gives each register its inventory goods and value at the date, and its durable goods', () => {
    expect(registerStandings(input)).toEqual([
      { register: 'Beni mobili', count: 3, valueCents: 175_075, durableCount: 2 },
      { register: 'Beni immobili', count: 0, valueCents: 0, durableCount: null },
    ]);
    const [standings] = buildDsgaHandover(input).blocks.filter((b) => b.kind === 'table');
    expect(standings).toMatchObject({
      rows: [
        { cells: ['Beni mobili', '3', formatCents(175_075), '2'] },
        { cells: ['Beni immobili', '0', formatCents(0), '—'] },
        { cells: ['Totale', '3', formatCents(175_075), '2'], kind: 'total' },
      ],
    });
  });

  it('lists the goods in discharge proposals as missing or damaged, the sub-consignees with their locations', () => {
    const [, missing, subs] = buildDsgaHandover(input).blocks.filter((b) => b.kind === 'table');
    expect(missing).toMatchObject({
      rows: [{ cells: ['2', 'Beni mobili', 'Notebook rubato', '1', formatCents(50_050)] }, { kind: 'total' }],
    });
    expect(subs).toMatchObject({
      rows: [
        {
          cells: ['Prof. Anna Bianchi', 'SC/L01 Laboratorio (Sede centrale)\nSC/L02 Aula 2 (Sede centrale)'],
        },
      ],
    });
  });

  it('says a merged school covers only the chosen sites', () => {
    const text = (i: DsgaHandoverInput) =>
      buildDsgaHandover(i)
        .blocks.map((b) => ('text' in b ? b.text : ''))
        .join('\n');
    expect(text(input)).not.toContain('dimensionamento');
    expect(text({ ...input, mergedSites: [{ code: 'SC', description: 'Sede centrale' }] })).toContain(
      'il presente verbale riguarda i soli beni collocati nelle sedi SC Sede centrale.',
    );
  });
});

describe('renderMinutePdf of a DSGA handover', () => {
  it('prints the standing, the missing goods, the sub-consignees and the four signatures', async () => {
    const text = (await pdfPages(await renderMinutePdf(buildDsgaHandover(input)))).join('\n');
    expect(text).toContain('Verbale di passaggio di consegne tra DSGA');
    expect(text).toContain('Data di riferimento: 31/08/2026');
    expect(text).toMatch(/Beni mobili\s+3\s+1\.750,75 €\s+2/);
    expect(text).toMatch(/Notebook rubato\s+1\s+500,50 €/);
    expect(text).toMatch(/Prof\. Anna Bianchi\s+SC\/L01 Laboratorio \(Sede centrale\)/);
    expect(text).toContain('SC/L02 Aula 2 (Sede centrale)');
    expect(text).toMatch(/Il DSGA uscente\s+Il DSGA subentrante/);
    expect(text).toMatch(/Il Dirigente scolastico\s+Il Presidente del Consiglio d'istituto/);
    expect(text).toMatch(/Giuseppe Verdi/);
  });
});
