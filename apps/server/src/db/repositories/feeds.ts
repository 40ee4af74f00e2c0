import type { Updateable } from 'kysely';
import type { Db } from '../database.js';
import type { FeedRow, FeedsTable } from '../schema.js';

export function insertFeed(
  db: Db,
  values: { userId: number; url: string; title: string; request: string; now: string },
): Promise<FeedRow> {
  return db
    .insertInto('feeds')
    .values({
      user_id: values.userId,
      url: values.url,
      title: values.title,
      request: values.request,
      etag: null,
      last_modified: null,
      checked_at: null,
      error: null,
      created_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One of the user's feeds; undefined for anyone else's. */
export function feedOf(db: Db, userId: number, id: number): Promise<FeedRow | undefined> {
  return db
    .selectFrom('feeds')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's feeds, each with how many of its episodes were imported, oldest subscription first. */
export function feedsOf(db: Db, userId: number) {
  return db
    .selectFrom('feeds')
    .selectAll('feeds')
    .select((eb) =>
      eb
        .selectFrom('feed_episodes')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('feed_episodes.feed_id', '=', 'feeds.id')
        .where('feed_episodes.import_id', 'is not', null)
        .as('episodes'),
    )
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Feeds not paused whose last reading is older than `before` (or that were never read), oldest first. */
export function feedsDue(db: Db, before: string): Promise<FeedRow[]> {
  return db
    .selectFrom('feeds')
    .selectAll()
    .where('paused', '=', 0)
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', before)]))
    .orderBy('checked_at')
    .execute();
}

export async function updateFeed(
  db: Db,
  id: number,
  changes: Omit<Updateable<FeedsTable>, 'id' | 'user_id'>,
): Promise<void> {
  await db.updateTable('feeds').set(changes).where('id', '=', id).execute();
}

export async function deleteFeed(db: Db, id: number): Promise<void> {
  await db.deleteFrom('feeds').where('id', '=', id).execute();
}

/** The episode ids of a feed already seen. */
export async function seenEpisodes(db: Db, feedId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('feed_episodes').select('guid').where('feed_id', '=', feedId).execute();
  return new Set(rows.map((row) => row.guid));
}

/** Notes an episode as seen (and the import it became); false when it already was (another poll got it). */
export async function noteEpisode(
  db: Db,
  feedId: number,
  guid: string,
  importId: number | null,
): Promise<boolean> {
  const result = await db
    .insertInto('feed_episodes')
    .values({ feed_id: feedId, guid, import_id: importId, created_at: new Date().toISOString() })
    .onConflict((c) => c.columns(['feed_id', 'guid']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function linkEpisodeImport(
  db: Db,
  feedId: number,
  guid: string,
  importId: number,
): Promise<void> {
  await db
    .updateTable('feed_episodes')
    .set({ import_id: importId })
    .where('feed_id', '=', feedId)
    .where('guid', '=', guid)
    .execute();
}
