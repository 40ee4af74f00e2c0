import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TVoiceProfileTrainRequest, ZVoiceProfileResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';

/**
 * POST /api/v1/voice-profile/{id}/train: the profile's voice numbers made anew from one speaker of another
 * transcript. Takes a few seconds: the server decodes that speaker's speech.
 */
export function useTrainVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: TVoiceProfileTrainRequest & { id: number }) =>
      (await api.post(`/api/v1/voice-profile/${id}/train`, { schema: ZVoiceProfileResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfileKeys.all }),
  });
}
