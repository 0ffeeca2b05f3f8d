import type pg from 'pg';

/** Which of these uploads an event ever named (a car, a profile, a trip or a message showed them). */
export async function attachedUploads(pool: pg.Pool, uploadIds: readonly string[]): Promise<Set<string>> {
  if (uploadIds.length === 0) return new Set();
  const { rows } = await pool.query<{ upload_id: string }>(
    'select upload_id from upload_attachments where upload_id = any($1::uuid[])',
    [uploadIds],
  );
  return new Set(rows.map((row) => row.upload_id));
}
