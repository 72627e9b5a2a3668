import type { PGlite } from '@electric-sql/pglite';

export interface StoredConsultationRequest {
  id: string;
  /** ISO 8601. */
  created_at: string;
  full_name: string;
  phone_number: string | null;
  email: string | null;
  help_topic: string;
}

/** Runs as the database owner: anon, deliberately, cannot read these rows. */
export async function queryStoredRequests(db: PGlite): Promise<StoredConsultationRequest[]> {
  const { rows } = await db.query<
    Omit<StoredConsultationRequest, 'created_at'> & { created_at: Date | string }
  >(
    `select id, created_at, full_name, phone_number, email, help_topic
     from public.consultation_requests
     order by created_at desc, id desc`,
  );
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
  }));
}
