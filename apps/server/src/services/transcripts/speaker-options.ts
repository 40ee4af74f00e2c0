import type { AppContext } from '../../app-context.js';
import { audioById } from '../../db/repositories/audio.js';
import type { TranscriptRow } from '../../db/schema.js';

/**
 * How the speakers are told apart: a file made of tracks by channel (unless by voice was asked for), each
 * channel named after its track; any other as asked, with the channels' names asked for.
 */
export async function speakerOptions(ctx: AppContext, transcript: TranscriptRow) {
  const tracks = (await audioById(ctx.db, transcript.audio_id))?.track_names;
  if (tracks && transcript.speakers_by !== 'voice')
    return { speakersBy: 'channel' as const, channelNames: JSON.parse(tracks) as string[] };
  return {
    speakersBy: transcript.speakers_by,
    channelNames: transcript.channel_names ? (JSON.parse(transcript.channel_names) as string[]) : undefined,
  };
}
