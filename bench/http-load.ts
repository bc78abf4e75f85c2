/** Closed-loop HTTP load: each client sends its next request when the previous answer is read. */

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

async function post(baseUrl: string, client: HttpClient, url: string, body: object) {
  const response = await fetch(`${baseUrl}/inventario/api${url}`, {
    method: 'POST',
    headers: { ...client.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
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
