import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TFeedRequest, ZFeedListResponse, ZFeedResponse, ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

const feedKeys = { all: ['feeds'] as const };

/** GET /api/v1/feeds: the podcast feeds the user subscribes to. */
export function useFeeds() {
  return useQuery({
    queryKey: feedKeys.all,
    queryFn: async () => (await api.get('/api/v1/feeds', { schema: ZFeedListResponse })).data,
  });
}

/** POST /api/v1/feeds: subscribe; its newest episodes are imported at once, then each new one. */
export function useSubscribeToFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TFeedRequest) =>
      (await api.post('/api/v1/feeds', { schema: ZFeedResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}

/** PATCH /api/v1/feeds/{id}: pause or resume. */
export function usePauseFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, paused }: { id: number; paused: boolean }) =>
      (await api.patch(`/api/v1/feeds/${id}`, { schema: ZFeedResponse, body: { feed_paused: paused } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}

/** DELETE /api/v1/feeds/{id}: no more episodes come from it (those imported stay). */
export function useUnsubscribeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`/api/v1/feeds/${id}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}
