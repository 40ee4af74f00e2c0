import type { TTranscriptionRequest } from '@transcribe/contract';
import type { UploadFields } from '@/api/uploads/upload-fields';
import { type CaptureSource, MICROPHONE_CHANNEL, SHARED_CHANNEL } from '../recording/capture-sources';
import type { RecordingSession } from '../recording/recording-session';
import { useStartTranscriptions } from './use-start-transcriptions';

/** The speakers' names of a "Tab or screen + microphone" recording (renameable in the transcript later). */
export interface SpeakerNames {
  microphone: string;
  shared: string;
}

/** How a source's recording tells its speakers apart. */
function speakersOf(
  request: TTranscriptionRequest,
  source: CaptureSource,
  names: SpeakerNames | undefined,
): TTranscriptionRequest {
  if (source === 'microphone') return { ...request, audio_transcript_num_speakers: 1 };
  const { audio_transcript_voice_profile_id: _voice, ...rest } = request;
  // A tab alone: a meeting or a video, however many people, told apart by voice (never split by channel).
  if (source === 'tab')
    return { ...rest, audio_transcript_num_speakers: 0, audio_transcript_speakers_by: 'voice' };
  const channelNames: string[] = [];
  channelNames[MICROPHONE_CHANNEL] = names?.microphone ?? 'Me';
  channelNames[SHARED_CHANNEL] = names?.shared ?? 'Them';
  // The microphone and the tab on their own channels: one speaker each, named.
  return {
    ...rest,
    audio_transcript_num_speakers: 2,
    audio_transcript_speakers_by: 'channel',
    audio_transcript_channel_names: channelNames,
  };
}

/**
 * The spec's options for a recording: diarize false, and the transcript for one speaker (the microphone);
 * for a shared tab, its speakers by voice, or with the microphone one speaker a channel.
 */
export const recordingOptions = (
  fields: UploadFields,
  request: TTranscriptionRequest,
  source: CaptureSource = 'microphone',
  names?: SpeakerNames,
) => ({
  fields: { ...fields, diarize: false, speakerCount: undefined },
  request: speakersOf(request, source, names),
});

/**
 * Sends a stopped or recovered recording (what the server does not have yet) and starts its
 * transcription with the options chosen when it was recorded, else `fallback`'s.
 */
export function useSendRecording() {
  const startTranscriptions = useStartTranscriptions();
  return async (
    recording: RecordingSession,
    fallback: ReturnType<typeof recordingOptions> | undefined,
  ): Promise<void> => {
    const options = recording.options ?? fallback;
    if (!options) throw new Error('No transcription options for the recording.');
    const item = await recording.finish(options.fields);
    await startTranscriptions([item.audio_id], options.request);
  };
}
