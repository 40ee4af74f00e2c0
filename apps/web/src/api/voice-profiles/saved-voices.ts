import { useQuery } from '@tanstack/react-query';
import { ZVoiceProfileListResponse } from '@transcribe/contract';
import { voiceProfileKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/**
 * GET /api/v1/voice-profile: the user's saved voices, to say who is speaking in a recording (the same list,
 * under the same key, as the profile page's).
 */
export function useSavedVoices(enabled: boolean) {
  return useQuery({
    queryKey: voiceProfileKeys.all,
    queryFn: async () => (await api.get('/api/v1/voice-profile', { schema: ZVoiceProfileListResponse })).data,
    enabled,
  });
}
