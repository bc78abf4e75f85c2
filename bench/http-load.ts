/**
 * Closed-loop HTTP load: each client sends its next request when the previous answer is read. It
 * uses node:http with keep-alive rather than fetch, which costs the load generator several times
 * more CPU: on a 2-core machine the generator's CPU is taken from the server being measured.
 */
import http from 'node:http';

export interface Timing {
  median: number;
  p95: number;
}

export function percentiles(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

export interface HttpClient {
  headers: Record<string, string>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(baseUrl: string, client: HttpClient, url: string, body: object): Promise<void> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/inventario/api${url}`,
      {
        method: 'POST',
        agent,
        headers: {
          ...client.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`${url}: HTTP ${response.statusCode}`)),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Every client sends `requests` requests (after `warmUp` untimed ones); the timings of all. */
export async function load(
  baseUrl: string,
  clients: HttpClient[],
  requests: number,
  warmUp: number,
  makeRequest: (client: number, n: number) => { path: string; body: object },
): Promise<Timing> {
  const times: number[] = [];
  await Promise.all(
    clients.map(async (client, c) => {
      for (let i = -warmUp; i < requests; i++) {
        const { path, body } = makeRequest(c, c * requests + Math.abs(i));
        const started = performance.now();
        await post(baseUrl, client, path, body);
        if (i >= 0) times.push(performance.now() - started);
      }
    }),
  );
  return percentiles(times);
}
