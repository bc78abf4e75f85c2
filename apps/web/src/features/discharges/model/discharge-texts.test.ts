import { describe, expect, it } from 'vitest';
import { causalText, protocolText } from './discharge-texts.ts';

describe('discharge texts', () => {
  it("write the measure's protocol with its date, or either alone", () => {
    expect(protocolText({ protocolNumber: '1226/VI.3', protocolDate: '2026-03-05' }, 'del')).toBe(
      '1226/VI.3 del 05/03/2026',
    );
    expect(protocolText({ protocolNumber: '1226/VI.3', protocolDate: null }, 'del')).toBe('1226/VI.3');
    expect(protocolText({ protocolNumber: null, protocolDate: '2026-03-05' }, 'del')).toBe('05/03/2026');
    expect(protocolText({ protocolNumber: null, protocolDate: null }, 'del')).toBe('');
  });

  it('name a causal by its description, else by its code', () => {
    const causals = [{ code: 'FUR', description: 'Furto' }];
    expect(causalText(causals, 'FUR')).toBe('Furto');
    expect(causalText(causals, 'OLD')).toBe('OLD');
    expect(causalText(undefined, 'FUR')).toBe('FUR');
    expect(causalText(causals, null)).toBe('');
  });
});
