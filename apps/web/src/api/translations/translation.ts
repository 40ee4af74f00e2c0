import { useQuery } from '@tanstack/react-query';
import { type TTranslationLanguage, ZTranslationResponse } from '@transcribe/contract';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { api } from '@/lib/api-client';
import { translationsPath } from './translations';

/** GET …/translations/{language}: one translation with its segments (null: none started). */
export function useTranslationSegments(transcriptId: number, language: TTranslationLanguage | undefined) {
  return useQuery({
    queryKey: transcriptKeys.translation(transcriptId, language ?? ''),
    queryFn: async () =>
      (await api.get(`${translationsPath(transcriptId)}/${language}`, { schema: ZTranslationResponse })).data,
    enabled: language !== undefined,
  });
}
