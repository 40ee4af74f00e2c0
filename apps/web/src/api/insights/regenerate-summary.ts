import { type TSummaryTemplateId, ZTranscriptSummaryResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { summaryPath, useSummaryWrite } from './summary';

/** POST /api/v1/audio/transcript/summary/{id}: the summary written anew with a template. */
export const useRegenerateSummary = (transcriptId: number) =>
  useSummaryWrite(transcriptId, (templateId: TSummaryTemplateId) =>
    api.post(summaryPath(transcriptId), {
      schema: ZTranscriptSummaryResponse,
      body: { template_id: templateId },
    }),
  );
