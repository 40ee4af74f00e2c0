import { z } from 'zod';
import { ZPromptSource } from './file-prompts.js';
import { ZSummaryTemplateId } from './summary-templates.js';

export const ZTranscriptSummaryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    audio_transcript_summary: z.string(),
    /** The template it was written with ('default' for the default summary). */
    audio_transcript_summary_template_id: ZSummaryTemplateId.optional(),
    /** That template's name when the summary was written (a built-in one's in English). */
    audio_transcript_summary_template_name: z.string().optional(),
    /** Written or changed by hand: kept as it is until the summary is regenerated. */
    audio_transcript_summary_edited: z.boolean().optional(),
    /** The folder or tag whose template wrote the summary by default (see file-prompts.ts); null: none did. */
    audio_transcript_summary_template_source: ZPromptSource.nullable().optional(),
  }),
});
export type TTranscriptSummaryResponse = z.infer<typeof ZTranscriptSummaryResponse>;

export const ZTranscriptKeyNotesResponse = z.object({
  success: z.literal(true),
  data: z.object({ audio_transcript_keynotes: z.array(z.string()) }),
});
export type TTranscriptKeyNotesResponse = z.infer<typeof ZTranscriptKeyNotesResponse>;

/**
 * The five formats the product offers, plus WebVTT for players on the web and ASS (Advanced SubStation Alpha:
 * a colour a speaker) for video players and editors.
 */
export const EXPORT_FORMATS = ['pdf', 'docx', 'txt', 'csv', 'srt', 'vtt', 'ass'] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS);
export type TExportFormat = z.infer<typeof ZExportFormat>;

/**
 * The export request. The format is any string here, so that an unknown one gets the server's own
 * 'Unsupported export format.' answer rather than a generic validation message.
 */
export const ZTranscriptExportRequest = z.object({
  audio_transcript_export_type: z.string().trim().toLowerCase(),
  /** Start times beside the text (default on). */
  audio_transcript_export_timestamps: z.boolean().default(true),
  /** Speaker names beside the text (default on). */
  audio_transcript_export_speakers: z.boolean().default(true),
});
export type TTranscriptExportRequest = z.infer<typeof ZTranscriptExportRequest>;

/** POST /audio/transcript/export/{id}/video: the video with the transcript as a subtitle track. */
export const ZVideoExportRequest = z.object({
  /** Speaker names in the subtitles (default on). */
  audio_transcript_export_speakers: z.boolean().default(true),
});
export type TVideoExportRequest = z.input<typeof ZVideoExportRequest>;

/** The most transcripts one zip holds. */
export const EXPORT_ZIP_MAX = 100;

/** POST /audio/transcript/export: several transcripts in one format, as one zip. */
export const ZTranscriptsExportRequest = ZTranscriptExportRequest.extend({
  audio_transcript_ids: z
    .array(z.number().int().positive())
    .min(1, { error: 'Choose at least one transcript.' })
    .max(EXPORT_ZIP_MAX, { error: `A zip holds at most ${EXPORT_ZIP_MAX} transcripts.` }),
});
export type TTranscriptsExportRequest = z.infer<typeof ZTranscriptsExportRequest>;
