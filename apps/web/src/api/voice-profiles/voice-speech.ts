import { useQuery } from '@tanstack/react-query';
import { ZVoiceSpeechResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from './query-keys';

/**
 * GET /api/v1/voice-profile/{id}/speech: the files a saved voice speaks in, its talk in each and week by week,
 * in the user's own files (`workspaceId` null) or in one workspace's; read when the person opens it (`enabled`).
 */
export function useVoiceSpeech(id: number, workspaceId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: voiceProfileKeys.speech(id, workspaceId),
    queryFn: async () => {
      const scope =
        workspaceId === null ? '' : `?${new URLSearchParams({ workspace_id: String(workspaceId) })}`;
      return (await api.get(`/api/v1/voice-profile/${id}/speech${scope}`, { schema: ZVoiceSpeechResponse }))
        .data;
    },
    enabled,
  });
}
