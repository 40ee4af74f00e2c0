import { useQuery } from '@tanstack/react-query';
import { ZVoiceSpeechResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';

/**
 * GET /api/v1/voice-profile/{id}/speech: the files a saved voice speaks in, its talk in each and week by week;
 * read when the person opens it (`enabled`).
 */
export function useVoiceSpeech(id: number, enabled: boolean) {
  return useQuery({
    queryKey: voiceProfileKeys.speech(id),
    queryFn: async () =>
      (await api.get(`/api/v1/voice-profile/${id}/speech`, { schema: ZVoiceSpeechResponse })).data,
    enabled,
  });
}
