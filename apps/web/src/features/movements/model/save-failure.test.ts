import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { issuePathParts, validationIssues } from './save-failure.ts';

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
