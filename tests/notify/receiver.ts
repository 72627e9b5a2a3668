import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request's body had arrived. */
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** What the next requests are answered with; default 200. */
  status: number;
  /** A body to answer a request with (status 200), when the receiver plays PostgREST's reads. */
  reply?: (request: Received) => string | undefined;
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 (free port) that keeps what it is sent: a webhook, Resend or PostgREST. */
export async function startReceiver(status = 200): Promise<Receiver> {
  const waiters: { count: number; resolve: () => void }[] = [];
  const receiver: Receiver = {
    url: '',
    received: [],
    status,
    async waitFor(count, timeoutMs = 10_000) {
      if (receiver.received.length < count) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`only ${receiver.received.length} of ${count} requests arrived`)),
            timeoutMs,
          );
          waiters.push({
            count,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        });
      }
      return receiver.received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      };
      receiver.received.push(received);
      for (const waiter of waiters.filter((w) => receiver.received.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      const reply = receiver.reply?.(received);
      if (reply !== undefined) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(reply);
        return;
      }
      res.writeHead(receiver.status, { 'Content-Type': 'application/json' });
      res.end(receiver.status < 300 ? '{"id":"ok"}' : '{"message":"receiver failing on purpose"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}

/** A free port on 127.0.0.1, closed again: for tests that need a port nothing listens on. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
