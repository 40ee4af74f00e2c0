import { useQuery } from '@tanstack/react-query';
import { ZVoiceProfileListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';

/** GET /api/v1/voice-profile: the signed-in user's voice profiles, by name. */
export function useVoiceProfiles() {
  return useQuery({
    queryKey: voiceProfileKeys.all,
    queryFn: async () => (await api.get('/api/v1/voice-profile', { schema: ZVoiceProfileListResponse })).data,
  });
}
