import { appendFileSync, chmodSync, mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import {
  buildAlertMessage,
  buildTeamMessage,
  hasChannel,
  notifyTeam,
  notifyTeamOfAlert,
  outcomeColumns,
  plainText,
  readNotifyConfig,
  type DeliverOptions,
  deliverMessage,
  type TeamMessage,
} from '../supabase/functions/_shared/notify.ts';
import { buildWaitlistMessage } from '../supabase/functions/_shared/waitlistNotify.ts';
import type { Middleware } from './http.ts';
import {
  claimNext,
  completeEntry,
  dropOrphans,
  installOutbox,
  releaseStaleClaims,
  type OutboxEntry,
} from './notifyOutbox.ts';
import { PROJECT_ROOT } from './paths.ts';

/**
 * The local backend's stand-in for the hosted triggers and Edge Function: it runs the same notifier
 * core (supabase/functions/_shared/notify.ts) with the same environment variables (RESEND_API_KEY,
 * NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM, RESEND_API_BASE, NOTIFY_WEBHOOK_URL) and records notified_at /
 * notify_error on the row, as the function does. With no channel configured it prints one line per
 * request and appends the message the team would have received to `logFile`
 * (.data/notifications.log), so a trial user sees it.
 *
 * What to send comes from the outbox (notifyOutbox.ts), which one loop drains on its own from the
 * moment the database is attached: one entry at a time, newest first, `paceMs` apart, and every
 * `pollMs` when the queue looks empty. A stored request wakes it at once (afterInserts), but a
 * visitor's request never waits for it, and a backlog left by a stopped server goes out without
 * any visitor's help. Each entry is claimed before it is sent, so a crash repeats at most the one
 * in flight, with the same idempotency key.
 */
export interface LocalNotifierOptions {
  /** Where the channels' variables are read, at each send; default process.env. */
  env?: Record<string, string | undefined>;
  /** Messages kept when no channel is configured; null keeps none (in-memory databases). */
  logFile?: string | null;
  log?: (line: string) => void;
  warn?: (line: string) => void;
  deliver?: DeliverOptions;
  /** Pause between two sends; default NOTIFY_PACE_MS or 250 ms (4 a second, within chat webhooks' limits). */
  paceMs?: number;
  /** How often an idle queue is looked at; default 1 s (new requests also wake it at once). */
  pollMs?: number;
}

export interface LocalNotifier {
  /** Installs the outbox in `db` (once) and starts draining it, backlog included. Never rejects. */
  attach(db: PGlite): Promise<void>;
  /** Wakes the drain loop (a new request is queued). */
  poke(): void;
  /** Mounted before the REST handler: pokes once a POST's answer has been sent. */
  afterInserts: Middleware;
  /** Resolves once the queue is empty and nothing is being sent (tests). */
  idle(): Promise<void>;
  /** Stops the loop, waiting up to `graceMs` for a send in progress; what is left stays queued. */
  close(graceMs?: number): Promise<void>;
}

const IN_FLIGHT_KEY = Symbol.for('rupantaran.localBackend.notifyInFlight');
export const DEFAULT_PACE_MS = 250;
const DEFAULT_POLL_MS = 1_000;

/**
 * The entry ids this process is sending, per database, shared by every notifier on it: Vite starts
 * a restarted server's notifier before closing the old one, and the new one must not release (and
 * so repeat) what the old one is still sending. On globalThis because Vite may load this module twice.
 */
function inFlightIn(db: PGlite): Set<string> {
  const holder = globalThis as typeof globalThis & { [IN_FLIGHT_KEY]?: WeakMap<PGlite, Set<string>> };
  holder[IN_FLIGHT_KEY] ??= new WeakMap();
  let ids = holder[IN_FLIGHT_KEY].get(db);
  if (!ids) {
    ids = new Set();
    holder[IN_FLIGHT_KEY].set(db, ids);
  }
  return ids;
}

function paceFrom(env: Record<string, string | undefined>): number {
  const value = Number(env.NOTIFY_PACE_MS);
  return env.NOTIFY_PACE_MS !== undefined && Number.isFinite(value) && value >= 0 ? value : DEFAULT_PACE_MS;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createLocalNotifier(options: LocalNotifierOptions = {}): LocalNotifier {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.info(line));
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const logFile = options.logFile ?? null;
  const paceMs = options.paceMs ?? paceFrom(env);
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  let attaching: Promise<void> | undefined;
  let loop: Promise<void> | undefined;
  let closed = false;
  let sending: Promise<void> | undefined;
  /** Set by poke(): look at the queue again before calling it empty. */
  let pokedSinceLastLook = false;
  let queueEmpty = false;
  let wake: (() => void) | undefined;
  const idleWaiters: (() => void)[] = [];

  function keepMessage(text: TeamMessage): string {
    if (logFile === null) return 'set NOTIFY_WEBHOOK_URL or RESEND_API_KEY to send it';
    mkdirSync(dirname(logFile), { recursive: true, mode: 0o700 });
    appendFileSync(logFile, `${text.text}\n\n`, { mode: 0o600 });
    chmodSync(logFile, 0o600);
    const shown = relative(PROJECT_ROOT, logFile);
    return `message kept in ${shown.startsWith('..') ? logFile : shown}`;
  }

  /** The message for an entry; the log names what it is about, never who (no name or contact). */
  function describe(entry: OutboxEntry): { text: TeamMessage; who: string } {
    switch (entry.kind) {
      case 'request':
        return {
          text: buildTeamMessage(entry.record),
          who: `consultation request ${entry.id} (${plainText(entry.record.help_topic)})`,
        };
      case 'signup':
        return {
          text: buildWaitlistMessage(entry.record),
          who: `waitlist sign-up ${entry.id} for ${plainText(entry.record.interest)}`,
        };
      case 'alert':
        return {
          text: buildAlertMessage(entry.record),
          who: `the busy alert for ${plainText(entry.record.kind)}`,
        };
    }
  }

  async function send(database: PGlite, entry: OutboxEntry): Promise<void> {
    try {
      const { text, who } = describe(entry);
      const config = readNotifyConfig((name) => env[name]);
      const result = !hasChannel(config)
        ? { outcomes: [], error: null }
        : entry.kind === 'request'
          ? await notifyTeam(entry.record, config, options.deliver)
          : entry.kind === 'alert'
            ? await notifyTeamOfAlert(entry.record, config, options.deliver)
            : await deliverMessage(text, entry.id, config, options.deliver);
      const columns = outcomeColumns(result, new Date());
      if (!hasChannel(config)) {
        log(`New ${who}; no notification channel configured, ${keepMessage(text)}`);
      } else if (columns.notify_error === null) {
        log(`Team notified of ${who} (${result.outcomes.map((o) => o.channel).join(', ')})`);
      } else {
        warn(`The team was not told of ${who}: ${columns.notify_error}`);
      }
      // Recorded even while closing: close() waits for this send, completion included.
      await completeEntry(database, entry, columns);
    } catch (error) {
      warn(`Notifying the team of ${entry.kind} ${entry.id} failed: ${message(error)}`);
    }
  }

  function settleIdle(): void {
    if (!queueEmpty || sending !== undefined) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  }

  /** Resolves after `ms`, or at once when poked (unless `uninterruptible`). */
  function pause(ms: number, uninterruptible = false): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref?.();
      function done() {
        clearTimeout(timer);
        if (wake === done) wake = undefined;
        resolve();
      }
      if (!uninterruptible) wake = done;
    });
  }

  async function drainForever(database: PGlite): Promise<void> {
    const inFlight = inFlightIn(database);
    let failing = false;
    while (!closed) {
      pokedSinceLastLook = false;
      let entry: OutboxEntry | undefined;
      try {
        entry = await claimNext(database);
        failing = false;
      } catch (error) {
        if (!failing) warn(`Reading the notification queue failed: ${message(error)}`);
        failing = true;
      }
      if (closed) break;
      if (entry === undefined) {
        if (pokedSinceLastLook) continue;
        queueEmpty = true;
        settleIdle();
        await pause(pollMs);
        continue;
      }
      queueEmpty = false;
      inFlight.add(entry.id);
      const current = entry;
      sending = send(database, current).finally(() => inFlight.delete(current.id));
      await sending;
      sending = undefined;
      if (paceMs > 0 && !closed) await pause(paceMs, true);
    }
    queueEmpty = true;
    settleIdle();
  }

  function poke(): void {
    pokedSinceLastLook = true;
    queueEmpty = false;
    wake?.();
  }

  return {
    attach(database) {
      attaching ??= installOutbox(database)
        .then(() => dropOrphans(database))
        .then(() => releaseStaleClaims(database, inFlightIn(database)))
        .then(() => {
          if (closed) return;
          loop = drainForever(database).catch((error: unknown) =>
            warn(`Team notifications stopped: ${message(error)}`),
          );
        })
        .catch((error: unknown) =>
          warn(`Team notifications are off: the outbox could not be installed (${message(error)})`),
        );
      return attaching;
    },
    poke,
    afterInserts(req, res, next) {
      if (req.method === 'POST' && (req.url ?? '').startsWith('/rest/v1/')) {
        res.once('finish', () => {
          if (res.statusCode < 300) poke();
        });
      }
      next();
    },
    async idle() {
      await attaching;
      if (loop === undefined || closed) return;
      poke();
      await new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    async close(graceMs = 3_000) {
      closed = true;
      wake?.();
      const pending = sending ?? Promise.resolve();
      await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
      for (const resolve of idleWaiters.splice(0)) resolve();
    },
  };
}
