import { speakerStatsOf, type TVoiceSpeech } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { type SpeakerScope, transcriptsNaming } from '../../db/repositories/transcripts.js';
import { findVoiceProfile } from '../../db/repositories/voice-profiles.js';
import { notFound } from '../../domain/app-error.js';
import { parseBlocks } from '../core/transcript-data.js';
import { membershipFor } from '../core/workspace-roles.js';

/** The Monday (UTC) of the week a moment falls in, as YYYY-MM-DD. */
function weekStart(iso: string): string {
  const day = new Date(iso);
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Where one of the user's saved voices speaks (the newest transcript of each file, a speaker by the voice's
 * name), how much in each, in all, and week by week (its share of everyone's talk in those files): across their
 * own files, or, given `workspaceId`, across that workspace's files, whoever added them, when the user may read
 * them as a member (anyone else gets the workspace's 404). The voice is always the user's own.
 */
export async function voiceProfileSpeech(
  ctx: AppContext,
  userId: number,
  id: number,
  workspaceId?: number,
): Promise<TVoiceSpeech> {
  const profile = await findVoiceProfile(ctx.db, userId, id);
  if (!profile) throw notFound('Voice profile');
  let scope: SpeakerScope = { userId };
  if (workspaceId !== undefined) {
    await membershipFor(ctx, userId, workspaceId, 'read');
    scope = { workspaceId };
  }
  const files = [];
  const weeks = new Map<string, { talk: number; all: number }>();
  for (const row of await transcriptsNaming(ctx.db, scope, profile.name)) {
    const stats = speakerStatsOf(parseBlocks(row.data ?? '[]'));
    const own = stats.speakers.find((speaker) => speaker.speaker === profile.name);
    if (!own) continue;
    const created = new Date(row.created_at).toISOString();
    files.push({
      audio_id: row.audio_id,
      file_name: row.file_name,
      created_at: created,
      talk_seconds: own.talk_seconds,
      talk_share: own.talk_share,
    });
    const week = weeks.get(weekStart(created)) ?? { talk: 0, all: 0 };
    week.talk += own.talk_seconds;
    week.all += stats.speakers.reduce((sum, speaker) => sum + speaker.talk_seconds, 0);
    weeks.set(weekStart(created), week);
  }
  return {
    voice_profile_id: profile.id,
    files,
    total_talk_seconds: files.reduce((sum, file) => sum + file.talk_seconds, 0),
    weeks: [...weeks]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week_start, { talk, all }]) => ({
        week_start,
        talk_seconds: talk,
        talk_share: all > 0 ? talk / all : 0,
      })),
  };
}
