import type {
  TPromptSource,
  TSummaryTemplateId,
  TTranscriptKeyNotesResponse,
  TTranscriptSummaryResponse,
} from '@transcribe/contract';

/** The summary as shown: without surrounding white space ('' when there is none). */
export function normaliseSummary(summary: string): string {
  return summary.trim();
}

/** Key notes as shown: trimmed, empties dropped, repeats (ignoring case) dropped, first spelling kept. */
export function normaliseKeyNotes(notes: readonly string[]): string[] {
  const seen = new Set<string>();
  const shown: string[] = [];
  for (const note of notes) {
    const text = note.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    shown.push(text);
  }
  return shown;
}

/** The summary as the Summary tab shows it, with the template it was written with when the server says. */
export interface SummaryData {
  text: string;
  templateId?: TSummaryTemplateId | undefined;
  templateName?: string | undefined;
  /** The folder or tag whose template wrote it by default; undefined: none did (or the server does not say). */
  templateSource?: TPromptSource | undefined;
  edited: boolean;
}

export function toSummaryData(data: TTranscriptSummaryResponse['data']): SummaryData {
  return {
    text: normaliseSummary(data.audio_transcript_summary),
    templateId: data.audio_transcript_summary_template_id,
    templateName: data.audio_transcript_summary_template_name,
    templateSource: data.audio_transcript_summary_template_source ?? undefined,
    edited: data.audio_transcript_summary_edited ?? false,
  };
}

/** The key notes as the Key notes tab lists them. */
export const toKeyNotes = (data: TTranscriptKeyNotesResponse['data']) =>
  normaliseKeyNotes(data.audio_transcript_keynotes);
