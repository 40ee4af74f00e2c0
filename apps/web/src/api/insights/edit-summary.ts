import { ZTranscriptSummaryResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { summaryPath, useSummaryWrite } from './summary';

/** PUT /api/v1/audio/transcript/summary/{id}: the summary as written by hand. */
export const useEditSummary = (transcriptId: number) =>
  useSummaryWrite(transcriptId, (text: string) =>
    api.put(summaryPath(transcriptId), {
      schema: ZTranscriptSummaryResponse,
      body: { audio_transcript_summary: text },
    }),
  );
