import { useQuery } from '@tanstack/react-query';
import { type TInstallingMode, ZInstallingModesResponse } from '@transcribe/contract';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';
import { useRefreshModes } from './refresh-modes';

/** How often the list is asked for again while a mode is on its way. */
const INSTALLING_POLL_MS = 3000;

/**
 * GET /api/v1/audio/transcript/model/installing: the transcription modes being downloaded now, asked for
 * again every few seconds while there are some (not while `enabled` is false). When one is done (or stops),
 * the modes and languages are asked for again, so a mode just installed is offered.
 */
export function useInstallingModes(enabled: boolean): TInstallingMode[] {
  const query = useQuery({
    queryKey: catalogueKeys.installing,
    queryFn: async () =>
      (await api.get('/api/v1/audio/transcript/model/installing', { schema: ZInstallingModesResponse })).data,
    enabled,
    staleTime: 0,
    refetchInterval: ({ state }) => (state.data?.length ? INSTALLING_POLL_MS : false),
  });
  const refreshModes = useRefreshModes();
  const key = query.data?.map((mode) => mode.name).join(',');
  const before = useRef<string[]>(undefined);
  useEffect(() => {
    if (key === undefined) return;
    const now = key ? key.split(',') : [];
    const finished = before.current?.some((name) => !now.includes(name));
    before.current = now;
    if (finished) refreshModes();
  }, [key, refreshModes]);
  return query.data ?? [];
}
