import { useQuery } from '@tanstack/react-query';
import { type TVoiceProfile, ZVoiceProfileListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';

/** While a voice's adaptation job waits or runs, the list is asked for again this often. */
const ADAPTING_POLL_MS = 3000;

const adapting = (profiles: TVoiceProfile[] | undefined) =>
  profiles?.some((p) => ['queued', 'running'].includes(p.voice_profile_adaptation_job.status)) ?? false;

/** GET /api/v1/voice-profile: the signed-in user's voice profiles, by name (polled while one is adapting). */
export function useVoiceProfiles() {
  return useQuery({
    queryKey: voiceProfileKeys.all,
    queryFn: async () => (await api.get('/api/v1/voice-profile', { schema: ZVoiceProfileListResponse })).data,
    refetchInterval: (query) => (adapting(query.state.data) ? ADAPTING_POLL_MS : false),
  });
}
