import { publishBodySchema, toPrintRequest } from '@inventario/shared/contracts/print-request';
import { describe, expect, it } from 'vitest';
import { printContextOf } from './print-context.ts';

describe('printContextOf', () => {
  it('names the type, the year, the register and the template variables of an analytic register', () => {
    const request = {
      documentType: 8,
      conditions: { idRegister: 3, fromDate: '2026-01-01', toDate: '2026-06-30', startPage: 12 },
    } as const;
    const context = printContextOf(request, { year: 2026, register: 'Beni mobili' });
    expect(context).toEqual({
      description: 'Registro analitico degli aumenti',
      year: 2026,
      register: { id: 3, description: 'Beni mobili' },
      filename: null,
      variables: { REGISTRO: 'Beni mobili', DATADAL: '01/01/2026', DATAAL: '30/06/2026', PAGINA: '12' },
    });
    const sent = toPrintRequest(request, context);
    expect(sent).toMatchObject({ documentType: { id: 8 }, date: '2026-06-30', register: { id: 3 } });
    expect(publishBodySchema.parse(JSON.parse(JSON.stringify(sent)))).toEqual(request);
  });

  it('names the supplier, the site and the sub-consignee the dialog showed, and no register it has not', () => {
    expect(
      printContextOf(
        {
          documentType: 28,
          conditions: { idCreditorDebtor: 5, fromDate: '2026-01-01', toDate: '2026-12-31' },
        },
        { creditor: 'Cartoleria Manzoni Srl' },
      ),
    ).toMatchObject({ register: null, variables: { FORNITORE: 'Cartoleria Manzoni Srl' } });
    expect(
      printContextOf(
        { documentType: 23, conditions: { atDate: '2026-09-01', idSubConsignee: 4, idLocationList: [8] } },
        { subConsignee: 'Rossi Mario' },
      ).variables,
    ).toEqual({ DATAINPUT: '01/09/2026', DATAAL: '01/09/2026', SUBCONSEGNATARIO: 'Rossi Mario' });
  });
});
