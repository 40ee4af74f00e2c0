import type { TSpeakerBlock, TVoiceProfile } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import {
  adaptationOfProfile,
  enabledAdaptationsOfUser,
  markAdaptationQueued,
} from '../../db/repositories/voice-adaptations.js';
import { findVoiceProfile, voiceProfilesOf } from '../../db/repositories/voice-profiles.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { adaptationTools } from '../../pipeline/adaptation/index.js';
import { toVoiceProfile } from '../views/voice-profile.js';
import { ADAPTATION_JOB, type AdaptationJobData, adaptationJobOptions } from './voice-adaptation-job.js';

/**
 * "Adapt now": queues the voice's adaptation job (one already waiting or running is left to run) and
 * answers the profile with its job's state. The job fails, saying why, when there is too little verified
 * speech of the voice.
 */
export async function requestAdaptation(ctx: AppContext, userId: number, id: number): Promise<TVoiceProfile> {
  if (!(await findVoiceProfile(ctx.db, userId, id))) throw notFound('Voice profile');
  const tools = adaptationTools();
  if (!tools.available) {
    throw new AppError(
      'ADAPTATION_UNAVAILABLE',
      `This server cannot adapt the speech engine to a voice: missing ${tools.missing.join(', ')}.`,
    );
  }
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await markAdaptationQueued(trx, id))) return;
    const data: AdaptationJobData = { profileId: id, onDemand: true };
    await ctx.queue.sendJob(trx, ADAPTATION_JOB, data, adaptationJobOptions);
  });
  const row = await findVoiceProfile(ctx.db, userId, id);
  if (!row) throw notFound('Voice profile');
  return toVoiceProfile(row, await adaptationOfProfile(ctx.db, id));
}

/** Seconds of verified speech of each speaker (by lower-case name) in a transcript's blocks. */
function verifiedSeconds(blocks: TSpeakerBlock[]): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const block of blocks) {
    const name = block.audio_transcript_data_speaker.trim().toLocaleLowerCase();
    for (const s of block.audio_transcript_data_segment)
      if (s.audio_transcript_data_segment_verified)
        seconds.set(
          name,
          (seconds.get(name) ?? 0) +
            s.audio_transcript_data_segment_end_time -
            s.audio_transcript_data_segment_start_time,
        );
  }
  return seconds;
}

/**
 * In the transaction of a transcript's save by `userId`: for each of their saved voices whose verified
 * speech the save added to, a job that adapts the voice if its verified speech is now past the threshold
 * (counting it across all their transcripts is the job's work, never the request's).
 */
export async function queueAdaptationChecks(
  ctx: AppContext,
  trx: Db,
  userId: number,
  before: TSpeakerBlock[],
  after: TSpeakerBlock[],
): Promise<void> {
  const was = verifiedSeconds(before);
  const grown = [...verifiedSeconds(after)].filter(
    ([name, seconds]) => seconds > (was.get(name) ?? 0) + 0.01,
  );
  if (grown.length === 0 || !adaptationTools().available) return;
  const names = new Set(grown.map(([name]) => name));
  const profiles = (await voiceProfilesOf(trx, userId)).filter(
    (p) => names.has(p.name_key) && p.adaptation_status !== 'queued' && p.adaptation_status !== 'running',
  );
  for (const profile of profiles) {
    const data: AdaptationJobData = { profileId: profile.id, onDemand: false };
    await ctx.queue.sendJob(trx, ADAPTATION_JOB, data, adaptationJobOptions);
  }
}

/** The enabled adaptations of the user's voices, for the built-in engine. */
export async function voiceTransformsOf(ctx: AppContext, userId: number) {
  return (await enabledAdaptationsOfUser(ctx.db, userId)).map((row) => ({
    name: row.name,
    transform: row.transform,
    means: row.means ?? undefined,
    voiceProfileId: row.voice_profile_id,
    adaptedAt: row.created_at,
  }));
}

/** The saved voice said to be speaking in a transcript (its owner's), as it is named now; none when deleted. */
export async function speakerSaidIn(
  ctx: AppContext,
  transcript: { user_id: number; voice_profile_id: number | null },
): Promise<{ name: string; voice_profile_id: number } | undefined> {
  if (transcript.voice_profile_id === null) return undefined;
  const profile = await findVoiceProfile(ctx.db, transcript.user_id, transcript.voice_profile_id);
  return profile && { name: profile.name, voice_profile_id: profile.id };
}
