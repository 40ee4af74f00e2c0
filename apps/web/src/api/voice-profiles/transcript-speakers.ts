import { useQuery } from '@tanstack/react-query';
import { isUnnamedSpeaker } from '@transcribe/contract';
import { fetchTranscriptData } from '@/api/transcripts/transcript';
import { voiceProfileKeys } from './query-keys';

/**
 * The names of a transcript's speakers that a person gave a name ("Speaker 2" is no one to train a voice
 * from), in the order they first speak: the transcript (GET /api/v1/audio/transcript/{id}) read for
 * re-training, under a key of its own.
 */
export function useTranscriptSpeakers(transcriptId: number | undefined) {
  return useQuery({
    queryKey: voiceProfileKeys.speakers(transcriptId),
    queryFn: async () => {
      const data = await fetchTranscriptData(transcriptId);
      const names = data.audio_transcript_data.map((block) => block.audio_transcript_data_speaker);
      return [...new Set(names)].filter((name) => name.trim() !== '' && !isUnnamedSpeaker(name));
    },
    enabled: transcriptId !== undefined,
  });
}
