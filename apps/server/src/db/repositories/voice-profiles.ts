import type { Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { VoiceProfilesTable } from '../schema.js';

export type VoiceProfileRow = Selectable<VoiceProfilesTable>;

/** The user's saved voices, by name. */
export function voiceProfilesOf(db: Db, userId: number): Promise<VoiceProfileRow[]> {
  return db
    .selectFrom('voice_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('name_key')
    .execute();
}

/** One of the user's saved voices; undefined for another user's or a missing id. */
export function findVoiceProfile(db: Db, userId: number, id: number): Promise<VoiceProfileRow | undefined> {
  return db
    .selectFrom('voice_profiles')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findVoiceProfileByName(db: Db, userId: number, name: string) {
  return db
    .selectFrom('voice_profiles')
    .select('id')
    .where('user_id', '=', userId)
    .where('name_key', '=', name.toLocaleLowerCase())
    .executeTakeFirst();
}

export interface VoiceProfileValues {
  name: string;
  prints: string;
  seconds: number;
  audio_id: number | null;
  audio_name: string | null;
}

export async function insertVoiceProfile(db: Db, userId: number, values: VoiceProfileValues) {
  const now = new Date().toISOString();
  return db
    .insertInto('voice_profiles')
    .values({
      user_id: userId,
      ...values,
      name_key: values.name.toLocaleLowerCase(),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes a profile's name or prints; the row as it now is. */
export async function updateVoiceProfile(
  db: Db,
  userId: number,
  id: number,
  values: Partial<VoiceProfileValues>,
) {
  const name = values.name === undefined ? {} : { name_key: values.name.toLocaleLowerCase() };
  return db
    .updateTable('voice_profiles')
    .set({ ...values, ...name, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteVoiceProfile(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('voice_profiles')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
