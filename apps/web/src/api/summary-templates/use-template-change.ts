import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryTemplateKeys } from './query-keys';

/** A change of the templates; after any, the one list (profile page and Summary tab picker) is fetched again. */
export function useTemplateChange<V, R>(send: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryTemplateKeys.all }),
  });
}
