/**
 * What stands between a socket and the handlers of both local servers (scripts/serve and `npm start`'s
 * `vite preview`): no library does this for them. Node's parser accepts request targets that
 * `new URL()` and Vite's bundled connect throw on (`//x:99999/`, `http://[::1`), and a throw in a
 * request listener ends the process; connect's final handler answers errors with their stack. Here a
 * malformed target gets 400, an error a bare 500, a request nobody answered a bare 404, and none of
 * them names a file, a stack frame or a process.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** `next(error?)` of connect, whose final call says whether anyone answered. */
export type Done = (error?: unknown) => void;
export type Handler = (req: IncomingMessage, res: ServerResponse, done: Done) => void;

/** A placeholder origin: only used to tell whether a target kept to the path. */
const BASE = 'http://request.invalid';

/**
 * The origin-form target (`/path?query`) of a request line, or undefined when it is malformed.
 * Absolute-form (`http://host/path`, RFC 9112 §3.2.2) is reduced to its path. A target whose path
 * starts with `//` or holds a backslash is refused: URL parsers read an authority into both.
 */
export function originFormTarget(target: string | undefined): string | undefined {
  if (!target) return undefined;
  let candidate = target;
  if (!target.startsWith('/')) {
    if (!/^https?:\/\//i.test(target)) return undefined;
    try {
      const absolute = new URL(target);
      candidate = `${absolute.pathname}${absolute.search}`;
    } catch {
      return undefined;
    }
  }
  if (candidate.startsWith('//') || candidate.includes('\\')) return undefined;
  let pathname: string;
  try {
    const url = new URL(candidate, BASE);
    if (url.origin !== BASE) return undefined;
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  // Control characters (a decoded NUL above all) name no file and confuse whatever logs them.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(pathname)) return undefined;
  return candidate;
}

/** The decoded-safe pathname of a target that passed originFormTarget. */
export function pathnameOf(target: string): string {
  return new URL(target, BASE).pathname;
}

/** A short text answer; `headers` (e.g. the `_headers` rules) may add to it but not change its kind. */
export function sendPlain(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  // Lower-cased, so a header given in `headers` and one of these defaults are never both sent.
  const all: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(headers)) all[name.toLowerCase()] = value;
  Object.assign(all, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(message),
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  res.writeHead(status, all);
  res.end(message);
}

/**
 * A request listener that lets only well-formed targets (rewritten to origin-form) reach `handler`,
 * and answers whatever it throws or passes on without detail. The error goes to `log` (the terminal).
 */
export function safeRequestListener(
  handler: Handler,
  log: (line: string) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const target = originFormTarget(req.url);
    if (target === undefined) {
      sendPlain(res, 400, 'Bad Request');
      return;
    }
    req.url = target;
    const done: Done = (error) => {
      if (error === undefined) return sendPlain(res, 404, 'Not Found');
      log(`${req.method ?? '?'} ${pathnameOf(target)} failed: ${describe(error)}`);
      sendPlain(res, 500, 'Internal Server Error');
    };
    try {
      handler(req, res, done);
    } catch (error) {
      done(error);
    }
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A request line or header Node's parser rejects ends in 400 (431 for oversized headers) and a
 * closed socket rather than a silent reset. Vite installs its own; the static server takes this one.
 */
export function answerClientErrors(server: HttpServer): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
}

/**
 * CONNECT (a proxy's method) arrives as a 'connect' event, not a request; with no listener Node drops
 * the connection unanswered. Neither server is a proxy: say so.
 */
export function refuseConnect(server: HttpServer): void {
  if (server.listenerCount('connect') > 0) return;
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
    );
  });
}
