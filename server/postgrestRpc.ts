import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { CORS_HEADERS } from './gateway.ts';
import { BodyTooLargeError, readBody, sendEmpty, sendJson } from './http.ts';
import { postgrestError, type PostgrestErrorBody } from './postgrestErrors.ts';

/**
 * POST /rest/v1/rpc/<function>: what supabase-js `.rpc(name, args)` sends, answered as PostgREST 12
 * answers it. The body is a JSON object of named arguments; the function of the exposed schema
 * whose parameter names match its keys (parameters with defaults may be left out) is called with
 * named notation, each argument converted by json_to_record to the parameter's declared type, as
 * PostgREST does, and run under the same role and request settings as an insert (the caller's
 * `asRole`). A set-returning function answers a JSON array, any other the value itself; a void
 * function answers 204. No match: 404 PGRST202 with PostgREST's wording.
 */
export interface RpcContext {
  schema: string;
  maxBodyBytes: number;
  sendError: (res: ServerResponse, status: number, body: PostgrestErrorBody) => void;
  sendDatabaseFailure: (res: ServerResponse, error: unknown) => void;
  asRole: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
}

interface FunctionSignature {
  /** Input parameters in order, with their types as the catalog spells them. */
  parameters: { name: string; type: string }[];
  /** How many trailing parameters have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnsVoid: boolean;
}

async function signaturesOf(db: PGlite, schema: string, name: string): Promise<FunctionSignature[]> {
  const { rows } = await db.query<{
    names: string[] | null;
    types: string[];
    modes: string[] | null;
    defaults: number;
    returns_set: boolean;
    returns_void: boolean;
  }>(
    `select p.proargnames as names,
            array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes::oid[]) as t) as types,
            p.proargmodes::text[] as modes,
            p.pronargdefaults as defaults,
            p.proretset as returns_set,
            p.prorettype = 'pg_catalog.void'::pg_catalog.regtype as returns_void
     from pg_catalog.pg_proc p
     join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  return rows.map((row) => {
    // proargnames covers every argument (output ones too); proargtypes only the inputs.
    const inputNames = (row.names ?? []).filter((_, index) => {
      const mode = row.modes?.[index] ?? 'i';
      return mode === 'i' || mode === 'b' || mode === 'v';
    });
    return {
      parameters: row.types.map((type, index) => ({ name: inputNames[index] ?? '', type })),
      defaults: row.defaults,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
    };
  });
}

function matches(signature: FunctionSignature, keys: string[]): boolean {
  const { parameters, defaults } = signature;
  if (parameters.some((parameter) => parameter.name === '')) return false;
  const names = parameters.map((parameter) => parameter.name);
  const required = names.slice(0, names.length - defaults);
  return keys.every((key) => names.includes(key)) && required.every((name) => keys.includes(name));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function notFound(schema: string, name: string, keys: string[], candidates: FunctionSignature[]) {
  const sorted = [...keys].sort();
  const message =
    sorted.length === 0
      ? `Could not find the function ${schema}.${name} without parameters in the schema cache`
      : `Could not find the function ${schema}.${name}(${sorted.join(', ')}) in the schema cache`;
  const details =
    sorted.length === 0
      ? `Searched for the function ${schema}.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
      : `Searched for the function ${schema}.${name} with parameters ${sorted.join(', ')} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`;
  const nearest = candidates[0];
  const hint = nearest
    ? `Perhaps you meant to call the function ${schema}.${name}(${nearest.parameters
        .map((parameter) => parameter.name)
        .join(', ')})`
    : null;
  return postgrestError('PGRST202', message, details, hint);
}

export async function callFunction(
  req: IncomingMessage,
  res: ServerResponse,
  db: PGlite,
  name: string,
  context: RpcContext,
): Promise<void> {
  let text: string;
  try {
    text = await readBody(req, context.maxBodyBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    sendJson(
      res,
      413,
      { message: `Request body is larger than the local backend accepts (${context.maxBodyBytes} bytes)` },
      { ...CORS_HEADERS, Connection: 'close' },
    );
    return;
  }
  let args: unknown;
  try {
    args = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    args = undefined;
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    context.sendError(res, 400, postgrestError('PGRST102', 'Empty or invalid json'));
    return;
  }
  const keys = Object.keys(args);
  const candidates = await signaturesOf(db, context.schema, name);
  const signature = candidates.find((candidate) => matches(candidate, keys));
  if (!signature) {
    context.sendError(res, 404, notFound(context.schema, name, keys, candidates));
    return;
  }

  const passed = signature.parameters.filter((parameter) => keys.includes(parameter.name));
  // Names and types come from the catalog, never from the request; values are bound as $1.
  const call = `${quote(context.schema)}.${quote(name)}(${passed
    .map((parameter) => `${quote(parameter.name)} => _args.${quote(parameter.name)}`)
    .join(', ')})`;
  const source =
    passed.length === 0
      ? ''
      : ` from pg_catalog.json_to_record($1::json) as _args(${passed
          .map((parameter) => `${quote(parameter.name)} ${parameter.type}`)
          .join(', ')})`;
  const statement = signature.returnsSet
    ? `select coalesce(pg_catalog.json_agg(_result), '[]'::json)::text as body${source || ' from'}${source ? ',' : ''} ${call} as _result`
    : `select pg_catalog.to_json(${call})::text as body${source}`;
  const params = passed.length === 0 ? [] : [JSON.stringify(args)];

  let body: string | null;
  try {
    body = await context.asRole(async (tx) => {
      const { rows } = await tx.query<{ body: string | null }>(statement, params);
      return rows[0]?.body ?? null;
    });
  } catch (error) {
    context.sendDatabaseFailure(res, error);
    return;
  }
  if (signature.returnsVoid) {
    sendEmpty(res, 204, { ...CORS_HEADERS });
    return;
  }
  res.writeHead(200, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Range': '0-0/*',
  });
  res.end(body ?? 'null');
}
