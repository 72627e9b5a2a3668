/**
 * Several real server processes on one data directory: a server killed with SIGKILL (and left a
 * zombie, as a parent that has not reaped it yet leaves it) is taken over at once; a server started
 * while the lock is really held answers 503 and takes over when the holder exits; `npm run
 * requests` reads from whichever process holds the lock.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../server/db';
import { readStoredRequests } from '../../server/requestsStore';
import { localSupabase } from '../../server/vitePlugin';
import { LOCAL_ANON_KEY } from '../../src/lib/localBackend';
import { loosenPermissions, migratedTemplate } from './support';

const root = mkdtempSync(join(tmpdir(), 'rupantaran-takeover-'));
const dataDir = join(root, '.data', 'pglite');
const childScript = join(import.meta.dirname, 'backendChild.ts');

interface Backend {
  url: string;
  /** The node process that runs the server (and so holds the lock). */
  pid: number;
  /** The process we spawned; for zombie-able backends, `sleep`, which never reaps the server. */
  spawned: ChildProcess;
  log: string[];
}

const spawned: ChildProcess[] = [];
const inProcess: ViteDevServer[] = [];

afterAll(async () => {
  for (const child of spawned)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(inProcess.map((server) => server.close()));
  rmSync(root, { recursive: true, force: true });
});

/**
 * Starts backendChild.ts. With `zombie`, under `sh -c 'node … & echo $!; exec sleep'`: once killed,
 * the server stays a zombie, because its parent is then `sleep`, which never waits for children.
 */
async function startChild(zombie: boolean): Promise<Backend> {
  const node = [process.execPath, '--import', 'tsx', childScript, root, dataDir];
  const child = zombie
    ? spawn('sh', ['-c', '"$@" & echo "{\\"pid\\": $!}"; exec sleep 600', 'sh', ...node], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(node[0] ?? 'node', node.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  spawned.push(child);
  const log: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  let pid = zombie ? 0 : (child.pid ?? 0);
  const lines = createInterface({ input: child.stdout ?? process.stdin });
  for await (const line of lines) {
    const message = JSON.parse(line) as { pid?: number; url?: string };
    if (message.pid !== undefined) pid = message.pid;
    if (message.url !== undefined) return { url: message.url, pid, spawned: child, log };
  }
  throw new Error(`backend child ended before listening:\n${log.join('')}`);
}

async function startInProcess(): Promise<{ url: string; server: ViteDevServer }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [localSupabase({ dataDir, projectRoot: root })],
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
  });
  inProcess.push(server);
  await server.listen();
  return { url: server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '', server };
}

let inserted = 0;
async function insert(url: string): Promise<{ status: number; body: string; name: string }> {
  inserted += 1;
  // Names take letters only: spell the counter out (1 → "B", 27 → "BB").
  const name = `Takeover Tester ${[...String(inserted)].map((digit) => 'ABCDEFGHIJ'[Number(digit)]).join('')}`;
  const response = await fetch(`${url}/rest/v1/rpc/submit_consultation_request`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({
      request: {
        full_name: name,
        phone_number: null,
        email: `takeover${inserted}@example.com`,
        help_topic: 'Other',
      },
    }),
  });
  return { status: response.status, body: await response.text(), name };
}

