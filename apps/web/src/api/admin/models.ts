import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type TAdminModels, ZAdminModelsResponse } from '@transcribe/contract';
import { useEffect, useRef, useState } from 'react';
import { useRefreshModes } from '@/api/catalogue/refresh-modes';
import { api } from '@/lib/api-client';
import { watchModelEvents } from './model-events';
import { adminKeys } from './query-keys';

/** How often the list is asked for when the event stream failed. */
const FALLBACK_POLL_MS = 2000;

/**
 * GET /api/v1/admin/models: every catalogue model with its state, and the disk they use. Kept current by
 * the event stream (GET /api/v1/admin/models/events) while mounted; when that fails, asked for every 2 s.
 */
export function useAdminModels() {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(true);
  useEffect(() => {
    const events = watchModelEvents((models) => queryClient.setQueryData(adminKeys.models, models));
    events.finished.catch(() => setStreaming(false));
    return events.stop;
  }, [queryClient]);
  const query = useQuery({
    queryKey: adminKeys.models,
    queryFn: async () => (await api.get('/api/v1/admin/models', { schema: ZAdminModelsResponse })).data,
    refetchInterval: streaming ? false : FALLBACK_POLL_MS,
  });
  useInstalledChanges(query.data);
  return query;
}

/**
 * A model installed or removed changes what the server offers: the dialogs' modes and languages and the
 * System tab are asked for again.
 */
function useInstalledChanges(data: TAdminModels | undefined) {
  const queryClient = useQueryClient();
  const refreshModes = useRefreshModes();
  const installed = data?.models
    .filter((model) => model.state === 'installed')
    .map((model) => model.name)
    .join(',');
  const before = useRef(installed);
  useEffect(() => {
    if (installed === undefined) return;
    const changed = before.current !== undefined && before.current !== installed;
    before.current = installed;
    if (!changed) return;
    refreshModes();
    void queryClient.invalidateQueries({ queryKey: adminKeys.system });
  }, [installed, refreshModes, queryClient]);
}
