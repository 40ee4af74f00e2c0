import { useQueryClient } from '@tanstack/react-query';
import { audioKeys } from '@/api/audio/query-keys';
import { folderKeys } from '@/api/folders/query-keys';
import { tagKeys } from '@/api/tags/query-keys';
import { useSession } from '@/lib/session/session-context';

/**
 * After bulk work: every file list, the tags (how many files bear each), the folders (their file counts) and
 * the profile (a transcription or a delete changes the day's usage) are read again.
 */
export function useRefreshAfterBulk() {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: audioKeys.all }),
      queryClient.invalidateQueries({ queryKey: tagKeys.all }),
      queryClient.invalidateQueries({ queryKey: folderKeys.all }),
      refreshUser().catch(() => undefined),
    ]);
}
