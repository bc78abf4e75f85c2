/**
 * The print templates' placeholders (spec 01 §3 "Variables"): a print request carries values for
 * REGISTRO, DATAINPUT, DATADAL, DATAAL, PAGINA, SCUOLA, DATA, FORNITORE, DAVECCHIONUMERO,
 * AVECCHIONUMERO, SEDE and SUBCONSEGNATARIO, which a heading line names as `{REGISTRO}`.
 */
export type TemplateVariables = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{([A-Z]+)\}/g;

/** Fills `{NAME}` placeholders; a name without a value stays as written, so a missing one shows. */
export function fillTemplate(template: string, variables: TemplateVariables): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => variables[name] ?? placeholder);
}
