import type { PGlite } from '@electric-sql/pglite';
import { site } from '../src/content/site.ts';
import {
  notifyBooking,
  type BookingNotice,
  type Organizer,
} from '../supabase/functions/_shared/bookingNotice.ts';
import {
  hasChannel,
  NOT_CONFIGURED_ERROR,
  readNotifyConfig,
  type DeliverOptions,
} from '../supabase/functions/_shared/notify.ts';
import type { Middleware } from './http.ts';

/**
 * The local backend tells the team of each booked, moved or cancelled call (issue 28), with the
 * same core as the Edge Function (supabase/functions/_shared/bookingNotice.ts) and the same
 * variables as the request notifier. The queue is the bookings table itself: a change sets
 * notified_at and notify_error to null (see the migration), and this records the outcome. Logs
 * name no person: only the booking's id.
 */
export interface BookingNotifierOptions {
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  warn?: (line: string) => void;
  deliver?: DeliverOptions;
  organizer?: Organizer;
}

export interface BookingNotifier {
  attach(db: PGlite): void;
  poke(): void;
  /** Mounted before the REST handler: pokes once a booking call's answer has been sent. */
  afterBookings: Middleware;
  idle(): Promise<void>;
}

const BOOKING_CALL = /^\/rest\/v1\/rpc\/(book_slot|move_booking|cancel_booking)(\?|$)/;

interface PendingRow {
  uid: string;
  sequence: number;
  starts_at: Date | string;
  ends_at: Date | string;
  note: string | null;
  company: string | null;
  cancelled: boolean;
  request_id: string;
  created_at: Date | string;
  full_name: string;
  phone_number: string | null;
  email: string | null;
  help_topic: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

export function createBookingNotifier(options: BookingNotifierOptions = {}): BookingNotifier {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.info(line));
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const organizer = options.organizer ?? {
    name: site.name,
    email: site.email,
    host: new URL(site.origin).host,
  };
  let db: PGlite | undefined;
  let running: Promise<void> = Promise.resolve();
  const inFlight = new Set<string>();

  async function drain(database: PGlite): Promise<void> {
    const { rows } = await database.query<PendingRow>(
      `select b.id as uid, b.sequence, lower(b.during) as starts_at, upper(b.during) as ends_at, b.note, b.company,
              b.cancelled_at is not null as cancelled, r.id as request_id, r.created_at, r.full_name,
              r.phone_number, r.email, r.help_topic
       from booking.bookings as b join public.consultation_requests as r on r.id = b.request_id
       where b.notified_at is null and b.notify_error is null
       order by b.booked_at`,
    );
    for (const row of rows) {
      const claim = `${row.uid}/${row.sequence}`;
      if (inFlight.has(claim)) continue;
      inFlight.add(claim);
      const notice: BookingNotice = {
        request: {
          id: row.request_id,
          created_at: iso(row.created_at),
          full_name: row.full_name,
          phone_number: row.phone_number,
          email: row.email,
          help_topic: row.help_topic,
        },
        booking: {
          uid: row.uid,
          starts_at: iso(row.starts_at),
          ends_at: iso(row.ends_at),
          sequence: row.sequence,
          note: row.note,
          company: row.company,
          cancelled: row.cancelled,
        },
      };
      const config = readNotifyConfig((name) => env[name]);
      let notifiedAt: string | null = null;
      let error: string | null = NOT_CONFIGURED_ERROR;
      if (hasChannel(config)) {
        const result = await notifyBooking(notice, config, organizer, options.deliver);
        notifiedAt = result.outcomes.some((outcome) => outcome.ok) ? new Date().toISOString() : null;
        error = result.error;
      }
      if (error === null) log(`Team told of booking ${row.uid} (change ${row.sequence})`);
      else warn(`Booking ${row.uid} (change ${row.sequence}): ${error}`);
      // Only if nothing changed meanwhile: a newer change is its own notification.
      await database.query(
        `update booking.bookings set notified_at = $1, notify_error = $2 where id = $3 and sequence = $4`,
        [notifiedAt, error, row.uid, row.sequence],
      );
    }
  }

  function poke(): void {
    const database = db;
    if (database === undefined) return;
    running = running
      .then(() => drain(database))
      .catch((error: unknown) =>
        warn(`Booking notifications failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  }

  return {
    attach(database) {
      if (db === database) return;
      db = database;
      poke();
    },
    poke,
    afterBookings(req, res, next) {
      if (req.method === 'POST' && BOOKING_CALL.test(req.url ?? '')) {
        res.once('finish', () => {
          if (res.statusCode < 300) poke();
        });
      }
      next();
    },
    async idle() {
      let current: Promise<void>;
      do {
        current = running;
        await current;
      } while (current !== running);
    },
  };
}
