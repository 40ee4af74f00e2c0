import type { Db } from '../database.js';
import { type AudioListScope, audioPageQuery } from './audio-list.js';
import type { AudioListFilters } from './audio-list-filters.js';

/** The ids of every file a list view shows (its scope and filters), in its default order: bulk work's files. */
export async function matchingAudioIds(
  db: Db,
  scope: AudioListScope,
  filters: AudioListFilters,
): Promise<number[]> {
  const rows = await db
    .selectFrom(audioPageQuery(db, scope, {}, filters).as('listed'))
    .select('listed.id')
    .execute();
  return rows.map((row) => row.id);
}

/** How many files a list view shows: what "select all" would take. */
export async function countMatchingAudio(
  db: Db,
  scope: AudioListScope,
  filters: AudioListFilters,
): Promise<number> {
  const row = await db
    .selectFrom(audioPageQuery(db, scope, {}, filters).as('listed'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
