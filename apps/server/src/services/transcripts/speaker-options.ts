import type { TranscriptRow } from '../../db/schema.js';

/**
 * How the speakers are told apart: a file made of tracks (`trackNames`, the JSON its audio row keeps) by
 * channel unless by voice was asked for, each channel named after its track; any other as asked, with the
 * channels' names asked for.
 */
export function speakerOptions(transcript: TranscriptRow, trackNames: string | null) {
  if (trackNames && transcript.speakers_by !== 'voice')
    return { speakersBy: 'channel' as const, channelNames: JSON.parse(trackNames) as string[] };
  return {
    speakersBy: transcript.speakers_by,
    channelNames: transcript.channel_names ? (JSON.parse(transcript.channel_names) as string[]) : undefined,
  };
}
