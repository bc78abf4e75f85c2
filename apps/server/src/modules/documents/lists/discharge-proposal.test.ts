import { describe, expect, it } from 'vitest';
import { buildDischargeProposal, type DischargeProposalInput } from './discharge-proposal.ts';
import { SCHOOL } from './list.fixtures.ts';

const input = (overrides: Partial<DischargeProposalInput['proposal']> = {}): DischargeProposalInput => ({
  school: SCHOOL,
  proposal: {
    progressive: 4,
    year: 2026,
    date: '2026-03-01',
    causal: 'FUR',
    confirmed: false,
    protocolNumber: null,
    protocolDate: null,
    notes: null,
    ...overrides,
  },
  officials: { manager: 'Maria Rossi', consignee: 'Giuseppe Verdi' },
  lines: [
    {
      assetClass: 'inventory',
      number: 12,
      register: 'Beni mobili',
      description: 'Notebook Lenovo',
      quantity: 1,
      valueCents: 45_000,
    },
    {
      assetClass: 'durable',
      number: 3,
      register: 'Beni mobili',
      description: 'Mouse',
      quantity: 2,
      valueCents: 1_990,
    },
  ],
});

describe('buildDischargeProposal', () => {
  it('heads the pages with the proposal, its status, its causal and, once given, its protocol', () => {
    expect(buildDischargeProposal(input()).heading.map((line) => line.text)).toEqual([
      'Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma',
      'Proposta di scarico',
      'Proposta n. 4/2026 del 01/03/2026 — da confermare',
      'Causale: Furto',
    ]);
    const confirmed = input({ confirmed: true, protocolNumber: '1234/IV', protocolDate: '2026-03-05' });
    expect(
      buildDischargeProposal(confirmed)
        .heading.slice(2)
        .map((line) => line.text),
    ).toEqual([
      'Proposta n. 4/2026 del 01/03/2026 — confermata',
      'Causale: Furto',
      'Protocollo n. 1234/IV del 05/03/2026',
    ]);
  });

  it('lists the goods with the values the proposal holds, their total and the two signatures', () => {
    const rows = buildDischargeProposal(input()).rows;
    expect(rows.map((row) => row.cells)).toEqual([
      ['Inventario', '12', 'Notebook Lenovo', 'Beni mobili', '1', '450,00 €'],
      ['Durevole', '3', 'Mouse', 'Beni mobili', '2', '19,90 €'],
      ['', '', 'Totale proposto per lo scarico (2 beni)', '', '3', '469,90 €'],
      [
        '',
        '',
        'Il Direttore dei servizi generali e amministrativi: Giuseppe Verdi\n\nFirma ________________________________',
        '\n\nData ________________',
        '',
        '',
      ],
      [
        '',
        '',
        'Il Dirigente scolastico: Maria Rossi\n\nFirma ________________________________',
        expect.any(String),
        '',
        '',
      ],
    ]);
  });
});
