import { speakerStatsOf, type TSpeakerStats } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { audioById } from '../../db/repositories/audio.js';
import { completedTranscript } from '../core/completed-transcript.js';

/** Who spoke how much in a transcript the user may read (404 for anyone else's, as for a missing one). */
export async function transcriptSpeakerStats(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<TSpeakerStats> {
  const transcript = await completedTranscript(ctx, userId, id, 'read');
  const audio = await audioById(ctx.db, transcript.audio_id);
  return speakerStatsOf(transcript.blocks, audio?.duration_seconds ?? 0);
}
