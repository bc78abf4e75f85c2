import type { FastifyInstance } from 'fastify';

export type FormBody = Record<string, string | undefined>;

/** Parses the urlencoded posts of our own pages; a repeated field keeps its first value. */
export function acceptForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const form: FormBody = {};
      for (const [name, value] of new URLSearchParams(body as string)) {
        form[name] ??= value;
      }
      done(null, form);
    },
  );
}

export function formOf(body: unknown): FormBody {
  return body && typeof body === 'object' ? (body as FormBody) : {};
}
