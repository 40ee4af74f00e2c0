import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { AskTurnsTable } from '../schema.js';

export type AskTurnRow = Selectable<AskTurnsTable>;

export async function insertAskTurn(db: Db, turn: Insertable<AskTurnsTable>): Promise<void> {
  await db.insertInto('ask_turns').values(turn).execute();
}

/** The user's conversation about a transcript, oldest first; with `last`, only its last few turns. */
export async function askTurnsOf(
  db: Db,
  userId: number,
  transcriptId: number,
  last?: number,
): Promise<AskTurnRow[]> {
  let query = db
    .selectFrom('ask_turns')
    .selectAll()
    .where('user_id', '=', userId)
    .where('transcript_id', '=', transcriptId)
    .orderBy('id', 'desc');
  if (last !== undefined) query = query.limit(last);
  return (await query.execute()).reverse();
}

/** Clears the user's conversation about a transcript; how many turns it held. */
export async function clearAskTurns(db: Db, userId: number, transcriptId: number): Promise<number> {
  const result = await db
    .deleteFrom('ask_turns')
    .where('user_id', '=', userId)
    .where('transcript_id', '=', transcriptId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
