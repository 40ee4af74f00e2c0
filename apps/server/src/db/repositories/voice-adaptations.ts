import type { TWorkspaceRole } from '@transcribe/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { VoiceAdaptationRow, VoiceAdaptationStatus, VoiceAdaptationsTable } from '../schema.js';

const now = () => new Date().toISOString();

/** The current adaptation of a saved voice, if it has one. */
export function adaptationOfProfile(db: Db, profileId: number): Promise<VoiceAdaptationRow | undefined> {
  return db
    .selectFrom('voice_adaptations')
    .selectAll()
    .where('voice_profile_id', '=', profileId)
    .executeTakeFirst();
}

/** The adaptations of a user's saved voices. */
export function adaptationsOfUser(db: Db, userId: number): Promise<VoiceAdaptationRow[]> {
  return db
    .selectFrom('voice_adaptations')
    .innerJoin('voice_profiles', 'voice_profiles.id', 'voice_adaptations.voice_profile_id')
    .selectAll('voice_adaptations')
    .where('voice_profiles.user_id', '=', userId)
    .orderBy('voice_adaptations.id')
    .execute();
}

export type AdaptationValues = Omit<
  Insertable<VoiceAdaptationsTable>,
  'id' | 'voice_profile_id' | 'created_at'
>;

/** Makes `values` (with its MAP means, if any) the profile's one current adaptation (the one before it goes). */
export async function replaceAdaptation(
  trx: Db,
  profileId: number,
  values: AdaptationValues,
  means?: Uint8Array,
): Promise<VoiceAdaptationRow> {
  await trx.deleteFrom('voice_adaptations').where('voice_profile_id', '=', profileId).execute();
  const row = await trx
    .insertInto('voice_adaptations')
    .values({ ...values, voice_profile_id: profileId, created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (means)
    await trx.insertInto('voice_adaptation_means').values({ voice_adaptation_id: row.id, means }).execute();
  return row;
}

/** The MAP means of a user's voices' adaptations that have them, by profile (for the data export). */
export function adaptationMeansOfUser(db: Db, userId: number) {
  return db
    .selectFrom('voice_adaptation_means')
    .innerJoin('voice_adaptations', 'voice_adaptations.id', 'voice_adaptation_means.voice_adaptation_id')
    .innerJoin('voice_profiles', 'voice_profiles.id', 'voice_adaptations.voice_profile_id')
    .select(['voice_adaptations.voice_profile_id', 'voice_adaptation_means.means'])
    .where('voice_profiles.user_id', '=', userId)
    .execute();
}

/** Marks the profile's adaptation job waiting, unless one waits or runs already; whether it did. */
export async function markAdaptationQueued(trx: Db, profileId: number): Promise<boolean> {
  const result = await trx
    .updateTable('voice_profiles')
    .set({ adaptation_status: 'queued', adaptation_error: null })
    .where('id', '=', profileId)
    .where((eb) => eb.or([eb('adaptation_status', 'is', null), eb('adaptation_status', '=', 'failed')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes the profile's adaptation for this job: false while another job runs it (one that started before
 * `staleBefore` died with its process and is taken over) or when the profile is gone.
 */
export async function claimAdaptationRun(db: Db, profileId: number, staleBefore: string): Promise<boolean> {
  const result = await db
    .updateTable('voice_profiles')
    .set({ adaptation_status: 'running', adaptation_error: null, adaptation_started_at: now() })
    .where('id', '=', profileId)
    .where((eb) =>
      eb.or([
        eb('adaptation_status', 'is', null),
        eb('adaptation_status', '!=', 'running'),
        eb('adaptation_started_at', '<', staleBefore),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The job's end: idle (null) or failed with its reason. */
export async function endAdaptationRun(
  db: Db,
  profileId: number,
  status: Extract<VoiceAdaptationStatus, 'failed'> | null,
  error: string | null = null,
): Promise<void> {
  await db
    .updateTable('voice_profiles')
    .set({ adaptation_status: status, adaptation_error: error })
    .where('id', '=', profileId)
    .execute();
}

/**
 * The newest completed transcript of each file `userId` may write (their personal files, and a
 * workspace's where their role is one of `writeRoles`) that has verified segments, newest first, with
 * its file's media: where a voice's verified speech is.
 */
export async function transcriptsWithVerifiedSpeech(db: Db, userId: number, writeRoles: TWorkspaceRole[]) {
  const rows = await db
    .selectFrom('transcripts')
    .innerJoin('audio', 'audio.id', 'transcripts.audio_id')
    .innerJoin('folders as f', 'f.id', 'audio.folder_id')
    .leftJoin('workspace_members as m', (join) =>
      join.onRef('m.workspace_id', '=', 'f.workspace_id').on('m.user_id', '=', userId),
    )
    .select(['transcripts.id', 'transcripts.data', 'audio.id as audio_id', 'audio.storage_key'])
    .where('transcripts.status', '=', 'completed')
    .where('audio.media_removed_at', 'is', null)
    .where('transcripts.data', 'like', '%"audio_transcript_data_segment_verified":true%')
    .where((eb) =>
      eb.or([
        eb.and([eb('f.workspace_id', 'is', null), eb('audio.user_id', '=', userId)]),
        ...(writeRoles.length > 0 ? [eb('m.role', 'in', writeRoles)] : []),
      ]),
    )
    .orderBy('transcripts.id', 'desc')
    .execute();
  const seen = new Set<number>();
  return rows.filter((row) => {
    if (seen.has(row.audio_id) || row.data === null) return false;
    seen.add(row.audio_id);
    return true;
  }) as Array<(typeof rows)[number] & { data: string }>;
}

/** A saved voice by id alone (for its adaptation job), with its current adaptation if any. */
export async function profileForAdaptation(db: Db, profileId: number) {
  const profile = await db
    .selectFrom('voice_profiles')
    .selectAll()
    .where('id', '=', profileId)
    .executeTakeFirst();
  return profile && { profile, adaptation: await adaptationOfProfile(db, profileId) };
}

/** The enabled adaptations of a user's saved voices, with the voice's name: what transcription uses. */
export function enabledAdaptationsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('voice_adaptations')
    .innerJoin('voice_profiles', 'voice_profiles.id', 'voice_adaptations.voice_profile_id')
    .leftJoin('voice_adaptation_means', 'voice_adaptation_means.voice_adaptation_id', 'voice_adaptations.id')
    .select([
      'voice_profiles.id as voice_profile_id',
      'voice_profiles.name',
      'voice_adaptations.transform',
      'voice_adaptation_means.means',
      'voice_adaptations.created_at',
    ])
    .where('voice_profiles.user_id', '=', userId)
    .where('voice_adaptations.enabled', '=', 1)
    .execute();
}
