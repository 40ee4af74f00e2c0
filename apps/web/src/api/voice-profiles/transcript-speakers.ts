import { useQuery } from '@tanstack/react-query';
import { isUnnamedSpeaker, ZTranscriptResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';

/**
 * GET /api/v1/audio/transcript/{id}: the names of the transcript's speakers that a person gave a name
 * ("Speaker 2" is no one to train a voice from), in the order they first speak.
 */
export function useTranscriptSpeakers(transcriptId: number | undefined) {
  return useQuery({
    queryKey: voiceProfileKeys.speakers(transcriptId),
    queryFn: async () => {
      const { data } = await api.get(`/api/v1/audio/transcript/${transcriptId}`, {
        schema: ZTranscriptResponse,
      });
      const names = data.audio_transcript_data.map((block) => block.audio_transcript_data_speaker);
      return [...new Set(names)].filter((name) => name.trim() !== '' && !isUnnamedSpeaker(name));
    },
    enabled: transcriptId !== undefined,
  });
}
