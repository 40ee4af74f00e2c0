import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TTranslationLanguage,
  ZMessageResponse,
  ZTranslationListResponse,
  ZTranslationResponse,
  ZTranslationStartResponse,
} from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { transcriptKeys } from '../transcripts/query-keys';

const base = (transcriptId: number) => `/api/v1/audio/transcript/${transcriptId}/translations`;

/** GET …/translations: the transcript's translations, their status and progress. */
export function useTranslationList(transcriptId: number) {
  return useQuery({
    queryKey: transcriptKeys.translations(transcriptId),
    queryFn: async () => (await api.get(base(transcriptId), { schema: ZTranslationListResponse })).data,
  });
}

/** GET …/translations/{language}: one translation with its segments (null: none started). */
export function useTranslationSegments(transcriptId: number, language: TTranslationLanguage | undefined) {
  return useQuery({
    queryKey: transcriptKeys.translation(transcriptId, language ?? ''),
    queryFn: async () =>
      (await api.get(`${base(transcriptId)}/${language}`, { schema: ZTranslationResponse })).data,
    enabled: language !== undefined,
  });
}

/** POST …/translations: starts translating into `language` (a job; progress comes by the event stream). */
export function useStartTranslation(transcriptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: TTranslationLanguage) =>
      (await api.post(base(transcriptId), { schema: ZTranslationStartResponse, body: { language } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transcriptKeys.translations(transcriptId) }),
  });
}

/** DELETE …/translations/{language}: cancels a running translation, or removes an ended one. */
export function useRemoveTranslation(transcriptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: TTranslationLanguage) =>
      api.delete(`${base(transcriptId)}/${language}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transcriptKeys.translations(transcriptId) }),
  });
}
