import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { LlmCallsTable } from '../schema.js';

export async function recordLlmCall(db: Db, call: Omit<LlmCallsTable, 'id'>): Promise<void> {
  await db.insertInto('llm_calls').values(call).execute();
}

/** The tokens a user's calls used on a UTC day (calls whose server reported none count nothing). */
export async function tokensOnDay(db: Db, userId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('llm_calls')
    .select(
      sql<number>`coalesce(sum(coalesce(prompt_tokens, 0) + coalesce(completion_tokens, 0)), 0)`.as('tokens'),
    )
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.tokens ?? 0);
}
