import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { CORS_HEADERS } from './gateway.ts';
import { callFunction } from './postgrestRpc.ts';
import { BodyTooLargeError, drain, oneLineError, readBody, sendEmpty, sendJson } from './http.ts';
import {
  bodyForDatabaseError,
  httpStatusForSqlState,
  isDatabaseError,
  postgrestError,
  type PostgrestErrorBody,
} from './postgrestErrors.ts';

/**
 * The subset of PostgREST that supabase-js uses for `.from(table).insert(rows)` and `.rpc(fn, args)`
 * (postgrestRpc.ts), on PGlite.
 *
 * - POST /rest/v1/<table>: JSON object or array; optional `columns=` (only those keys are used) and
 *   `select=` (with return=representation); Prefer return=minimal|headers-only|representation and
 *   count=exact. Other preferences (missing=default, resolution=..., tx=rollback) are ignored, as
 *   PostgREST ignores preferences it cannot apply unless handling=strict. tx=rollback in particular:
 *   hosted PostgREST only honours it when configured to (db-tx-end), and honouring it here would let
 *   anyone probe the flood guard (has this contact sent 3 requests?) without storing anything.
 * - Every statement runs in its own transaction under `SET LOCAL ROLE anon`, with values bound as
 *   parameters and identifiers taken only from the catalog, and with the transaction-local settings
 *   PostgREST provides (`request.method`, `request.path`, `request.headers` as a JSON object of
 *   lower-cased header names), so grants, RLS, CHECK constraints and triggers (the flood guard
 *   reads the client's address from request.headers) decide exactly as on hosted Supabase.
 * - return=representation adds RETURNING, which needs SELECT: for consultation_requests that fails
 *   with 42501 "permission denied for table consultation_requests" → 401, which is what hosted
 *   Supabase answers an anon `.insert(...).select()` (measured on PGlite 0.5 / Postgres 18).
 * - GET/HEAD/PATCH/PUT/DELETE run a privilege probe (`... where false`) as the role: a refusal is
 *   answered exactly as PostgREST would (42501 → 401); if a role were allowed, the local backend
 *   says 501 rather than pretending to support filters. PATCH/DELETE without a filter get the
 *   "requires a WHERE clause" error that hosted Supabase's pg_safeupdate gives.
 */
export interface PostgrestOptions {
  maxBodyBytes: number;
}

const SCHEMA = 'public';
const ROLE = 'anon';
const NON_FILTER_PARAMS = new Set(['select', 'columns', 'order', 'limit', 'offset', 'on_conflict', 'apikey']);

type Catalog = Map<string, string[]>;
const catalogs = new WeakMap<PGlite, Promise<Catalog>>();

/** Tables and views of the exposed schema with their columns; migrations run before any request. */
function catalogOf(db: PGlite): Promise<Catalog> {
  let catalog = catalogs.get(db);
  if (!catalog) {
    catalog = db
      .query<{ relname: string; attname: string }>(
        `select c.relname, a.attname
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
         order by c.relname, a.attnum`,
        [SCHEMA],
      )
      .then(({ rows }) => {
        const tables: Catalog = new Map();
        for (const { relname, attname } of rows)
          tables.set(relname, [...(tables.get(relname) ?? []), attname]);
        return tables;
      });
    catalogs.set(db, catalog);
    catalog.catch(() => catalogs.delete(db));
  }
  return catalog;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function sendError(res: ServerResponse, status: number, body: PostgrestErrorBody): void {
  const headers: Record<string, string> = { ...CORS_HEADERS };
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  sendJson(res, status, body, headers);
}

function preferences(req: IncomingMessage): Map<string, string> {
  const raw = req.headers.prefer;
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const found = new Map<string, string>();
  for (const token of text.split(',')) {
    const [key, value = ''] = token
      .trim()
      .split('=', 2)
      .map((part) => part.trim());
    if (key) found.set(key, value);
  }
  return found;
}

/** `a,b` or `"a","b"` (what supabase-js sends) → names; null when malformed. */
function parseColumnList(value: string): string[] | null {
  const names = value.split(',').map((part) => part.trim().replace(/^"(.*)"$/, '$1'));
  return names.every((name) => name !== '') ? names : null;
}

function normaliseRows(parsed: unknown): Record<string, unknown>[] | null {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isRecord(parsed)) return [parsed];
  if (Array.isArray(parsed) && parsed.every(isRecord)) return parsed;
  return null;
}

function sameKeys(rows: Record<string, unknown>[]): boolean {
  const first = Object.keys(rows[0] ?? {})
    .sort()
    .join('\u0000');
  return rows.every((row) => Object.keys(row).sort().join('\u0000') === first);
}

function hasFilters(url: URL): boolean {
  return [...url.searchParams.keys()].some((key) => !NON_FILTER_PARAMS.has(key));
}

