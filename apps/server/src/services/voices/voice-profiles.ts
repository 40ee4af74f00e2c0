import { rm } from 'node:fs/promises';
import {
  isUnnamedSpeaker,
  type TVoiceProfile,
  type TVoiceProfileCreateRequest,
  type TVoiceProfileTrainRequest,
} from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { transcriptsOfAudio } from '../../db/repositories/transcripts.js';
import { adaptationOfProfile, adaptationsOfUser } from '../../db/repositories/voice-adaptations.js';
import {
  deleteVoiceProfile as deleteRow,
  findVoiceProfile,
  findVoiceProfileByName,
  insertVoiceProfile,
  updateVoiceProfile,
  type VoiceProfileRow,
  voiceProfilesOf,
} from '../../db/repositories/voice-profiles.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { MIN_SPEAKER_SECONDS, type VoiceProfilePrints } from '../../pipeline/voices/identify-speakers.js';
import { printRecording } from '../../pipeline/voices/print-recording.js';
import type { VoicePrint } from '../../pipeline/voices/voice-print.js';
import { withLocalMedia } from '../../storage/media-store.js';
import { audioFor } from '../core/access.js';
import { completedTranscript } from '../core/completed-transcript.js';
import { requireMedia } from '../core/media-presence.js';
import { newScratchFolder } from '../core/work-folders.js';
import { toVoiceProfile } from '../views/voice-profile.js';

const profileNotFound = () => notFound('Voice profile');
/** A print is made in seconds; a stuck ffmpeg must not hold a request for ever. */
const PRINT_TIMEOUT_MS = 5 * 60_000;

export async function listVoiceProfiles(ctx: AppContext, userId: number): Promise<TVoiceProfile[]> {
  const adaptations = new Map((await adaptationsOfUser(ctx.db, userId)).map((a) => [a.voice_profile_id, a]));
  return (await voiceProfilesOf(ctx.db, userId)).map((row) => toVoiceProfile(row, adaptations.get(row.id)));
}

/** The saved voices of a user, as the pipeline compares them with a recording's speakers. */
export async function voicesToRecognise(ctx: AppContext, userId: number): Promise<VoiceProfilePrints[]> {
  return (await voiceProfilesOf(ctx.db, userId)).map((row) => ({
    name: row.name,
    prints: JSON.parse(row.prints) as VoicePrint[],
  }));
}

/** Saves the voice of a named speaker of one of the user's transcripts under the speaker's name (or `name`). */
export async function createVoiceProfile(
  ctx: AppContext,
  userId: number,
  request: TVoiceProfileCreateRequest,
): Promise<TVoiceProfile> {
  const name = request.name ?? request.speaker.trim();
  if (isUnnamedSpeaker(name)) {
    throw new AppError('VALIDATION_FAILED', 'Name the speaker before saving their voice.');
  }
  await ensureNameFree(ctx, userId, name);
  const made = await printSpeaker(ctx, userId, request);
  try {
    return toVoiceProfile(await insertVoiceProfile(ctx.db, userId, { name, ...made }));
  } catch (error) {
    await ensureNameFree(ctx, userId, name); // another save of the same name won the race
    throw error;
  }
}

/** Makes a profile's prints anew from a speaker of another (or the same) transcript. */
export async function trainVoiceProfile(
  ctx: AppContext,
  userId: number,
  id: number,
  request: TVoiceProfileTrainRequest,
): Promise<TVoiceProfile> {
  if (!(await findVoiceProfile(ctx.db, userId, id))) throw profileNotFound();
  const made = await printSpeaker(ctx, userId, request);
  return withAdaptation(ctx, await updated(updateVoiceProfile(ctx.db, userId, id, made)));
}

export async function renameVoiceProfile(ctx: AppContext, userId: number, id: number, name: string) {
  const existing = await findVoiceProfile(ctx.db, userId, id);
  if (!existing) throw profileNotFound();
  if (existing.name.toLocaleLowerCase() !== name.toLocaleLowerCase()) await ensureNameFree(ctx, userId, name);
  return withAdaptation(ctx, await updated(updateVoiceProfile(ctx.db, userId, id, { name })));
}

async function withAdaptation(ctx: AppContext, row: VoiceProfileRow): Promise<TVoiceProfile> {
  return toVoiceProfile(row, await adaptationOfProfile(ctx.db, row.id));
}

export async function deleteVoiceProfile(ctx: AppContext, userId: number, id: number): Promise<void> {
  if (!(await deleteRow(ctx.db, userId, id))) throw profileNotFound();
}

async function updated(row: Promise<VoiceProfileRow | undefined>): Promise<VoiceProfileRow> {
  const found = await row;
  if (!found) throw profileNotFound(); // deleted while its prints were being made
  return found;
}

async function ensureNameFree(ctx: AppContext, userId: number, name: string): Promise<void> {
  if (await findVoiceProfileByName(ctx.db, userId, name)) {
    throw new AppError('VOICE_PROFILE_NAME_TAKEN', `A voice profile named ${name} exists.`);
  }
}

/** The prints of `speaker` in the latest completed transcript of the user's file `audio_id`. */
async function printSpeaker(ctx: AppContext, userId: number, request: TVoiceProfileTrainRequest) {
  const audio = requireMedia(await audioFor(ctx, userId, request.audio_id, 'read'));
  const transcripts = await transcriptsOfAudio(ctx.db, audio.id);
  const done = transcripts.find((t) => t.status === 'completed') ?? transcripts[0];
  if (!done) throw new AppError('TRANSCRIPT_NOT_READY', 'This file has not been transcribed.');
  const { blocks } = await completedTranscript(ctx, userId, done.id, 'read');
  const speaker = request.speaker.trim();
  const spans = blocks
    .filter((block) => block.audio_transcript_data_speaker.trim() === speaker)
    .flatMap((block) => block.audio_transcript_data_segment)
    .map((s) => ({
      start: s.audio_transcript_data_segment_start_time,
      end: s.audio_transcript_data_segment_end_time,
    }));
  if (spans.length === 0) {
    throw new AppError('VALIDATION_FAILED', `This transcript has no speaker named ${speaker}.`);
  }
  const workDir = await newScratchFolder(ctx.config.dataDir, 'voice');
  try {
    const { prints, seconds } = await withLocalMedia(
      ctx.media,
      audio.storage_key,
      (mediaPath) =>
        printRecording({
          mediaPath,
          spans,
          workDir,
          ffmpegPath: ctx.config.ffmpegPath,
          modelsDir: ctx.config.modelsDir,
          signal: AbortSignal.timeout(PRINT_TIMEOUT_MS),
        }),
      { under: workDir },
    );
    if (seconds < MIN_SPEAKER_SECONDS || prints.length === 0) {
      throw new AppError(
        'TOO_LITTLE_SPEECH',
        `${speaker} speaks for ${seconds.toFixed(1)} s in this file; a voice needs at least ${MIN_SPEAKER_SECONDS} s.`,
      );
    }
    return { prints: JSON.stringify(prints), seconds, audio_id: audio.id, audio_name: audio.file_name };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
