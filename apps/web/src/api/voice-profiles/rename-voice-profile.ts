import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TVoiceProfileRenameRequest, ZVoiceProfileResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';

/** PATCH /api/v1/voice-profile/{id}: a new name; later transcripts name the person by it. */
export function useRenameVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: TVoiceProfileRenameRequest & { id: number }) =>
      (await api.patch(`/api/v1/voice-profile/${id}`, { schema: ZVoiceProfileResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceProfileKeys.all }),
  });
}
