import { appendFileSync, chmodSync, mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import {
  buildTeamMessage,
  hasChannel,
  notifyTeam,
  outcomeColumns,
  plainText,
  readNotifyConfig,
  sendTeamMessage,
  type ConsultationRecord,
  type DeliverOptions,
} from '../supabase/functions/_shared/notify.ts';
import { buildWaitlistMessage, type WaitlistRecord } from '../supabase/functions/_shared/waitlistNotify.ts';
import { completeSignup, installWaitlistOutbox, pendingSignups } from './waitlistOutbox.ts';
import type { Middleware } from './http.ts';
import { completeRequest, dropOrphans, installOutbox, pendingRequests } from './notifyOutbox.ts';
import { PROJECT_ROOT } from './paths.ts';

/**
 * The local backend's stand-in for the hosted trigger and Edge Function: after each committed
 * insert it runs the same notifier core (supabase/functions/_shared/notify.ts) with the same
 * environment variables (RESEND_API_KEY, NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM, RESEND_API_BASE,
 * NOTIFY_WEBHOOK_URL) and records notified_at / notify_error on the row, as the function does.
 * With no channel configured it prints one line per request and appends the message the team would
 * have received to `logFile` (.data/notifications.log), so a trial user sees it.
 *
 * Requests reach it through the outbox (notifyOutbox.ts): a request is queued when its insert
 * commits, and sent in the background once the HTTP answer has gone, never delaying it.
 */
export interface LocalNotifierOptions {
  /** Where the channels' variables are read, at each request; default process.env. */
  env?: Record<string, string | undefined>;
  /** Messages kept when no channel is configured; null keeps none (in-memory databases). */
  logFile?: string | null;
  log?: (line: string) => void;
  warn?: (line: string) => void;
  deliver?: DeliverOptions;
}

export interface LocalNotifier {
  /** Installs the outbox in `db` (once) and sends what an earlier run left queued. Never rejects. */
  attach(db: PGlite): Promise<void>;
  /** Sends whatever is queued, in the background. */
  poke(): void;
  /** Mounted before the REST handler: pokes once a POST's answer has been sent. */
  afterInserts: Middleware;
  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void>;
  /** Waits up to `graceMs` for deliveries in progress; what is left stays queued for next time. */
  close(graceMs?: number): Promise<void>;
}

const CLAIMED_KEY = Symbol.for('rupantaran.localBackend.notifyClaimed');

/**
 * Every request id taken off a database's queue by this process, shared by all notifiers on that
 * database: Vite starts a restarted server's notifier before closing the old one, and neither may
 * send what the other is sending. On globalThis because Vite may load this module twice.
 */
function claimedIn(db: PGlite): Set<string> {
  const holder = globalThis as typeof globalThis & { [CLAIMED_KEY]?: WeakMap<PGlite, Set<string>> };
  holder[CLAIMED_KEY] ??= new WeakMap();
  let claimed = holder[CLAIMED_KEY].get(db);
  if (!claimed) {
    claimed = new Set();
    holder[CLAIMED_KEY].set(db, claimed);
  }
  return claimed;
}

export function createLocalNotifier(options: LocalNotifierOptions = {}): LocalNotifier {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.info(line));
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const logFile = options.logFile ?? null;
  let db: PGlite | undefined;
  let attaching: Promise<void> | undefined;
  let closed = false;
  let claimed = new Set<string>();
  const tasks = new Set<Promise<void>>();
  let draining = false;
  let drainAgain = false;

  function track(task: Promise<void>): void {
    tasks.add(task);
    void task.finally(() => tasks.delete(task));
  }

  function keepMessage(record: ConsultationRecord): string {
    return keepText(buildTeamMessage(record).text);
  }

  function keepText(text: string): string {
    if (logFile === null) return 'set NOTIFY_WEBHOOK_URL or RESEND_API_KEY to send it';
    mkdirSync(dirname(logFile), { recursive: true, mode: 0o700 });
    appendFileSync(logFile, `${text}\n\n`, { mode: 0o600 });
    chmodSync(logFile, 0o600);
    const shown = relative(PROJECT_ROOT, logFile);
    return `message kept in ${shown.startsWith('..') ? logFile : shown}`;
  }

  async function send(database: PGlite, record: ConsultationRecord): Promise<void> {
    const who = `${plainText(record.full_name)} (${plainText(record.help_topic)})`;
    try {
      const config = readNotifyConfig((name) => env[name]);
      const result = hasChannel(config)
        ? await notifyTeam(record, config, options.deliver)
        : { outcomes: [], error: null };
      const columns = outcomeColumns(result, new Date());
      if (!hasChannel(config)) {
        log(
          `New consultation request from ${who}; no notification channel configured, ${keepMessage(record)}`,
        );
      } else if (columns.notify_error === null) {
        log(`Team notified of the request from ${who} (${result.outcomes.map((o) => o.channel).join(', ')})`);
      } else {
        warn(`The team was not told of the request from ${who} (${record.id}): ${columns.notify_error}`);
      }
      if (!closed) await completeRequest(database, record.id, columns);
    } catch (error) {
      warn(
        `Notifying the team of request ${record.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** A waitlist sign-up (issue 27): the same channels and bookkeeping; the log names no contact. */
  async function sendSignup(database: PGlite, record: WaitlistRecord): Promise<void> {
    const what = `waitlist sign-up for ${plainText(record.interest)}`;
    try {
      const config = readNotifyConfig((name) => env[name]);
      const message = buildWaitlistMessage(record);
      const result = hasChannel(config)
        ? await sendTeamMessage(message, record.id, config, options.deliver)
        : { outcomes: [], error: null };
      const columns = outcomeColumns(result, new Date());
      if (!hasChannel(config))
        log(`New ${what}; no notification channel configured, ${keepText(message.text)}`);
      else if (columns.notify_error === null) log(`Team notified of a ${what}`);
      else warn(`The team was not told of a ${what} (${record.id}): ${columns.notify_error}`);
      if (!closed) await completeSignup(database, record.id, columns);
    } catch (error) {
      warn(
        `Notifying the team of sign-up ${record.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  async function drain(database: PGlite): Promise<void> {
    do {
      drainAgain = false;
      for (const signup of await pendingSignups(database, claimed)) {
        if (claimed.has(signup.id)) continue;
        claimed.add(signup.id);
        track(sendSignup(database, signup));
      }
      const records = await pendingRequests(database, claimed);
      for (const record of records) {
        if (claimed.has(record.id)) continue;
        claimed.add(record.id);
        track(send(database, record));
      }
    } while (drainAgain && !closed);
  }

  function poke(): void {
    if (closed || db === undefined) return;
    if (draining) {
      drainAgain = true;
      return;
    }
    draining = true;
    const database = db;
    track(
      drain(database)
        .catch((error: unknown) =>
          warn(
            `Reading the notification queue failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        .finally(() => {
          draining = false;
        }),
    );
  }

  return {
    attach(database) {
      claimed = claimedIn(database);
      attaching ??= installOutbox(database)
        .then(() => dropOrphans(database))
        .then(() => installWaitlistOutbox(database))
        .then(() => {
          db = database;
          poke();
        })
        .catch((error: unknown) =>
          warn(
            `Team notifications are off: the outbox could not be installed (${error instanceof Error ? error.message : String(error)})`,
          ),
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
      while (tasks.size > 0) await Promise.allSettled([...tasks]);
    },
    async close(graceMs = 3_000) {
      const pending = Promise.allSettled([...tasks]);
      await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
      closed = true;
    },
  };
}