function isJsonContentType(value: string | undefined): boolean {
  if (value === undefined || value.trim() === '') return true; // PostgREST's default
  const type = value.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || type === 'application/vnd.pgrst.object+json';
}

/** What PostgREST tells the database about the request, per transaction. */
export interface RequestSettings {
  method: string;
  /** The path PostgREST sees, after the gateway's /rest/v1: `/consultation_requests`. */
  path: string;
  /** Lower-cased header names (as node:http gives them) to values. */
  headers: Record<string, string>;
}

export function requestSettings(req: IncomingMessage, path: string): RequestSettings {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { method: req.method ?? 'GET', path, headers };
}

async function asRole<T>(
  db: PGlite,
  settings: RequestSettings,
  work: (tx: Transaction) => Promise<T>,
  rollback = false,
): Promise<T> {
  return db.transaction(async (tx) => {
    // A constant, never request data: roles cannot be bound as parameters.
    await tx.exec(`set local role ${ROLE}`);
    // As PostgREST: set_config(..., true) lasts until the end of this transaction.
    await tx.query(
      `select set_config('request.method', $1, true), set_config('request.path', $2, true),
              set_config('request.headers', $3, true)`,
      [settings.method, settings.path, JSON.stringify(settings.headers)],
    );
    const result = await work(tx);
    if (rollback) await tx.rollback();
    return result;
  });
}

/** The path's segments, percent-decoded; null when an escape is malformed (`%E0%A4%A`). */
function decodePath(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}

function sendDatabaseFailure(res: ServerResponse, error: unknown): void {
  if (isDatabaseError(error)) {
    sendError(res, httpStatusForSqlState(error.code, true), bodyForDatabaseError(error));
    return;
  }
  console.warn(`[local-supabase] unexpected failure: ${oneLineError(error)}`);
  sendError(res, 500, postgrestError('PGRST000', 'The local backend failed to run the request'));
}

