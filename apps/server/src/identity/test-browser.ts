export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  /** Absent for a cookie that ends with the browser session. */
  expires?: Date;
}

/**
 * The little a browser does that a sign-in needs, over real HTTP: a cookie jar honouring cookie
 * paths, and redirects followed one by one so a test can stop at the client's redirect URI.
 */
export class TestBrowser {
  readonly #cookies = new Map<string, StoredCookie>();
  readonly #headers: Record<string, string>;

  /** `headers` go with every request (a client address through the proxy, a language). */
  constructor(headers: Record<string, string> = {}) {
    this.#headers = headers;
  }

  /** One request, without following redirects; cookies are sent and stored. */
  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(this.#headers);
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
    const cookie = this.cookieHeaderFor(target.pathname);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.store(response, target);
    return response;
  }

  /** Posts a form as a browser does (urlencoded). */
  submit(url: string | URL, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects from `response` until one leads to `stopAt`, or a page is reached. */
  async follow(
    response: Response,
    from: string | URL,
    stopAt?: string,
  ): Promise<{ response: Response; url: URL }> {
    let current = response;
    let url = new URL(from);
    for (let hops = 0; hops < 20; hops += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { response: current, url };
      url = new URL(location, url);
      if (stopAt && url.href.startsWith(stopAt)) return { response: current, url };
      await current.body?.cancel();
      current = await this.request(url);
    }
    throw new Error(`too many redirects, last at ${url.href}`);
  }

  cookie(name: string): StoredCookie | undefined {
    return [...this.#cookies.values()].find((cookie) => cookie.name === name);
  }

  private cookieHeaderFor(pathname: string): string {
    return [...this.#cookies.values()]
      .filter(
        (cookie) =>
          pathname === cookie.path ||
          pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private store(response: Response, target: URL): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? defaultPath(target.pathname);
      const expires = attribute('expires');
      const maxAge = attribute('max-age');
      const expiresAt =
        maxAge !== undefined ? Date.now() + Number(maxAge) * 1000 : expires ? Date.parse(expires) : undefined;
      const key = `${name}\n${path}`;
      if ((expiresAt !== undefined && expiresAt <= Date.now()) || value === '') this.#cookies.delete(key);
      else
        this.#cookies.set(key, { name, value, path, ...(expiresAt ? { expires: new Date(expiresAt) } : {}) });
    }
  }
}

function defaultPath(pathname: string): string {
  const slash = pathname.lastIndexOf('/');
  return slash > 0 ? pathname.slice(0, slash) : '/';
}
