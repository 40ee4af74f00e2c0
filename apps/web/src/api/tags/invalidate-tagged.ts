import { useQueryClient } from '@tanstack/react-query';
import { audioKeys } from '@/api/audio/query-keys';
import { tagKeys } from './query-keys';

/** After a change of tags: the tag lists (names, colours, counts) and every file list (the chips on files). */
export function useInvalidateTagged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tagKeys.all }),
      queryClient.invalidateQueries({ queryKey: audioKeys.all }),
    ]);
}
