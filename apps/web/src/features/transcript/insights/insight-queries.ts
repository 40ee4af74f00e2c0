import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { normaliseKeyNotes, normaliseSummary } from './normalise';

// The raw answer: the normalisers accept every name the spec allows, not only the server's own shape.
const ZAnything = z.unknown();

/**
 * GET /api/v1/audio/transcript/{kind}/{id}, normalised: asked for when its panel first mounts (the tab
 * opens), and once per transcript for the session (an insight does not change under the user).
 */
function useInsight<T>(kind: 'summary' | 'keynotes', transcriptId: number, normalise: (body: unknown) => T) {
  return useQuery({
    queryKey: ['transcript', transcriptId, kind],
    queryFn: async () =>
      normalise(await api.get(`/api/v1/audio/transcript/${kind}/${transcriptId}`, { schema: ZAnything })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The summary text ('' when there is none). */
export const useSummary = (transcriptId: number) => useInsight('summary', transcriptId, normaliseSummary);

/** The key notes as a list. */
export const useKeyNotes = (transcriptId: number) => useInsight('keynotes', transcriptId, normaliseKeyNotes);
