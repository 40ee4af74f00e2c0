import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TShareLink, ZMessageResponse } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { shareLinkKeys } from './query-keys';

/**
 * DELETE /api/v1/share/{id}: the link stops opening at once. Says so (or why not) in a toast; `revokingId`
 * is the link being revoked, for its button's busy state. Profile's and the Share dialog's lists use it.
 */
export function useRevokeShareLink() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (id: number) => api.delete(`/api/v1/share/${id}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.all }),
  });
  return {
    revoke: (link: TShareLink) =>
      mutation.mutate(link.share_link_id, {
        onSuccess: () => toast.success(t('share.revoked')),
        onError: (error) => toast.error(errorText(error, 'share.revokeFailed')),
      }),
    revokingId: mutation.isPending ? mutation.variables : undefined,
  };
}
