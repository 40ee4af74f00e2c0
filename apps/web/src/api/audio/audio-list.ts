import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  usePrefetchInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { type TAudioItem, type TAudioListResponse, ZAudioListResponse } from '@transcribe/contract';
import { useMemo } from 'react';
import { api } from '@/lib/api-client';
import { statusClass } from '@/lib/transcript-status';
import { audioPagePath } from './audio-page-path';
import { audioKeys } from './query-keys';

/** While something is being transcribed the list is read again this often (the event stream is faster). */
const REFETCH_WHILE_BUSY_MS = 10_000;

type Pages = InfiniteData<TAudioListResponse>;

const itemsOf = (data: Pages | undefined): TAudioItem[] => data?.pages.flatMap((page) => page.data) ?? [];

const hasRunningTranscript = (items: TAudioItem[]) =>
  items.some((item) => statusClass(item.audio_transcript[0]?.audio_transcript_status) === 'inProgress');

/**
 * GET /api/v1/audio a page at a time: every file (Recent Files, folderId null) or one folder's, newest first
 * unless `listQuery` (the address's filters and sort, see listQueryIn) says otherwise.
 */
const audioPagesOptions = (folderId: number | null, listQuery: string) =>
  infiniteQueryOptions({
    queryKey: audioKeys.pages(folderId, listQuery),
    queryFn: ({ pageParam }) =>
      api.get(audioPagePath(folderId, pageParam, listQuery), { schema: ZAudioListResponse }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TAudioListResponse) => last.next_cursor,
    refetchInterval: (q) => (hasRunningTranscript(itemsOf(q.state.data)) ? REFETCH_WHILE_BUSY_MS : false),
  });

/** The first page, read before the app's first render when it opens on the list (see routes.tsx). */
export const prefetchAudioPages = (client: QueryClient, folderId: number | null, listQuery = '') =>
  client.prefetchInfiniteQuery(audioPagesOptions(folderId, listQuery));

/**
 * The list a page at a time. The next page comes when the list nears its end (`fetchNextPage`); a refetch
 * (while something transcribes, or after a change) reads the loaded pages again from the first.
 */
export function useAudioPages(folderId: number | null, listQuery = '') {
  const options = audioPagesOptions(folderId, listQuery);
  // The first page is asked for while the page renders, not after its first paint (a query's own fetch
  // starts then): on a slow machine that paint is most of the time to the first row.
  usePrefetchInfiniteQuery(options);
  const query = useInfiniteQuery(options);
  const items = useMemo(() => itemsOf(query.data), [query.data]);
  return { ...query, items };
}

export type AudioPages = ReturnType<typeof useAudioPages>;

/**
 * GET /api/v1/audio unpaged: every file of the user (Recent Files) at once, for a choice among all of them
 * (re-training a voice keeps those whose newest transcript is completed).
 */
export function useAllFiles(enabled: boolean) {
  return useQuery({
    queryKey: audioKeys.list(null),
    queryFn: async () => (await api.get('/api/v1/audio', { schema: ZAudioListResponse })).data,
    enabled,
  });
}
