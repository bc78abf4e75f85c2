import { describe, expect, it } from 'vitest';
import { subConsigneeFormSchema } from './subconsignee-form.ts';

function messagesOf(values: unknown): Record<string, string> {
  const parsed = subConsigneeFormSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the sub-consignee form schema', () => {
  it('takes a description alone, or with a valid personal or legal-person fiscal code', () => {
    expect(messagesOf({ description: 'Prof. Gallo', fiscalCode: null, notes: null })).toEqual({});
    expect(messagesOf({ description: 'Prof. Gallo', fiscalCode: 'rssmra85t10a562s', notes: null })).toEqual(
      {},
    );
    expect(messagesOf({ description: 'Comune di Roma', fiscalCode: '02438750586', notes: null })).toEqual({});
  });

  it('refuses a fiscal code with a wrong check character before the server does', () => {
    expect(messagesOf({ description: 'Prof. Gallo', fiscalCode: 'RSSMRA85T10A562X', notes: null })).toEqual({
      fiscalCode: 'rules.invalidFiscalCode',
    });
  });

  it('needs a description', () => {
    expect(messagesOf({ description: ' ', fiscalCode: null, notes: null })).toEqual({
      description: 'rules.mandatory',
    });
  });
});
