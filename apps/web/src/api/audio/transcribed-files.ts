import { useQuery } from '@tanstack/react-query';
import { ZAudioListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { voiceProfileKeys } from '../voice-profiles/query-keys';

/**
 * GET /api/v1/audio: every file of the user (Recent Files), asked for while re-training is open; the caller
 * keeps those whose newest transcript is completed.
 */
export function useTranscribedFiles(enabled: boolean) {
  return useQuery({
    queryKey: voiceProfileKeys.files,
    queryFn: async () => (await api.get('/api/v1/audio', { schema: ZAudioListResponse })).data,
    enabled,
  });
}
