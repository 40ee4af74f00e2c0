import type { Db } from '../database.js';
import type { WatchedImportRow } from '../schema.js';
import { isUniqueViolation } from '../unique-violation.js';

/**
 * Claims the import of this content for this user: the new row, or undefined when a row for the same
 * content is already there (another worker's claim, or an earlier import).
 */
export async function claimWatchedImport(
  db: Db,
  claim: { userId: number; sha256: string; fileName: string; claimedBy: string; now: string },
): Promise<WatchedImportRow | undefined> {
  try {
    return await db
      .insertInto('watched_imports')
      .values({
        user_id: claim.userId,
        content_sha256: claim.sha256,
        file_name: claim.fileName,
        status: 'importing',
        claimed_by: claim.claimedBy,
        claimed_at: claim.now,
        audio_id: null,
        imported_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export function findWatchedImport(
  db: Db,
  userId: number,
  sha256: string,
): Promise<WatchedImportRow | undefined> {
  return db
    .selectFrom('watched_imports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_sha256', '=', sha256)
    .executeTakeFirst();
}

/** Takes over a claim still as `seen` (its worker gone quiet); false when someone else changed it first. */
export async function takeOverWatchedImport(
  db: Db,
  seen: WatchedImportRow,
  claimedBy: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('watched_imports')
    .set({ claimed_by: claimedBy, claimed_at: now })
    .where('id', '=', seen.id)
    .where('status', '=', 'importing')
    .where('claimed_by', '=', seen.claimed_by)
    .where('claimed_at', '=', seen.claimed_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The audio item the claim made, noted as soon as it exists. */
export async function noteWatchedImportAudio(db: Db, id: number, audioId: number): Promise<void> {
  await db.updateTable('watched_imports').set({ audio_id: audioId }).where('id', '=', id).execute();
}

/** The content is imported: the same content is refused from now on. */
export async function finishWatchedImport(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('watched_imports')
    .set({ status: 'imported', imported_at: now })
    .where('id', '=', id)
    .execute();
}

/** A claim whose import failed goes, so the same content may be tried again (after fixing what failed). */
export async function releaseWatchedImport(db: Db, id: number): Promise<void> {
  await db.deleteFrom('watched_imports').where('id', '=', id).where('status', '=', 'importing').execute();
}
