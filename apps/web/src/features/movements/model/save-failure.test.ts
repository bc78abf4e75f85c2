import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { detailsFieldOf, issuePathParts, placeIssues, validationIssues } from './save-failure.ts';

const refused = (code: string, details?: Record<string, unknown>) => new ApiError(code, code, 400, details);

describe('validationIssues', () => {
  it('reads the issues of a request found not valid', () => {
    const issues = [{ field: 'date', message: 'rules.mandatory' }];
    expect(validationIssues(refused('validationFailed', { issues }))).toEqual(issues);
    expect(validationIssues(refused('invalidRequest', { issues }))).toEqual(issues);
  });

  it('has none for other refusals or unreadable details', () => {
    expect(validationIssues(refused('noAssets', { issues: [] }))).toBeUndefined();
    expect(validationIssues(refused('validationFailed', { other: 1 }))).toBeUndefined();
  });
});

describe('issuePathParts', () => {
  it('splits dotted, slashed and bracketed paths alike', () => {
    expect(issuePathParts({ field: 'assets.2.price', message: '' })).toEqual(['assets', '2', 'price']);
    expect(issuePathParts({ path: '/assets/2/price', message: '' })).toEqual(['assets', '2', 'price']);
    expect(issuePathParts({ path: 'assets[2].price', message: '' })).toEqual(['assets', '2', 'price']);
    expect(issuePathParts({ message: '' })).toEqual([]);
  });
});

describe('detailsFieldOf', () => {
  const fields = ['date', 'creditor'] as const;
  it('knows the details fields, by name or alias', () => {
    expect(detailsFieldOf(fields, 'date')).toBe('date');
    expect(detailsFieldOf(fields, 'creditorId', { creditorId: 'creditor' })).toBe('creditor');
    expect(detailsFieldOf(fields, 'assets')).toBeUndefined();
    expect(detailsFieldOf(fields, undefined)).toBeUndefined();
  });
});

describe('placeIssues', () => {
  const fieldOf = (name: string | undefined) => detailsFieldOf(['date', 'notes'], name);
  const lineOf = ([first, second]: readonly string[]) =>
    first === 'assets' && second !== undefined ? ['a', 'b'][Number(second)] : undefined;

  it('puts each issue on its line (the first message) or its field', () => {
    const issues = [
      { field: 'assets.1.price', message: 'rules.notValid' },
      { field: 'assets[1].description', message: 'rules.mandatory' },
      { path: '/date', message: 'rules.mandatory' },
    ];
    expect(placeIssues(issues, fieldOf, lineOf)).toEqual({
      fields: [{ field: 'date', message: 'rules.mandatory' }],
      lines: { b: 'rules.notValid' },
    });
  });

  it('gives up on an issue about neither, and on none at all', () => {
    expect(
      placeIssues(
        [
          { field: 'date', message: 'x' },
          { field: 'other', message: 'y' },
        ],
        fieldOf,
      ),
    ).toBeUndefined();
    expect(placeIssues([{ field: 'assets.5.price', message: 'x' }], fieldOf, lineOf)).toBeUndefined();
    expect(placeIssues([], fieldOf, lineOf)).toBeUndefined();
  });
});
