import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TSummaryTemplateId,
  type TTranscriptSummaryResponse,
  ZTranscriptSummaryResponse,
} from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { normaliseSummary } from '../../features/transcript/model/insights';
import { transcriptKeys } from '../transcripts/query-keys';

/** The summary as the Summary tab shows it, with the template it was written with when the server says. */
export interface SummaryData {
  text: string;
  templateId?: TSummaryTemplateId | undefined;
  templateName?: string | undefined;
  edited: boolean;
}

export function toSummaryData(data: TTranscriptSummaryResponse['data']): SummaryData {
  return {
    text: normaliseSummary(data.audio_transcript_summary),
    templateId: data.audio_transcript_summary_template_id,
    templateName: data.audio_transcript_summary_template_name,
    edited: data.audio_transcript_summary_edited ?? false,
  };
}

/** A new summary replaces the cached one, so the tab shows it without asking again. */
function useSummaryWrite<V>(transcriptId: number, send: (value: V) => Promise<TTranscriptSummaryResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: V) => toSummaryData((await send(value)).data),
    onSuccess: (summary) =>
      queryClient.setQueryData(transcriptKeys.insight(transcriptId, 'summary'), summary),
  });
}

/** POST /api/v1/audio/transcript/summary/{id}: the summary written anew with a template. */
export const useRegenerateSummary = (transcriptId: number) =>
  useSummaryWrite(transcriptId, (templateId: TSummaryTemplateId) =>
    api.post(`/api/v1/audio/transcript/summary/${transcriptId}`, {
      schema: ZTranscriptSummaryResponse,
      body: { template_id: templateId },
    }),
  );

/** PUT /api/v1/audio/transcript/summary/{id}: the summary as written by hand. */
export const useEditSummary = (transcriptId: number) =>
  useSummaryWrite(transcriptId, (text: string) =>
    api.put(`/api/v1/audio/transcript/summary/${transcriptId}`, {
      schema: ZTranscriptSummaryResponse,
      body: { audio_transcript_summary: text },
    }),
  );
