/**
 * Closed-loop HTTP load: each client sends its next request when the previous answer is read, on a
 * keep-alive connection of its own. On a 2-core machine the generator's CPU is taken from the server
 * and the database being measured, so it writes its requests as bytes on a socket and reads only
 * the status line and the length of each answer: a tenth of what `node:http` costs per request, and
 * a fiftieth of `fetch` (bench/README.md).
 */
import net from 'node:net';

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

const HEADER_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection that posts JSON and waits for the whole answer. */
class Connection {
  private readonly socket: net.Socket;
  private readonly base: URL;
  private readonly headers: string;
  private received: Buffer = Buffer.alloc(0);
  private waiting: { url: string; resolve: () => void; reject: (error: Error) => void } | null = null;

  constructor(base: URL, headers: string) {
    this.base = base;
    this.headers = headers;
    this.socket = net.connect({ host: base.hostname, port: Number(base.port), noDelay: true });
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  post(url: string, body: object): Promise<void> {
    const payload = Buffer.from(JSON.stringify(body));
    const head =
      `POST /inventario/api${url} HTTP/1.1\r\nhost: ${this.base.host}\r\n${this.headers}` +
      `content-type: application/json\r\ncontent-length: ${payload.length}\r\n\r\n`;
    return new Promise((resolve, reject) => {
      this.waiting = { url, resolve, reject };
      this.socket.write(Buffer.concat([Buffer.from(head), payload]));
    });
  }

  close(): void {
    this.waiting = null;
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
    const headerEnd = this.received.indexOf(HEADER_END);
    if (headerEnd < 0 || !this.waiting) return;
    const head = this.received.subarray(0, headerEnd).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      this.fail(new Error(`${this.waiting.url}: an answer without a length`));
      return;
    }
    const end = headerEnd + HEADER_END.length + Number(length);
    if (this.received.length < end) return;
    const status = head.slice(9, 12);
    const { url, resolve, reject } = this.waiting;
    this.waiting = null;
    this.received = this.received.subarray(end);
    if (status === '200') resolve();
    else reject(new Error(`${url}: HTTP ${status}`));
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
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
  const base = new URL(baseUrl);
  const connections = clients.map(
    (client) =>
      new Connection(
        base,
        Object.entries(client.headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join(''),
      ),
  );
  try {
    await Promise.all(
      connections.map(async (connection, c) => {
        for (let i = -warmUp; i < requests; i++) {
          const { path, body } = makeRequest(c, c * requests + Math.abs(i));
          const started = performance.now();
          await connection.post(path, body);
          if (i >= 0) times.push(performance.now() - started);
        }
      }),
    );
  } finally {
    for (const connection of connections) connection.close();
  }
  return percentiles(times);
}
