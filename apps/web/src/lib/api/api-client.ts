import { ApiError, apiErrorFromResponse } from './api-error.ts';
import { type QueryParams, withQuery } from './path.ts';
import { isRetryableStatus, MAX_RETRIES, retryDelayMs } from './retry-policy.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything that validates an answer into a type: the zod schemas of `@inventario/shared/contracts`. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  query?: QueryParams;
  /** JSON-serialisable body, FormData, or a Blob (a file) sent as its bytes. */
  body?: unknown;
  parser?: ResponseParser<T>;
  signal?: AbortSignal;
  /** `file`: the answer is a file to save ({@link DownloadedFile}), not JSON. */
  readAs?: 'file';
  /** Sends this request in place of the client's fetch: an upload that reports its progress (XHR). */
  transport?: typeof globalThis.fetch;
}

/** A file the API answered with: its bytes, and the name its `Content-Disposition` gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

export interface ApiClientDeps {
  /** Absolute or site-relative base, e.g. `/inventario/api`. */
  baseUrl: string;
  /** The OpenID access token, sent as `Authorization: Bearer`. */
  getAccessToken: () => Promise<string | undefined>;
  /** The backend session token of `GET /session/login`, sent as `x-auth-token` (inventory API only). */
  getSessionToken?: () => string | undefined;
  /**
   * Opens a new backend session when the server rejects the stored one (HTTP 401 with a session token
   * sent); the request is then sent once more with the new token.
   */
  renewSessionToken?: () => Promise<string | undefined>;
  /** A recognition phone's token (`POST /recognition/scan/session`), sent as `x-scan-token`. */
  getScanToken?: () => string | undefined;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  newIdempotencyKey?: () => string;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<T>, 'method' | 'body'>,
  ): Promise<T>;
  put<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<T>, 'method' | 'body'>,
  ): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
}

type Attempt = { kind: 'answered'; response: Response } | { kind: 'unreachable'; error: unknown };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function shouldRetry(attempt: Attempt): boolean {
  return attempt.kind === 'unreachable' || isRetryableStatus(attempt.response.status);
}

/** `attachment; filename="a.xlsx"; filename*=UTF-8''a%20b.xlsx`: the UTF-8 name first. */
function attachmentName(disposition: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];
}

async function readBody(response: Response, readAs: RequestOptions<unknown>['readAs']): Promise<unknown> {
  if (readAs === 'file' && response.ok)
    return {
      blob: await response.blob(),
      fileName: attachmentName(response.headers.get('content-disposition')),
    } satisfies DownloadedFile;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function parseAnswer<T>(body: unknown, parser: ResponseParser<T> | undefined, status: number): T {
  if (!parser) return body as T;
  try {
    return parser.parse(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError('invalidResponse', `Unexpected answer: ${reason}`, status);
  }
}

/**
 * Creates the HTTP client of one backend (DESIGN §7). It adds the bearer token and the session token,
 * sends one `Idempotency-Key` per mutation and reuses it across retries (so a retried charge is applied
 * once), retries network errors, 429 and 502 up to 3 times with a growing random delay, and turns failed
 * answers into a typed {@link ApiError}. It shows nothing: callers choose toast, alert or inline text.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const fetchImpl =
    deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const sleep = deps.sleep ?? defaultSleep;
  const newIdempotencyKey = deps.newIdempotencyKey ?? (() => crypto.randomUUID());

  async function buildHeaders(body: unknown, idempotencyKey: string | undefined): Promise<Headers> {
    const headers = new Headers({ Accept: 'application/json' });
    const accessToken = await deps.getAccessToken();
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    const sessionToken = deps.getSessionToken?.();
    if (sessionToken) headers.set('x-auth-token', sessionToken);
    const scanToken = deps.getScanToken?.();
    if (scanToken) headers.set('x-scan-token', scanToken);
    if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
    if (body instanceof Blob) headers.set('Content-Type', 'application/octet-stream');
    else if (body !== undefined && !(body instanceof FormData))
      headers.set('Content-Type', 'application/json');
    return headers;
  }

  async function attemptOnce(
    transport: typeof globalThis.fetch,
    url: string,
    init: RequestInit,
  ): Promise<Attempt> {
    try {
      return { kind: 'answered', response: await transport(url, init) };
    } catch (error) {
      if (isAbort(error)) throw error;
      return { kind: 'unreachable', error };
    }
  }

  /** Sends a request, retrying network errors, 429 and 502 with the same idempotency key. */
  async function send<T>(path: string, options: RequestOptions<T>, idempotencyKey: string | undefined) {
    const url = `${deps.baseUrl}${withQuery(path, options.query)}`;
    const raw = options.body instanceof FormData || options.body instanceof Blob;
    const payload = raw ? (options.body as BodyInit) : JSON.stringify(options.body);
    let attempt: Attempt;
    for (let retry = 0; ; retry++) {
      const headers = await buildHeaders(options.body, idempotencyKey);
      const init: RequestInit = { method: options.method ?? 'GET', headers, signal: options.signal ?? null };
      if (options.body !== undefined) init.body = payload;
      attempt = await attemptOnce(options.transport ?? fetchImpl, url, init);
      if (!shouldRetry(attempt) || retry >= MAX_RETRIES) return attempt;
      await sleep(retryDelayMs(retry + 1, deps.random));
    }
  }

  function sessionRejected(attempt: Attempt): boolean {
    return (
      attempt.kind === 'answered' && attempt.response.status === 401 && Boolean(deps.getSessionToken?.())
    );
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const idempotencyKey = (options.method ?? 'GET') === 'GET' ? undefined : newIdempotencyKey();
    let attempt = await send(path, options, idempotencyKey);
    if (sessionRejected(attempt) && deps.renewSessionToken && (await deps.renewSessionToken())) {
      attempt = await send(path, options, idempotencyKey);
    }
    if (attempt.kind === 'unreachable') {
      const reason = attempt.error instanceof Error ? attempt.error.message : String(attempt.error);
      throw new ApiError('networkError', reason, 0);
    }
    const { response } = attempt;
    const body = await readBody(response, options.readAs);
    if (!response.ok) throw apiErrorFromResponse(response.status, response.statusText, body);
    return parseAnswer(body, options.parser, response.status);
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
