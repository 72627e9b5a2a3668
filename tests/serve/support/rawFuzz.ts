/**
 * Malformed HTTP/1.1 requests, written byte for byte to a socket (no client library would send most
 * of them), and the check that an answer gives away nothing of the server's insides.
 */
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';

const projectRoot = join(import.meta.dirname, '..', '..', '..');

const nastyTargets = [
  '//x:99999/',
  '//[',
  'http://[::1',
  'http://[/',
  'http://[',
  'https://x:99999/',
  'http://u:p@[::1]:1/',
  'http://127.0.0.1/about',
  'ftp://x/',
  'javascript:alert(1)',
  '*',
  '//',
  '///',
  '/%',
  '/%zz',
  '/%00',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fpackage.json',
  '/\\evil.example',
  '/\\x:99999/',
  '/assets/missing-123.js',
  '/assets/../_headers',
  '/_headers',
  '/.vite/manifest.json',
  '/rest/v1/consultation_requests',
  '/rest/v1/%',
  '/rest/v1//x:99999',
  '/rest/v1/consultation_requests?select=*&email=eq.%',
  '/__local-backend/requests',
  '/about?%',
  '/about#x',
  `/${'a/'.repeat(1500)}`,
  '/%E0%A4%A',
  '/%C0%AE%C0%AE/',
  '/media/clip.mp4',
];

const targetPieces = [
  ..."/%[]:@\\?#.~-_!$&'()*+,;=aZ09".split(''),
  '%2f',
  '%00',
  '%ff',
  '%E0%A4%A8',
  'é',
  'क',
  ' ',
  '\t',
  '\u0000',
  '\r',
  '\n',
  '//',
  '..',
];

const target = fc.oneof(
  fc.constantFrom(...nastyTargets),
  fc
    .tuple(
      fc.constantFrom('/', '//', 'http://', 'https://', 'http://[', '', '*', '/rest/v1/', '/assets/', '\\'),
      fc.array(fc.constantFrom(...targetPieces), { maxLength: 30 }),
    )
    .map(([prefix, pieces]) => prefix + pieces.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const method = fc.oneof(
  fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT'),
  fc.constantFrom('PRI', 'get', 'M-SEARCH', 'PROPFIND', '', 'G ET'),
  fc.stringMatching(/^[A-Z]{1,8}$/),
);

const version = fc.constantFrom(
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.0',
  'HTTP/2.0',
  'HTTP/0.9',
  'http/1.1',
  '',
);

const headerName = fc.oneof(
  fc.constantFrom(
    'Host',
    'Range',
    'If-Range',
    'If-None-Match',
    'If-Match',
    'If-Modified-Since',
    'If-Unmodified-Since',
    'Accept-Encoding',
    'Accept',
    'Content-Length',
    'Transfer-Encoding',
    'Expect',
    'Connection',
    'Upgrade',
    'Cookie',
    'Authorization',
    'apikey',
    'Content-Type',
    'Prefer',
    'Origin',
    'X-Forwarded-Host',
  ),
  fc.stringMatching(/^[!-~]{1,12}$/),
);

const headerValue = fc.oneof(
  fc.constantFrom(
    'bytes=-100',
    'bytes=5-3',
    'bytes=0-0,-1',
    'bytes=-0',
    'bytes=99999999999999999999-',
    'bytes=0-1,2-3,4-5',
    'bytes=x-y',
    'items=0-1',
    '*',
    'W/"x"',
    '"a", W/"b"',
    'Thu, 01 Jan 1970 00:00:00 GMT',
    'not a date',
    'gzip, br',
    'br;q=0, gzip;q=abc',
    'chunked',
    'gzip, chunked',
    '100-continue',
    'h2c',
    'websocket',
    'close',
    '[::1',
    'x:99999',
    '//x:99999',
    'localhost',
    '127.0.0.1:1',
    '0',
    '-1',
    '7',
    'abc',
    '99999999999999999999',
    'é',
    '\u0000',
    'a\r\nInjected: yes',
    'x'.repeat(9000),
    'x'.repeat(70_000),
  ),
  fc.string({ maxLength: 60 }),
);

export interface FuzzCase {
  method: string;
  target: string;
  version: string;
  /** Whether to send the usual `Host` header before the generated ones. */
  host: boolean;
  headers: Array<[string, string]>;
}

/** Paths of the fixture site and near misses, for cases whose malformation is elsewhere. */
const sitePath = fc.constantFrom(
  '/',
  '/about',
  '/about/',
  '/blog/',
  '/assets/app-AbC123.js',
  '/assets/missing-123.js',
  '/media/clip.mp4',
  '/no/such/page',
  '/rest/v1/consultation_requests',
  '/_headers',
);

const printableValue = fc.stringMatching(/^[ -~]{0,80}$/);

/** A third each: everything random; a mangled request line; a plain request with fuzzed headers. */
const fuzzCase: fc.Arbitrary<FuzzCase> = fc.oneof(
  fc.record({
    method,
    target,
    version,
    host: fc.boolean(),
    headers: fc.array(fc.tuple(headerName, headerValue), { maxLength: 5 }),
  }),
  fc.record({
    method: fc.oneof(method, fc.constantFrom('GET', 'HEAD')),
    target,
    version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0'),
    host: fc.constant(true),
    headers: fc.constant<Array<[string, string]>>([]),
  }),
  fc.record({
    method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE'),
    target: sitePath,
    version: fc.constant('HTTP/1.1'),
    // Node refuses an HTTP/1.1 request without Host before any handler sees it.
    host: fc.constantFrom(true, true, true, false),
    headers: fc.array(
      fc.tuple(fc.oneof(headerName, headerName, fc.constant('Range')), fc.oneof(headerValue, printableValue)),
      { minLength: 1, maxLength: 4 },
    ),
  }),
);

/** The same `count` cases for the same seed, so a failure can be replayed (FUZZ_SEED=…). */
export function fuzzCases(seed: number, count: number): FuzzCase[] {
  return fc.sample(fuzzCase, { seed, numRuns: count });
}

export function encodeRequest(request: FuzzCase, port: number): Buffer {
  const lines = [`${request.method} ${request.target} ${request.version}`.trimEnd()];
  // First, so the server closes the connection after its answer whatever the generated headers say.
  lines.push('Connection: close');
  if (request.host) lines.push(`Host: 127.0.0.1:${port}`);
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  // A body as long as a small numeric Content-Length says, so the server is not left waiting for it.
  const declared = request.headers.find(([name]) => name.toLowerCase() === 'content-length')?.[1];
  const length = declared !== undefined && /^\d{1,4}$/.test(declared) ? Number(declared) : 0;
  const chunked = request.headers.some(
    ([name, value]) => /^transfer-encoding$/i.test(name) && /chunked/i.test(value),
  );
  const body = chunked ? '0\r\n\r\n' : 'x'.repeat(length);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'utf8');
}

export interface RawResponse {
  /** The status code, or how the exchange ended without one. */
  outcome: string;
  text: string;
}

/**
 * Writes the request and reads until the server closes the connection. A server still silent after
 * `idleMs` is waiting for more of the request: half-close, as a client giving up would, and read on.
 * Before the first byte of an answer the wait is longer (`firstAnswerMs`): on a busy machine a server
 * can take more than `idleMs` to answer a complete request, and half-closing then would end the
 * exchange before it answers, which reads as a silent close.
 */
export function sendRaw(
  port: number,
  request: Buffer,
  timeoutMs = 5_000,
  idleMs = 300,
  firstAnswerMs = 1_500,
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ port, host: '127.0.0.1' });
    let settled = false;
    let idle: NodeJS.Timeout | undefined;
    const finish = (ending: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(idle);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ outcome: status ?? ending, text });
    };
    const waitIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => socket.end(), chunks.length > 0 ? idleMs : firstAnswerMs);
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      waitIdle();
    });
    socket.on('error', () => finish('reset'));
    socket.on('close', () => finish('closed'));
    socket.on('connect', () => {
      socket.write(request);
      waitIdle();
    });
  });
}

