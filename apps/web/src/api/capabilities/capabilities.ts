import { useQueryClient } from '@tanstack/react-query';
import { type TCapabilities, ZCapabilitiesResponse } from '@transcribe/contract';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

const KEY = ['capabilities'];
const fetchCapabilities = async () =>
  (await api.get('/api/v1/capabilities', { schema: ZCapabilitiesResponse })).data;

/**
 * GET /api/v1/capabilities: what the server can do beyond the built-in (Google sign-in, a language model),
 * read once a visit and kept in the query cache; undefined until known, so nothing is offered before. Read
 * through the client rather than useQuery: the login page then shares no extra chunk with the dashboard.
 */
export function useCapabilities(): TCapabilities | undefined {
  const queryClient = useQueryClient();
  const [capabilities, setCapabilities] = useState(() => queryClient.getQueryData<TCapabilities>(KEY));
  useEffect(() => {
    let live = true;
    queryClient
      .ensureQueryData({ queryKey: KEY, queryFn: fetchCapabilities, staleTime: Number.POSITIVE_INFINITY })
      .then(
        (value) => live && setCapabilities(value),
        () => undefined, // unknown: nothing beyond the built-in is offered
      );
    return () => {
      live = false;
    };
  }, [queryClient]);
  return capabilities;
}
