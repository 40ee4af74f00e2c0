import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { MediaJournalAction } from '../schema.js';

/** Statements stay well below both databases' limits on bound parameters, whatever the number of keys. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Notes an upload about to be written under `key`: until its audio row exists, the file is this entry's. */
export async function journalUpload(db: Db, key: string): Promise<void> {
  await db
    .insertInto('media_journal')
    .values({ storage_key: key, action: 'upload', created_at: new Date().toISOString() })
    .execute();
}

/** Which of these keys are journaled to be deleted. */
export async function journaledDeletes(db: Db, keys: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const chunk of chunks(keys)) {
    const rows = await db
      .selectFrom('media_journal')
      .select('storage_key')
      .where('action', '=', 'delete')
      .where('storage_key', 'in', chunk)
      .execute();
    out.push(...rows.map((row) => row.storage_key));
  }
  return out;
}

/** Drops the entries of these keys (whatever their action). */
export async function dropJournalEntries(db: Db, keys: string[]): Promise<void> {
  for (const chunk of chunks(keys)) {
    await db.deleteFrom('media_journal').where('storage_key', 'in', chunk).execute();
  }
}

/**
 * Takes the entry of one key and action out of the journal; false when it is not there any more (someone
 * else took it). Inside a transaction, the entry stays locked until it ends.
 */
export async function takeJournalEntry(db: Db, key: string, action: MediaJournalAction): Promise<boolean> {
  const result = await db
    .deleteFrom('media_journal')
    .where('storage_key', '=', key)
    .where('action', '=', action)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function journalEntries(db: Db, action?: MediaJournalAction) {
  let query = db.selectFrom('media_journal').selectAll();
  if (action) query = query.where('action', '=', action);
  return query.orderBy('created_at').execute();
}

export interface MediaClaim {
  storage_key: string;
  /** 'row' for an audio row, or the journal entry's action. */
  source: 'row' | MediaJournalAction;
  created_at: string;
}

/**
 * Every key an audio row or a journal entry accounts for, read in ONE statement so both come from the same
 * snapshot: a file moving from its upload entry to its row (or from its row to a delete entry) in between is
 * never seen without either.
 */
export async function mediaClaims(db: Db, keys?: string[]): Promise<MediaClaim[]> {
  if (keys) {
    const out: MediaClaim[] = [];
    for (const chunk of chunks(keys)) out.push(...(await claimsQuery(db, chunk)));
    return out;
  }
  return claimsQuery(db);
}

function claimsQuery(db: Db, keys?: string[]): Promise<MediaClaim[]> {
  // A row vouches for its file and for its video's copy and poster (migration 0049).
  const rowClaims = (column: 'storage_key' | 'playable_key' | 'poster_key') =>
    db
      .selectFrom('audio')
      .select([
        sql<string>`${sql.ref(column)}`.as('storage_key'),
        sql<MediaClaim['source']>`'row'`.as('source'),
        'created_at',
      ])
      // A row whose media retention removed vouches for no file any more (migration 0020).
      .where('media_removed_at', 'is', null)
      .where(column, 'is not', null)
      .$if(keys !== undefined, (q) => q.where(column, 'in', keys ?? []));
  const entries = db
    .selectFrom('media_journal')
    .select(['storage_key', 'action as source', 'created_at'])
    .$if(keys !== undefined, (q) => q.where('storage_key', 'in', keys ?? []));
  return rowClaims('storage_key')
    .unionAll(rowClaims('playable_key'))
    .unionAll(rowClaims('poster_key'))
    .unionAll(entries)
    .execute();
}
