/**
 * Texts an export writes in the client's words: the client sends its language's templates ("fornitore
 * {{name}}", as its i18n files keep them) and the server fills them with a row's values.
 */
export type TemplateParams = Readonly<Record<string, string | number>>;
export type Templates = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** `fornitore {{name}}` with `{ name: 'Acme' }` is `fornitore Acme`; a placeholder without a value is left out. */
export function fillTemplate(template: string, params: TemplateParams = {}): string {
  return template.replace(PLACEHOLDER, (_match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : '',
  );
}

/**
 * The text of `key` filled with `params`, its plural form chosen as i18next does for Italian and
 * English (`key_one` for a `count` of 1, else `key_other`, else `key`); undefined without a template.
 */
export function templateText(
  templates: Templates,
  key: string,
  params: TemplateParams = {},
): string | undefined {
  const { count } = params;
  const forms = typeof count === 'number' ? [`${key}_${count === 1 ? 'one' : 'other'}`, key] : [key];
  const found = forms.find((form) => Object.hasOwn(templates, form));
  return found === undefined ? undefined : fillTemplate(templates[found] as string, params);
}
