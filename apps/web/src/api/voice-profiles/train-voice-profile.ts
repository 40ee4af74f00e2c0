import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TVoiceProfileTrainRequest, ZVoiceProfileResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';
import { fetchVoiceProfiles } from './voice-profiles';

/**
 * POST /api/v1/voice-profile/{id}/train: the profile's voice numbers made anew from one speaker of a
 * transcript. Takes a few seconds: the server decodes that speaker's speech.
 */
const trainVoiceProfile = async ({ id, ...body }: TVoiceProfileTrainRequest & { id: number }) =>
  (await api.post(`/api/v1/voice-profile/${id}/train`, { schema: ZVoiceProfileResponse, body })).data;

/** Re-training a chosen profile (the profile page); the list is read anew. */
export function useTrainVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trainVoiceProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfileKeys.all }),
  });
}

/**
 * The profile named `name` re-trained from a speaker of a transcript (the viewer): the list as the server
 * has it now finds it (names are unique per user, ignoring case), then it is trained. Resolves to undefined
 * when no profile has that name any more.
 */
export function useUpdateVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, ...body }: TVoiceProfileTrainRequest & { name: string }) => {
      const profiles = await fetchVoiceProfiles();
      const key = name.trim().toLocaleLowerCase();
      const profile =
        profiles.find((p) => p.voice_profile_name === name.trim()) ??
        profiles.find((p) => p.voice_profile_name.toLocaleLowerCase() === key);
      return profile ? trainVoiceProfile({ ...body, id: profile.voice_profile_id }) : undefined;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfileKeys.all }),
  });
}