/** What a response must never contain unless the request itself did (an echoed Host, say). */
function internals(): Array<{ name: string; pattern: RegExp; bodyOnly?: boolean }> {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    { name: 'stack frame', pattern: /\bat (async )?\S+ \(|\n\s+at \S+:\d+:\d+|\.ts:\d+:\d+/ },
    { name: 'node_modules', pattern: /node_modules/ },
    { name: 'project path', pattern: new RegExp(escape(projectRoot)) },
    { name: 'temp path', pattern: new RegExp(`${escape(tmpdir())}|/tmp/`) },
    { name: 'absolute path', pattern: /\/work\/|\/home\/|\/root\// },
    { name: 'data dir', pattern: /\.data\/|memory:\/\/|pglite/i },
    { name: 'pid', pattern: new RegExp(`\\b${process.pid}\\b`), bodyOnly: true },
  ];
}

/** The names of the internals `response` gives away. */
export function leaks(request: Buffer, response: string): string[] {
  const sent = request.toString('latin1');
  const body = response.slice(response.indexOf('\r\n\r\n') + 4);
  return internals()
    .filter(({ pattern, bodyOnly }) => pattern.test(bodyOnly ? body : response) && !pattern.test(sent))
    .map(({ name }) => name);
}

export interface FuzzReport {
  sent: number;
  statuses: Record<string, number>;
  failures: string[];
}

/** Sends every case, `concurrency` at a time, and collects the outcomes and the leaks. */
export async function fuzz(port: number, cases: readonly FuzzCase[], concurrency = 16): Promise<FuzzReport> {
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const request = encodeRequest(cases[next++] as FuzzCase, port);
      const { outcome, text } = await sendRaw(port, request);
      statuses[outcome] = (statuses[outcome] ?? 0) + 1;
      const found = leaks(request, text);
      const shown = JSON.stringify(request.toString('utf8').slice(0, 200));
      if (found.length > 0)
        failures.push(`${found.join(', ')} in the answer to ${shown}: ${JSON.stringify(text.slice(0, 300))}`);
      // Every request gets an answer: a 5xx, a silent close or a hang is a defect.
      if (!/^[1-4]\d\d$/.test(outcome)) failures.push(`${outcome} for ${shown}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sent: cases.length, statuses, failures };
}

export function summary(server: string, seed: number, report: FuzzReport, crashes: number): string {
  const histogram = Object.entries(report.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');
  return `[fuzz ${server}] seed=${seed} requests=${report.sent} statuses={${histogram}} crashes=${crashes}`;
}
