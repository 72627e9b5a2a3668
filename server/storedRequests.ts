import type { PGlite } from '@electric-sql/pglite';

export interface StoredConsultationRequest {
  id: string;
  /** ISO 8601. */
  created_at: string;
  full_name: string;
  phone_number: string | null;
  email: string | null;
  help_topic: string;
  /** ISO 8601; null while the team has not been told (see supabase/migrations/*_notify_team.sql). */
  notified_at: string | null;
  notify_error: string | null;
  /** ISO 8601 start of the request's active booking (issue 28); null when none. */
  booked_for?: string | null;
  booking_note?: string | null;
  booking_company?: string | null;
  /** Where the visit came from (supabase/migrations/*_lead_attribution.sql); null when not sent. */
  landing_path?: string | null;
  referrer_host?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_content?: string | null;
  utm_term?: string | null;
  form_path?: string | null;
  page_language?: string | null;
}

/** Runs as the database owner: anon, deliberately, cannot read these rows. */
export async function queryStoredRequests(db: PGlite): Promise<StoredConsultationRequest[]> {
  const { rows } = await db.query<
    Omit<StoredConsultationRequest, 'created_at' | 'notified_at' | 'booked_for'> & {
      created_at: Date | string;
      notified_at: Date | string | null;
      booked_for?: Date | string | null;
    }
  >(
    `select r.id, r.created_at, r.full_name, r.phone_number, r.email, r.help_topic, r.notified_at, r.notify_error,
            r.landing_path, r.referrer_host, r.utm_source, r.utm_medium, r.utm_campaign, r.utm_content, r.utm_term,
            r.form_path, r.page_language,
            lower(b.during) as booked_for, b.note as booking_note, b.company as booking_company
     from public.consultation_requests as r
     left join booking.bookings as b on b.request_id = r.id and b.cancelled_at is null
     order by r.created_at desc, r.id desc`,
  );
  const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);
  return rows.map((row) => ({
    ...row,
    created_at: iso(row.created_at),
    notified_at: row.notified_at === null ? null : iso(row.notified_at),
    booked_for: row.booked_for === null || row.booked_for === undefined ? null : iso(row.booked_for),
  }));
}

/** A waitlist sign-up ("Tell me when it opens", issue 27), as `npm run requests -- --waitlist` lists it. */
export interface StoredWaitlistSignup {
  id: string;
  /** ISO 8601. */
  created_at: string;
  email: string | null;
  phone_number: string | null;
  interest: string;
  language: string;
  notified_at: string | null;
  notify_error: string | null;
}

/** Runs as the database owner: anon cannot read these rows either. */
export async function queryWaitlistSignups(db: PGlite): Promise<StoredWaitlistSignup[]> {
  const { rows } = await db.query<
    Omit<StoredWaitlistSignup, 'created_at' | 'notified_at'> & {
      created_at: Date | string;
      notified_at: Date | string | null;
    }
  >(
    `select id, created_at, email, phone_number, interest, language, notified_at, notify_error
     from public.waitlist_signups
     order by created_at desc, id desc`,
  );
  const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);
  return rows.map((row) => ({
    ...row,
    created_at: iso(row.created_at),
    notified_at: row.notified_at === null ? null : iso(row.notified_at),
  }));
}
