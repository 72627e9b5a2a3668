/**
 * On-the-fly brotli/gzip for the local servers, kept because send (staticFiles.ts) serves a file as it
 * is on disk and the build writes no precompressed copies; compression middlewares for Node would
 * compress again on every request, which a static host does not (see CompressionCache).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this size the encoding overhead outweighs the saving (CDNs use similar cut-offs). */
export const MIN_COMPRESSIBLE_BYTES = 512;

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|manifest\+json|xml|ld\+json|wasm)|image\/svg\+xml)/;

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/** The best encoding the client accepts (`br` over `gzip`), honouring `q=0` refusals. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(token.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const quality = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * Static hosts compress at a high level once and keep the result; so does this cache, keyed by file
 * path and invalidated when the file's size or modification time changes. Brotli at quality 11 is
 * what hosts use for static assets they precompress.
 */
export class CompressionCache {
  private readonly entries = new Map<string, { version: string; encoded: Promise<Buffer> }>();

  get(path: string, version: string, encoding: Encoding, load: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${encoding}:${path}`;
    const cached = this.entries.get(key);
    if (cached && cached.version === version) return cached.encoded;
    const encoded = load().then((body) => compress(body, encoding));
    this.entries.set(key, { version, encoded });
    encoded.catch(() => this.entries.delete(key));
    return encoded;
  }
}

/**
 * Above this size (only the article editor's 5 MB bundle at /admin), brotli at quality 11 takes about a
 * minute on a loaded machine before the first byte; quality 5 takes well under a second and loses a few
 * per cent. The site's own files are all far smaller and keep quality 11.
 */
export const LARGE_FILE_BYTES = 1024 * 1024;

/**
 * SERVE_BROTLI_QUALITY lowers quality 11 for servers whose byte counts nobody reads: the e2e run's
 * three servers spent about 50 s of CPU on quality 11 (2 ms a kilobyte; quality 5 takes 0.04).
 */
const siteBrotliQuality = Number(process.env.SERVE_BROTLI_QUALITY) || 11;

export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: body.length > LARGE_FILE_BYTES ? 6 : 9 });
  const quality = body.length > LARGE_FILE_BYTES ? Math.min(5, siteBrotliQuality) : siteBrotliQuality;
  return brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
