import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoginForm } from './identity/sign-in.fixtures.ts';
import { startTestApp, type TestApp } from './test/harness.ts';

const script = 'export const inventario = "il registro degli inventari";\n'.repeat(40);
const page = `<!doctype html><html lang="it"><head><link rel="icon" href="/inventario/favicon.svg"></head><body>${'<div></div>'.repeat(50)}<script type="module" src="/inventario/assets/main-abc123.js"></script></body></html>`;
const favicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>';
const immutable = 'public, max-age=31536000, immutable';

/** A built client as `npm run build` leaves it: each text file with its `.br` and `.gz` beside it. */
async function builtWebDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'inventario-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'scan'));
  const files: Record<string, string> = {
    'index.html': page,
    'popup-callback.html': page,
    'zod-config.js': 'globalThis.__zod_globalConfig = { jitless: true };\n',
    'favicon.svg': favicon,
    'assets/main-abc123.js': script,
    'scan/index.html': page,
    'scan/sw.js': script,
  };
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(dist, file);
    await writeFile(full, text);
    await writeFile(`${full}.br`, brotliCompressSync(text));
    await writeFile(`${full}.gz`, gzipSync(text));
  }
  return dist;
}

describe("the web client's files", () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await builtWebDist();
    t = await startTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  /** A file as a browser at PUBLIC_URL asks for it. */
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        host: new URL(t.baseUrl).host,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  it('sends a hashed file brotli or gzip as the browser accepts, kept for a year', async () => {
    const url = '/inventario/assets/main-abc123.js';
    const br = await get(url, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers['cache-control']).toBe(immutable);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get(url, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(immutable);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    // A client that accepts neither gets the file itself, still marked as varying.
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(immutable);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.payload).toBe(script);
  });

  it('keeps the security headers on a compressed answer', async () => {
    const br = await get('/inventario/assets/main-abc123.js', 'br');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(br.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('has the browser check the page, its configuration and the files without a hash at every load', async () => {
    for (const url of ['/inventario/', '/inventario/index.html']) {
      const index = await get(url, 'br, gzip');
      expect(index.statusCode, url).toBe(200);
      expect(index.headers['content-encoding'], url).toBe('br');
      expect(index.headers['content-type'], url).toMatch(/^text\/html/);
      expect(index.headers['cache-control'], url).toBe('no-cache');
      expect(index.headers.etag, url).toBeDefined();
      expect(brotliDecompressSync(index.rawPayload).toString(), url).toBe(page);
    }
    const plainIndex = await get('/inventario/');
    expect(plainIndex.headers['cache-control']).toBe('no-cache');
    expect(plainIndex.payload).toBe(page);

    for (const url of [
      '/inventario/popup-callback.html',
      '/inventario/zod-config.js',
      '/inventario/favicon.svg',
    ]) {
      const answer = await get(url, 'gzip');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('gzip');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }

    const config = await get('/inventario/config.json', 'br, gzip');
    expect(config.statusCode).toBe(200);
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it("serves the recognition's phone page and its service worker, checked at every load", async () => {
    for (const url of ['/inventario/scan/', '/inventario/scan/sw.js']) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('lets the phone page alone compile WebAssembly (its barcode reader), never run eval', async () => {
    const scriptPolicy = (headers: Record<string, unknown>) =>
      String(headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src '))
        ?.trim()
        .split(' ');
    const phone = scriptPolicy((await get('/inventario/scan/', 'br')).headers);
    expect(phone).toEqual(['script-src', "'self'", "'wasm-unsafe-eval'"]);
    for (const url of ['/inventario/', '/inventario/popup-callback.html']) {
      const policy = scriptPolicy((await get(url, 'br')).headers);
      expect(policy, url).toEqual(['script-src', "'self'"]);
    }
  });

  it('answers an unchanged page with 304 when the browser checks it', async () => {
    const first = await get('/inventario/', 'br');
    const again = await t.app.inject({
      method: 'GET',
      url: '/inventario/',
      headers: {
        host: new URL(t.baseUrl).host,
        'accept-encoding': 'br',
        'if-none-match': String(first.headers.etag),
      },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the icon at the root and for the login page, which names it', async () => {
    const root = await get('/favicon.ico');
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(root.payload).toBe(favicon);

    const login = await openLoginForm(t.baseUrl);
    const icon = login.page.match(/<link rel="icon" href="([^"]+)"/)?.[1];
    expect(icon).toBe('/inventario/favicon.svg');
    const answer = await fetch(new URL(icon ?? '', t.baseUrl));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await answer.text()).toBe(favicon);
  });
});
