import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { TranscriptStatus } from '../db/schema.js';

/** A transcript of a seeded file: what the list's filters read. */
export interface SeedTranscript {
  status: TranscriptStatus;
  language?: number;
  model?: number;
  reviewed?: number;
  unsure?: number | null;
  voice?: number;
}

/** A file of the seeded library, named by a letter in the test. */
export interface SeedFile {
  name: string;
  folder: number;
  created: string;
  duration: number;
  transcripts?: SeedTranscript[];
  tags?: number[];
  starredBy?: number[];
  archived?: boolean;
  /** Who speaks in its first transcript, as the search index holds it (a segment each). */
  speakers?: string[];
}

/** Writes the file, its transcripts, tags and stars straight to the database; answers its id. */
export async function seedFile(db: Db, userId: number, file: SeedFile): Promise<number> {
  const { id } = await db
    .insertInto('audio')
    .values({
      user_id: userId,
      folder_id: file.folder,
      file_name: file.name,
      storage_key: randomUUID(),
      mime_type: 'audio/wav',
      size_bytes: 5,
      duration_seconds: file.duration,
      has_audio: 1,
      has_video: 0,
      upload_diarize: 0,
      created_at: file.created,
      archived_at: file.archived ? '2026-06-01T00:00:00.000Z' : null,
      // As the repositories keep it: the highest share of its transcripts.
      reviewed_percent: Math.max(0, ...(file.transcripts ?? []).map((t) => t.reviewed ?? 0)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const transcriptIds: number[] = [];
  for (const t of file.transcripts ?? []) {
    const transcript = await db
      .insertInto('transcripts')
      .values({
        user_id: userId,
        audio_id: id,
        status: t.status,
        progress: t.status === 'completed' ? 100 : 0,
        model_id: t.model ?? 1,
        language_id: t.language ?? 1,
        num_speakers_requested: 1,
        num_speakers: 1,
        data: null,
        error_message: null,
        created_at: file.created,
        updated_at: file.created,
        reviewed_percent: t.reviewed ?? 0,
        unsure_share: t.unsure ?? null,
        voice_profile_id: t.voice ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    transcriptIds.push(transcript.id);
  }
  const [first] = transcriptIds;
  for (const [index, speaker] of (file.speakers ?? []).entries()) {
    if (first === undefined) throw new Error('speakers need a transcript');
    await db
      .insertInto('search_segments')
      .values({
        user_id: userId,
        audio_id: id,
        transcript_id: first,
        segment_id: index + 1,
        start_time: index,
        end_time: index + 1,
        language: 'en',
        text: 'words',
        speaker,
      })
      .execute();
  }
  const tags = file.tags ?? [];
  if (tags.length > 0)
    await db
      .insertInto('audio_tags')
      .values(tags.map((tagId, position) => ({ audio_id: id, tag_id: tagId, position })))
      .execute();
  for (const user of file.starredBy ?? [])
    await db.insertInto('audio_stars').values({ user_id: user, audio_id: id }).execute();
  return id;
}

export async function seedTag(db: Db, userId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('tags')
    .values({
      user_id: userId,
      workspace_id: null,
      name,
      colour: '#2563eb',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedVoice(db: Db, userId: number, name: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('voice_profiles')
    .values({
      user_id: userId,
      name,
      name_key: name.toLowerCase(),
      prints: '[]',
      seconds: 0,
      audio_id: null,
      audio_name: null,
      created_at: now,
      updated_at: now,
      adaptation_status: null,
      adaptation_error: null,
      adaptation_started_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
