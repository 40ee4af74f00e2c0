import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZVoiceProfileResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';

/**
 * POST /api/v1/voice-profile/{id}/adapt: the speech engine adapted to the voice from its verified speech,
 * as a job on the server; the profile answered carries the job's state.
 */
export function useAdaptVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.post(`/api/v1/voice-profile/${id}/adapt`, { schema: ZVoiceProfileResponse })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfileKeys.all }),
  });
}
