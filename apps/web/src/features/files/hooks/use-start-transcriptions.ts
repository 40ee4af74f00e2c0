import { useQueryClient } from '@tanstack/react-query';
import type { TTranscriptionRequest } from '@transcribe/contract';
import { toast } from 'sonner';
import { useInvalidateFiles } from '@/api/audio/invalidate-files';
import { startTranscription } from '@/api/transcripts/start-transcription';
import { workspaceKeys } from '@/api/workspaces/query-keys';
import { useErrorText } from '@/lib/error-text';
import { useSession } from '@/lib/session/session-context';
import { useUsageRefresh } from '@/lib/session/use-usage-refresh';

/** The spec's delay before the list is read again after transcriptions were started. */
const REFETCH_DELAY_MS = 1000;

/** True when today's transcriptions reached a (non-null) plan limit: upload and record show the limit state. */
export function useDailyLimitReached(): boolean {
  const plan = useSession().user?.user_plan;
  const limit = plan?.user_plan_audio_upload_daily_limit;
  return limit !== null && limit !== undefined && (plan?.user_plan_audio_upload_daily_usage ?? 0) >= limit;
}

/** Starts a transcription for each uploaded file, then refreshes the list (a second later) and the usage. */
export function useStartTranscriptions() {
  const errorText = useErrorText();
  const invalidate = useInvalidateFiles();
  const refreshUsage = useUsageRefresh();
  const queryClient = useQueryClient();

  return async (audioIds: number[], request: TTranscriptionRequest): Promise<number> => {
    let started = 0;
    for (const audioId of audioIds) {
      try {
        await startTranscription(audioId, request);
        started += 1;
      } catch (error) {
        toast.error(errorText(error, 'upload.startFailed', { audioId }));
      }
    }
    void invalidate();
    setTimeout(() => void invalidate(), REFETCH_DELAY_MS);
    refreshUsage();
    // A workspace's files count against the workspace: its usage is read again too.
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
    return started;
  };
}
