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
    Omit<StoredConsultationRequest, 'created_at' | 'notified_at'> & {
      created_at: Date | string;
      notified_at: Date | string | null;
    }
  >(
    `select id, created_at, full_name, phone_number, email, help_topic, notified_at, notify_error,
            landing_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_content, utm_term,
            form_path, page_language
     from public.consultation_requests
     order by created_at desc, id desc`,
  );
  const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);
  return rows.map((row) => ({
    ...row,
    created_at: iso(row.created_at),
    notified_at: row.notified_at === null ? null : iso(row.notified_at),
  }));
}