export async function handlePostgrest(
  req: IncomingMessage,
  res: ServerResponse,
  db: PGlite,
  path: string,
  url: URL,
  options: PostgrestOptions,
): Promise<void> {
  const method = req.method ?? 'GET';
  const segments = decodePath(path);
  if (segments === null) {
    drain(req);
    sendError(res, 400, postgrestError('PGRST100', 'Invalid percent-encoding in the request path', path));
    return;
  }
  const catalog = await catalogOf(db);
  const settings = requestSettings(req, path);

  if (!['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(method)) {
    drain(req);
    sendError(res, 405, postgrestError('PGRST117', `Unsupported HTTP method: ${method}`));
    return;
  }
  const profileHeader = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = req.headers[profileHeader];
  if (typeof profile === 'string' && profile !== SCHEMA) {
    drain(req);
    sendError(
      res,
      406,
      postgrestError('PGRST106', 'The schema must be one of the following: public', null, null),
    );
    return;
  }
  if (segments[0] === 'rpc' && segments.length === 2) {
    const name = segments[1] ?? '';
    if (method !== 'POST') {
      drain(req);
      sendError(
        res,
        405,
        postgrestError('PGRST117', `The local backend calls functions with POST only, not ${method}`),
      );
      return;
    }
    if (!isJsonContentType(req.headers['content-type'])) {
      drain(req);
      sendError(
        res,
        415,
        postgrestError('PGRST107', `Content-Type not acceptable: ${req.headers['content-type'] ?? ''}`),
      );
      return;
    }
    await callFunction(req, res, db, name, {
      schema: SCHEMA,
      maxBodyBytes: options.maxBodyBytes,
      sendError,
      sendDatabaseFailure,
      asRole: (work) => asRole(db, settings, work),
    });
    return;
  }
  const table = segments.length === 1 ? segments[0] : undefined;
  const columns = table === undefined ? undefined : catalog.get(table);
  if (table === undefined || columns === undefined) {
    drain(req);
    sendError(
      res,
      404,
      postgrestError('PGRST205', `Could not find the table '${SCHEMA}.${table ?? ''}' in the schema cache`),
    );
    return;
  }

  if (method === 'POST') {
    await insertRows(req, res, db, settings, table, columns, url, options);
    return;
  }
  drain(req);
  await probeOtherMethod(res, db, settings, table, columns, url);
}

async function insertRows(
  req: IncomingMessage,
  res: ServerResponse,
  db: PGlite,
  settings: RequestSettings,
  table: string,
  tableColumns: string[],
  url: URL,
  options: PostgrestOptions,
): Promise<void> {
  const contentType = req.headers['content-type'];
  if (!isJsonContentType(contentType)) {
    drain(req);
    sendError(res, 415, postgrestError('PGRST107', `Content-Type not acceptable: ${contentType ?? ''}`));
    return;
  }
  let text: string;
  try {
    text = await readBody(req, options.maxBodyBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    // Stop reading: close the connection rather than swallow the rest of an oversized upload.
    sendJson(
      res,
      413,
      { message: `Request body is larger than the local backend accepts (${options.maxBodyBytes} bytes)` },
      { ...CORS_HEADERS, Connection: 'close' },
    );
    return;
  }
  let rows: Record<string, unknown>[] | null;
  try {
    rows = normaliseRows(JSON.parse(text));
  } catch {
    rows = null;
  }
  if (rows === null) {
    sendError(res, 400, postgrestError('PGRST102', 'Empty or invalid json'));
    return;
  }

  const columnsParam = url.searchParams.get('columns');
  let targetColumns: string[];
  if (columnsParam !== null) {
    const parsed = parseColumnList(columnsParam);
    if (parsed === null) {
      sendError(res, 400, postgrestError('PGRST100', `failed to parse columns parameter (${columnsParam})`));
      return;
    }
    targetColumns = [...new Set(parsed)];
  } else {
    if (!sameKeys(rows)) {
      sendError(res, 400, postgrestError('PGRST102', 'All object keys must match'));
      return;
    }
    targetColumns = Object.keys(rows[0] ?? {});
  }
  const unknownColumn = targetColumns.find((column) => !tableColumns.includes(column));
  if (unknownColumn !== undefined) {
    sendError(
      res,
      400,
      postgrestError(
        'PGRST204',
        `Could not find the '${unknownColumn}' column of '${table}' in the schema cache`,
      ),
    );
    return;
  }

  const prefer = preferences(req);
  const returnPreference = prefer.get('return') ?? 'minimal';
  const wantsRows = returnPreference === 'representation';
  let returning = '';
  if (wantsRows) {
    const selectParam = url.searchParams.get('select') ?? '*';
    const selected = selectParam.trim() === '*' ? ['*'] : parseColumnList(selectParam);
    const unknown = selected?.find((column) => column !== '*' && !tableColumns.includes(column));
    if (selected === null || unknown !== undefined) {
      sendError(res, 400, postgrestError('PGRST100', `failed to parse select parameter (${selectParam})`));
      return;
    }
    returning = ` returning ${selected.map((column) => (column === '*' ? '*' : quoteIdentifier(column))).join(', ')}`;
  }

  const target = `${quoteIdentifier(SCHEMA)}.${quoteIdentifier(table)}`;
  const columnList = targetColumns.map(quoteIdentifier).join(', ');
  const statement =
    targetColumns.length === 0
      ? `insert into ${target} default values${returning}`
      : `insert into ${target} (${columnList}) select ${columnList} from json_populate_recordset(null::${target}, $1::json)${returning}`;

  let inserted: { rows: Record<string, unknown>[]; count: number };
  try {
    inserted = await asRole(db, settings, async (tx) => {
      if (rows.length === 0) return { rows: [], count: 0 };
      if (targetColumns.length === 0) {
        const all: Record<string, unknown>[] = [];
        for (let index = 0; index < rows.length; index += 1)
          all.push(...(await tx.query<Record<string, unknown>>(statement)).rows);
        return { rows: all, count: rows.length };
      }
      const result = await tx.query<Record<string, unknown>>(statement, [JSON.stringify(rows)]);
      return { rows: result.rows, count: result.affectedRows ?? rows.length };
    });
  } catch (error) {
    sendDatabaseFailure(res, error);
    return;
  }

  const applied = prefer.has('return') ? `return=${returnPreference}` : '';
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'Content-Range': prefer.get('count') === 'exact' ? `*/${inserted.count}` : '*/*',
  };
  if (applied) headers['Preference-Applied'] = applied;
  if (wantsRows) sendJson(res, 201, inserted.rows, headers);
  else sendEmpty(res, 201, headers);
}

async function probeOtherMethod(
  res: ServerResponse,
  db: PGlite,
  settings: RequestSettings,
  table: string,
  columns: string[],
  url: URL,
): Promise<void> {
  const { method } = settings;
  if ((method === 'PATCH' || method === 'DELETE') && !hasFilters(url)) {
    const verb = method === 'PATCH' ? 'UPDATE' : 'DELETE';
    sendError(res, 400, postgrestError('21000', `${verb} requires a WHERE clause`));
    return;
  }
  const target = `${quoteIdentifier(SCHEMA)}.${quoteIdentifier(table)}`;
  const firstColumn = quoteIdentifier(columns[0] ?? 'id');
  const probe =
    method === 'DELETE'
      ? `delete from ${target} where false`
      : method === 'PATCH' || method === 'PUT'
        ? `update ${target} set ${firstColumn} = ${firstColumn} where false`
        : `select * from ${target} where false`;
  try {
    await asRole(db, settings, (tx) => tx.query(probe), true);
  } catch (error) {
    sendDatabaseFailure(res, error);
    return;
  }
  sendError(
    res,
    501,
    postgrestError(
      'PGRST501',
      `The local backend only implements inserts; ${method} is not available`,
      null,
      'Use hosted Supabase for this request.',
    ),
  );
}
