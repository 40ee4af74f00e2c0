import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';

/** DELETE /api/v1/voice-profile/{id}: the voice numbers are gone; transcripts already made keep their names. */
export function useDeleteVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`/api/v1/voice-profile/${id}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfileKeys.all }),
  });
}
