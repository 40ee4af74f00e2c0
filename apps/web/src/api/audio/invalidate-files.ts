import { useQueryClient } from '@tanstack/react-query';
import { audioKeys } from './query-keys';

/** Refreshes every file list after a change. */
export function useInvalidateFiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: audioKeys.all });
}
