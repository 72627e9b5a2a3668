import type { IncomingMessage, ServerResponse } from 'node:http';

/** Connect's middleware signature, which Vite's dev and preview servers use. */
export type NextFunction = (error?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Length': 0 });
  res.end();
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Reads the whole body, refusing (without buffering further) once it passes `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => {
      if (done) return;
      done = true;
      reject(error);
    });
  });
}

/** Lets the client finish sending a body we will not read, so the connection stays usable. */
export function drain(req: IncomingMessage): void {
  req.resume();
}

/**
 * An error as one log line: its message and code, never a stack. A client that aborts an upload
 * (ECONNRESET, "aborted") is routine on a public server and must not fill the log with traces.
 */
export function oneLineError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).replace(/\s+/g, ' ').slice(0, 300);
  const code = (error as { code?: unknown }).code;
  const text = `${error.name}: ${error.message}${typeof code === 'string' ? ` (${code})` : ''}`;
  return text.replace(/\s+/g, ' ').slice(0, 300);
}
