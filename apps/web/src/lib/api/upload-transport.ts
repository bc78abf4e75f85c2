/** The answer's headers, from XMLHttpRequest's `name: value` lines. */
function headersOf(request: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of request
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose answer has no body, which a `Response` refuses to be built with. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch that sends through XMLHttpRequest, for the API client's `transport`: fetch cannot report
 * how much of an upload is sent. `onProgress` gets the fraction sent, from 0 to 1.
 */
export function uploadTransport(onProgress: (fraction: number) => void): typeof globalThis.fetch {
  return (input, init) =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init?.method ?? 'GET', String(input));
      for (const [name, value] of new Headers(init?.headers)) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        const body = NO_BODY.has(request.status) ? null : request.responseText;
        resolve(new Response(body, { status: request.status, headers: headersOf(request) }));
      };
      // As fetch does: a network failure rejects with a TypeError, an abort with an AbortError.
      request.onerror = () => reject(new TypeError('The upload did not reach the server'));
      request.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      init?.signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send((init?.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
