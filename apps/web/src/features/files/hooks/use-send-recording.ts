import type { TTranscriptionRequest } from '@transcribe/contract';
import type { UploadFields } from '@/api/uploads/upload-fields';
import type { RecordingSession } from '../recording/recording-session';
import { useStartTranscriptions } from './use-start-transcriptions';

/** The spec's options for a recording: diarize false, and the transcript for one speaker. */
export const recordingOptions = (fields: UploadFields, request: TTranscriptionRequest) => ({
  fields: { ...fields, diarize: false, speakerCount: undefined },
  request: { ...request, audio_transcript_num_speakers: 1 },
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
