import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../database.js';
import type { Database } from '../schema.js';
import { utcDay } from './daily-usage.js';

/** Users with their usage today (transcriptions, language model tokens), their file count and the bytes their files take. */
function usersWithUse(db: Db) {
  return db.selectFrom('users').select((eb) => [
    'users.id',
    'users.email',
    'users.full_name',
    'users.plan',
    'users.is_admin',
    'users.disabled_at',
    'users.created_at',
    eb
      .selectFrom('daily_usage')
      .select('daily_usage.count')
      .whereRef('daily_usage.user_id', '=', 'users.id')
      .where('daily_usage.day', '=', utcDay())
      .as('usage_today'),
    eb
      .selectFrom('llm_calls')
      .select((sub) =>
        sub.fn
          .sum<number>(sql`coalesce(llm_calls.prompt_tokens, 0) + coalesce(llm_calls.completion_tokens, 0)`)
          .as('tokens'),
      )
      .whereRef('llm_calls.user_id', '=', 'users.id')
      .where('llm_calls.day', '=', utcDay())
      .as('llm_tokens_today'),
    eb
      .selectFrom('audio')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('audio.user_id', '=', 'users.id')
      .as('file_count'),
    eb
      .selectFrom('audio')
      .select((sub) => sub.fn.sum<number>('audio.size_bytes').as('bytes'))
      .whereRef('audio.user_id', '=', 'users.id')
      .where('audio.media_removed_at', 'is', null) // retention removed the media: it takes no room
      .as('storage_bytes'),
  ]);
}
export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof adminUserById>>>;

/** Whose e-mail or name holds `q` (LIKE's wildcards typed in are dropped); undefined: everyone. */
function matches(q: string) {
  const text = q.toLowerCase().replace(/[%_\\]/g, '');
  if (!text) return undefined;
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      eb(eb.fn('lower', ['users.email']), 'like', `%${text}%`),
      eb(eb.fn('lower', ['users.full_name']), 'like', `%${text}%`),
    ]);
}

/** One page of the users matching `q`, newest first. */
export function adminUserRows(db: Db, q: string, page: { limit: number; offset: number }) {
  const filter = matches(q);
  return usersWithUse(db)
    .$if(filter !== undefined, (query) => query.where(filter as NonNullable<typeof filter>))
    .orderBy('users.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function adminUserCount(db: Db, q: string): Promise<number> {
  const filter = matches(q);
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(filter !== undefined, (query) => query.where(filter as NonNullable<typeof filter>))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function adminUserById(db: Db, id: number) {
  return usersWithUse(db).where('users.id', '=', id).executeTakeFirst();
}
