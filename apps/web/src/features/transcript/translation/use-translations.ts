import { useQueryClient } from '@tanstack/react-query';
import type {
  TTranslatedSegment,
  TTranslationEvent,
  TTranslationLanguage,
  TTranslationSummary,
} from '@transcribe/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { useRemoveTranslation } from '@/api/translations/remove-translation';
import { useStartTranslation } from '@/api/translations/start-translation';
import { useTranslationSegments } from '@/api/translations/translation';
import { useTranslationList } from '@/api/translations/translations';
import { onTranslationEvent } from '@/lib/progress/translation-events';

type Live = Pick<TTranslationEvent, 'status' | 'progress' | 'error_message'>;

export const isRunning = (status: TTranslationSummary['status']) =>
  status === 'queued' || status === 'running';

/**
 * A transcript's translations as the viewer shows them: the server's list with the event stream's live
 * progress over it, the one shown side by side and its segments by id, and starting, cancelling and
 * removing. A translation started here is shown side by side once it completes.
 */
export function useTranslations(transcriptId: number) {
  const queryClient = useQueryClient();
  const list = useTranslationList(transcriptId);
  const startMutation = useStartTranslation(transcriptId);
  const removeMutation = useRemoveTranslation(transcriptId);
  const [live, setLive] = useState<ReadonlyMap<string, Live>>(new Map());
  const [shown, setShown] = useState<TTranslationLanguage | undefined>();
  const startedHere = useRef(new Set<string>());

  const forget = useCallback((language: string) => {
    setLive((current) => {
      const next = new Map(current);
      next.delete(language);
      return next;
    });
  }, []);

  useEffect(
    () =>
      onTranslationEvent((event) => {
        if (event.transcript_id !== transcriptId) return;
        setLive((current) => new Map(current).set(event.language, event));
        const known = queryClient
          .getQueryData<TTranslationSummary[]>(transcriptKeys.translations(transcriptId))
          ?.some((item) => item.language === event.language);
        // One started elsewhere (another tab, another member) is listed once the list is read again.
        if (isRunning(event.status) && known) return;
        void queryClient.invalidateQueries({ queryKey: transcriptKeys.translations(transcriptId) });
        if (event.status === 'completed' && startedHere.current.delete(event.language))
          setShown(event.language);
      }),
    [transcriptId, queryClient],
  );

  const translations = useMemo(
    () => (list.data ?? []).map((item) => ({ ...item, ...live.get(item.language) })),
    [list.data, live],
  );
  const shownItem = translations.find((item) => item.language === shown && item.status === 'completed');
  const segments = useTranslationSegments(transcriptId, shownItem?.language);
  const byId = useMemo(
    () =>
      segments.data
        ? new Map<number, TTranslatedSegment>(segments.data.segments.map((s) => [s.segment_id, s]))
        : undefined,
    [segments.data],
  );

  async function start(language: TTranslationLanguage) {
    forget(language);
    startedHere.current.add(language);
    if (shown === language) setShown(undefined);
    await startMutation.mutateAsync(language);
  }

  async function remove(language: TTranslationLanguage) {
    startedHere.current.delete(language);
    if (shown === language) setShown(undefined);
    await removeMutation.mutateAsync(language);
    forget(language);
  }

  return {
    translations,
    running: translations.find((item) => isRunning(item.status)),
    completed: translations.filter((item) => item.status === 'completed'),
    shown: shownItem?.language,
    setShown,
    /** The shown translation's segments by id, once loaded. */
    segments: shownItem ? byId : undefined,
    start,
    remove,
    busy: startMutation.isPending || removeMutation.isPending,
  };
}

export type TranslationsState = ReturnType<typeof useTranslations>;
