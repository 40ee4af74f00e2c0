import type { Db } from '../database.js';

/** The user's vocabulary, in its order; empty when they never set one. */
export async function vocabularyOf(db: Db, userId: number): Promise<string[]> {
  const row = await db
    .selectFrom('vocabularies')
    .select('words')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.words) as string[]) : [];
}

export async function saveVocabulary(db: Db, userId: number, words: string[]): Promise<void> {
  const values = { words: JSON.stringify(words), updated_at: new Date().toISOString() };
  await db
    .insertInto('vocabularies')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
