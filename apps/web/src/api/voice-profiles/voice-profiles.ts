import { useQuery } from '@tanstack/react-query';
import { type TVoiceProfile, ZVoiceProfileListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';

/** While a voice's adaptation job waits or runs, the list is asked for again this often (when watched). */
const ADAPTING_POLL_MS = 3000;

const adapting = (profiles: TVoiceProfile[] | undefined) =>
  profiles?.some((p) => ['queued', 'running'].includes(p.voice_profile_adaptation_job.status)) ?? false;

/** GET /api/v1/voice-profile: the signed-in user's voice profiles, by name. */
export const fetchVoiceProfiles = async () =>
  (await api.get('/api/v1/voice-profile', { schema: ZVoiceProfileListResponse })).data;

/**
 * The voice profiles (one list, one key, wherever they show): not loaded while `enabled` is false; with
 * `watchAdaptation` (the profile page), asked for again while one of them is adapting.
 */
export function useVoiceProfiles({ enabled = true, watchAdaptation = false } = {}) {
  return useQuery({
    queryKey: voiceProfileKeys.all,
    queryFn: fetchVoiceProfiles,
    enabled,
    refetchInterval: (query) => (watchAdaptation && adapting(query.state.data) ? ADAPTING_POLL_MS : false),
  });
}

/** The saved voices' names, by name (the speaker filter offers them). */
export const useVoiceNames = (): string[] =>
  (useVoiceProfiles().data ?? []).map((profile) => profile.voice_profile_name);
