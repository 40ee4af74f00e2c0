import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TVoiceProfileCreateRequest, ZVoiceProfileResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';

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
