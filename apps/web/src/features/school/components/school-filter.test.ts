import { describe, expect, it } from 'vitest';
import { filterSchools } from './school-filter.ts';

const schools = [
  { customerCode: 'DEMO001', codMin: 'RMIC81200X', name: 'Istituto Comprensivo Demo', city: 'Roma' },
  { customerCode: 'DEMO002', codMin: 'MITD01000B', name: 'Istituto Tecnico Demo', city: 'Milano' },
  { customerCode: 'C3', codMin: 'FOO', name: 'Liceo Città Alta', city: 'Bergamo' },
];

describe('filterSchools', () => {
  it('keeps every school for an empty search', () => {
    expect(filterSchools(schools, '  ')).toHaveLength(3);
  });

  it('matches code, ministerial code, name and city, ignoring case', () => {
    expect(filterSchools(schools, 'demo002').map((s) => s.customerCode)).toEqual(['DEMO002']);
    expect(filterSchools(schools, 'rmic').map((s) => s.customerCode)).toEqual(['DEMO001']);
    expect(filterSchools(schools, 'milano').map((s) => s.customerCode)).toEqual(['DEMO002']);
  });

  it('needs every word and ignores accents', () => {
    expect(filterSchools(schools, 'istituto roma').map((s) => s.customerCode)).toEqual(['DEMO001']);
    expect(filterSchools(schools, 'citta').map((s) => s.customerCode)).toEqual(['C3']);
  });
});