/** Inserts until one is stored; returns its name and how long that took. */
async function insertWhenServing(url: string, withinMs: number): Promise<{ name: string; ms: number }> {
  const started = Date.now();
  for (;;) {
    const outcome = await insert(url);
    if (outcome.status === 204) return { name: outcome.name, ms: Date.now() - started };
    expect(outcome).toMatchObject({ status: 503 });
    if (Date.now() - started > withinMs) throw new Error(`still ${outcome.status} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

async function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

const onLinux = process.platform === 'linux';

describe('taking over the data directory between server processes', () => {
  it('a server started right after the holder was killed (-9, left a zombie) takes over', async () => {
    // A migrated directory to take over (initdb on disk is localDatabase.test.ts's subject, and cost
    // this file a third of its time), left world-writable, as with umask 0: the servers make it
    // owner-only.
    const seeded = await openLocalDatabase({ dataDir, loadDataDir: migratedTemplate() });
    await seeded.close();
    loosenPermissions(join(root, '.data'));
    const first = await startChild(true);
    const before = await insertWhenServing(first.url, 60_000);

    process.kill(first.pid, 'SIGKILL');
    if (onLinux) {
      // The scenario of the audit: dead, but `kill(pid, 0)` still succeeds until it is reaped.
      await expect.poll(() => processState(first.pid), { timeout: 5_000 }).toBe('Z');
      expect(() => process.kill(first.pid, 0)).not.toThrow();
    }
    const second = await startInProcess();
    const { name, ms } = await insertWhenServing(second.url, 20_000);
    console.info(`[takeover] first insert stored ${ms} ms after starting next to a killed holder`);

    // `npm run requests` asks the new holder, not the dead server's leftover announcement.
    const read = await readStoredRequests({ dataDir, root });
    expect(read.source).toEqual({ kind: 'server', url: second.url });
    expect(read.rows.map((row) => row.full_name)).toEqual([name, before.name]);
    first.spawned.kill('SIGKILL');
    const exposed = execFileSync('find', [join(root, '.data'), '-perm', '/g+rwx,o+rwx'], {
      encoding: 'utf8',
    });
    expect(exposed).toBe('');
  }, 120_000);

  it('a server started while the lock is held answers 503, then takes over when the holder exits', async () => {
    // The in-process server of the previous test holds the directory.
    const holder = inProcess.at(-1);
    if (!holder) throw new Error('the previous test left no holder');
    const holderUrl = holder.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    const waiting = await startChild(false);

    const refused = await insert(waiting.url);
    expect(refused.status).toBe(503);
    expect(refused.body).not.toContain(root);
    expect(refused.body).not.toContain(String(process.pid));
    expect(refused.body).not.toMatch(/process|pid/i);
    expect(JSON.parse(refused.body)).toMatchObject({
      details: 'The local database is starting; try again in a moment.',
    });
    // Both servers are announced for this directory; the reader picks the one holding the lock.
    expect((await readStoredRequests({ dataDir, root })).source).toEqual({ kind: 'server', url: holderUrl });
    expect(waiting.log.join('')).toContain('Waiting for it to be released');

    await holder.close();
    const { name, ms } = await insertWhenServing(waiting.url, 20_000);
    console.info(`[takeover] waiting server stored its first insert ${ms} ms after the holder closed`);
    const read = await readStoredRequests({ dataDir, root });
    expect(read.source).toEqual({ kind: 'server', url: waiting.url });
    expect(read.rows[0]?.full_name).toBe(name);

    // And a waiting server takes over from a holder that is killed outright, too.
    const next = await startInProcess();
    expect((await insert(next.url)).status).toBe(503);
    waiting.spawned.kill('SIGKILL');
    await waitForExit(waiting.spawned);
    await insertWhenServing(next.url, 20_000);
    await next.server.close();
  }, 120_000);

  it('logs why a server could not open the database, not [object Object]', async () => {
    const notADirectory = join(root, 'a-file');
    writeFileSync(notADirectory, 'not a database');
    const errors: string[] = [];
    const server = await createServer({
      root,
      configFile: false,
      customLogger: {
        ...createLogger('silent'),
        error: (message: string) => errors.push(message),
      },
      plugins: [localSupabase({ dataDir: notADirectory, projectRoot: root })],
      server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
    });
    inProcess.push(server);
    await server.listen();
    const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    const outcome = await insert(url);
    expect(outcome.status).toBe(503);
    expect(outcome.body).not.toContain(root);
    expect(errors.join('\n')).toContain('is not a directory');
    expect(errors.join('\n')).not.toContain('[object Object]');
  }, 60_000);
});
