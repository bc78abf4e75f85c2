import type { Page } from '@playwright/test';

/** Calls the inventory API from the signed-in page, with its tokens: test data without clicking through forms. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const oidcKey = Object.keys(localStorage).find((key) => key.startsWith('oidc.user:')) ?? '';
      const accessToken = JSON.parse(localStorage.getItem(oidcKey) ?? '{}').access_token;
      const session = JSON.parse(localStorage.getItem('inventario.sessionToken') ?? '{}').token;
      const response = await fetch(`/inventario/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${accessToken}`,
          'x-auth-token': session,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** The id of one of the school's subcategories, by its description. */
export async function subcategoryId(page: Page, description: string): Promise<number> {
  const all = await api<{ id: number; description: string }[]>(page, 'GET', '/subcategory/inventory');
  const found = all.find((subcategory) => subcategory.description === description);
  if (!found) throw new Error(`The school has no "${description}" subcategory`);
  return found.id;
}

/** A tag no other run or test has used on this server, to find a test's rows among the demo ones. */
export function uniqueCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5).toUpperCase()}`;
}
