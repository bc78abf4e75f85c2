import { describe, expect, it } from 'vitest';
import { pdfPages } from '../pdf/pdf.fixtures.ts';
import { buildLocation, SCHOOL } from './minute.fixtures.ts';
import { renderMinutePdf } from './render-minute-pdf.ts';
import { buildSubconsigneeNomination, type SubconsigneeNominationInput } from './subconsignee-nomination.ts';

const input: SubconsigneeNominationInput = {
  school: SCHOOL,
  atDate: '2026-09-01',
  appointments: [
    {
      subConsignee: { description: 'Prof. Anna Bianchi', fiscalCode: 'BNCNNA80A41H501U' },
      locations: [buildLocation(1, { description: 'Laboratorio di chimica' }), buildLocation(2)],
    },
    { subConsignee: { description: 'Sig. Luca Neri', fiscalCode: null }, locations: [] },
  ],
};

describe('buildSubconsigneeNomination', () => {
  const document = buildSubconsigneeNomination(input);

  it('makes one act per sub-consignee, each on a page of its own', () => {
    expect(document.blocks.filter((b) => b.kind === 'title')).toHaveLength(2);
    expect(document.blocks.filter((b) => b.kind === 'pageBreak')).toHaveLength(1);
    expect(document.title).toBe('Nomina dei subconsegnatari al 01/09/2026');
  });

  it('lists the locations assigned, the DS appointing on the DSGA proposal', () => {
    const tables = document.blocks.filter((b) => b.kind === 'table');
    expect(tables[0]).toMatchObject({
      rows: [{ cells: ['SC Sede centrale', 'L01', 'Laboratorio di chimica'] }, {}],
    });
    expect(tables[1]).toMatchObject({ rows: [] });
    const text = document.blocks.map((b) => ('text' in b ? b.text : '')).join('\n');
    expect(text).toContain(
      'VISTA la proposta del Direttore dei servizi generali e amministrativi Giuseppe Verdi;',
    );
    expect(text).toContain(
      'Prof. Anna Bianchi (C.F. BNCNNA80A41H501U) subconsegnatario dei beni collocati nelle ubicazioni',
    );
    expect(text).toContain('Sig. Luca Neri subconsegnatario dei beni collocati nelle ubicazioni');
  });
});

describe('renderMinutePdf of a nomination', () => {
  it('prints each act with its locations and signatures', async () => {
    const pages = await pdfPages(await renderMinutePdf(buildSubconsigneeNomination(input)));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Nomina del subconsegnatario');
    expect(pages[0]).toMatch(/SC Sede centrale\s+L01\s+Laboratorio di chimica/);
    expect(pages[0]).toMatch(/Il Dirigente scolastico\s+Per accettazione, il subconsegnatario/);
    expect(pages[0]).toMatch(/Maria Rossi\s+Prof\. Anna Bianchi/);
    expect(pages[0]).toContain('Pagina 1 di 2');
    expect(pages[1]).toContain('Sig. Luca Neri');
    expect(pages[1]).toContain('Nessuna ubicazione assegnata al subconsegnatario.');
    expect(pages[1]).toContain('Pagina 2 di 2');
  });
});
