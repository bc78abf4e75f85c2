/** Query string values; undefined ones are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/**
 * Fills the `:name` placeholders of a contract path (`/news/:appVersion/id/:id`) with encoded values.
 * A placeholder without a value is a programming error and throws.
 */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z]\w*)/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Appends a query string to a path, leaving undefined values out. */
export function withQuery(path: string, query: QueryParams | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}
