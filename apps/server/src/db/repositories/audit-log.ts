import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { AuditLogTable } from '../schema.js';

export async function insertAuditEntry(db: Db, entry: Omit<Insertable<AuditLogTable>, 'created_at'>) {
  await db
    .insertInto('audit_log')
    .values({ ...entry, created_at: new Date().toISOString() })
    .execute();
}

/** The newest entries first. */
export function auditEntries(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
