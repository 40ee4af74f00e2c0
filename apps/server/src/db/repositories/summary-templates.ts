import type { Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { SummaryTemplatesTable } from '../schema.js';

export type SummaryTemplateRow = Selectable<SummaryTemplatesTable>;

/** The user's own summary templates, by name. */
export function summaryTemplatesOf(db: Db, userId: number): Promise<SummaryTemplateRow[]> {
  return db
    .selectFrom('summary_templates')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** One of the user's own templates; undefined for another user's or a missing id. */
export function findSummaryTemplate(
  db: Db,
  userId: number,
  id: number,
): Promise<SummaryTemplateRow | undefined> {
  return db
    .selectFrom('summary_templates')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertSummaryTemplate(
  db: Db,
  userId: number,
  values: { name: string; prompt: string },
): Promise<SummaryTemplateRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('summary_templates')
    .values({ user_id: userId, ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes a template's name or prompt; the row as it now is (undefined for another user's). */
export function updateSummaryTemplate(
  db: Db,
  userId: number,
  id: number,
  values: { name?: string; prompt?: string },
): Promise<SummaryTemplateRow | undefined> {
  return db
    .updateTable('summary_templates')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteSummaryTemplate(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('summary_templates')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A template by its id, whoever made it: one a folder or tag of a workspace was given by one of its members. */
export function summaryTemplateById(db: Db, id: number): Promise<SummaryTemplateRow | undefined> {
  return db.selectFrom('summary_templates').selectAll().where('id', '=', id).executeTakeFirst();
}
