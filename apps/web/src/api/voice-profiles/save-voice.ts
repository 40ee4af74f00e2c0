import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TVoiceProfileCreateRequest,
  type TVoiceProfileTrainRequest,
  ZVoiceProfileListResponse,
  ZVoiceProfileResponse,
} from '@transcribe/contract';
import { voiceProfileKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/voice-profile: save the voice of one named speaker of a transcript, under the speaker's name.
 * Takes a few seconds (the server decodes the speaker's speech); the profile page's list is read anew.
 */
export function useSaveVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TVoiceProfileCreateRequest) =>
      (await api.post('/api/v1/voice-profile', { schema: ZVoiceProfileResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfileKeys.all }),
  });
}

/**
 * The profile named `name` re-trained from a speaker of a transcript: GET /api/v1/voice-profile finds it
 * (names are unique per user, ignoring case), then POST /api/v1/voice-profile/{id}/train. Resolves to
 * undefined when no profile has that name any more.
 */
export function useUpdateVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, ...body }: TVoiceProfileTrainRequest & { name: string }) => {
      const { data: profiles } = await api.get('/api/v1/voice-profile', {
        schema: ZVoiceProfileListResponse,
      });
      const key = name.trim().toLocaleLowerCase();
      const profile =
        profiles.find((p) => p.voice_profile_name === name.trim()) ??
        profiles.find((p) => p.voice_profile_name.toLocaleLowerCase() === key);
      if (!profile) return undefined;
      return (
        await api.post(`/api/v1/voice-profile/${profile.voice_profile_id}/train`, {
          schema: ZVoiceProfileResponse,
          body,
        })
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfileKeys.all }),
  });
}
