/**
 * Issue 23 item 3: a server killed with SIGKILL while it delivers a backlog repeats at most the
 * notification that was in flight. 60 requests are queued in a data directory, then a real server
 * process (backendChild.ts) delivers them to a slow webhook on 127.0.0.1 and is killed with -9 in the
 * middle of delivery; a second one, started on the directory the first left behind, finishes the
 * queue by itself (no visitor's request). Every request arrives, each with its id as the
 * Idempotency-Key, and at most one is repeated. (A second kill round proved nothing more.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../server/db';
import { installOutbox } from '../../server/notifyOutbox';
import { migratedTemplate } from './support';

const root = mkdtempSync(join(tmpdir(), 'rupantaran-notify-kill-'));
const dataDir = join(root, '.data', 'pglite');
const childScript = join(import.meta.dirname, 'backendChild.ts');
const children: ChildProcess[] = [];
let webhook: Server | undefined;

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await new Promise<void>((resolve) => (webhook ? webhook.close(() => resolve()) : resolve()));
  rmSync(root, { recursive: true, force: true });
});

/** The keys of every post, in arrival order; answers each after `delayMs`, like a slow chat service. */
async function slowWebhook(delayMs: number): Promise<{ url: string; keys: string[] }> {
  const keys: string[] = [];
  webhook = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      keys.push(String(req.headers['idempotency-key']));
      setTimeout(() => res.writeHead(200).end('ok'), delayMs);
    });
  });
  await new Promise<void>((resolve) => webhook?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`, keys };
}

async function startChild(webhookUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, root, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NOTIFY_WEBHOOK_URL: webhookUrl, NOTIFY_PACE_MS: '0' },
  });
  children.push(child);
  const log: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  for await (const line of createInterface({ input: child.stdout ?? process.stdin }))
    if ((JSON.parse(line) as { url?: string }).url !== undefined) return child;
  throw new Error(`backend child ended before listening:\n${log.join('')}`);
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('kill -9 during delivery', () => {
  it('repeats at most the one notification in flight when killed, and delivers every one', async () => {
    const queued = 60;
    const postsBeforeKill = 15;
    const seeded = await openLocalDatabase({ dataDir, loadDataDir: migratedTemplate() });
    await installOutbox(seeded.db);
    await seeded.db.query(
      `insert into public.consultation_requests (full_name, email, help_topic)
       select 'Queued Visitor', 'kill.' || n || '@example.com', 'Other' from generate_series(1, $1::int) as n`,
      [queued],
    );
    const { rows } = await seeded.db.query<{ id: string }>('select id from public.consultation_requests');
    await seeded.close();
    expect(rows).toHaveLength(queued);

    const { url, keys } = await slowWebhook(15);
    const killed = await startChild(url);
    await until(() => keys.length >= postsBeforeKill, 60_000, `${postsBeforeKill} posts`);
    killed.kill('SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));
    const last = await startChild(url);
    await until(() => new Set(keys).size >= queued, 90_000, 'every request');
    last.kill('SIGTERM');
    await new Promise((resolve) => last.once('exit', resolve));

    const repeats = keys.length - new Set(keys).size;
    console.info(
      `[notify-kill] ${keys.length} posts for ${queued} requests around a kill -9: ${repeats} repeated`,
    );
    expect([...new Set(keys)].sort()).toEqual(rows.map((row) => row.id).sort());
    expect(repeats).toBeLessThanOrEqual(1);
  }, 240_000);
});
