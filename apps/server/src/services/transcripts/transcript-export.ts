import {
  type TSpeakerBlock,
  type TTranscriptExportRequest,
  type TTranslationLanguage,
  ZExportFormat,
} from '@transcribe/contract';
import { pdfFonts } from '../../adapters/pdf-fonts.js';
import type { AppContext } from '../../app-context.js';
import { tagNamesOfFile } from '../../db/repositories/file-tags.js';
import { AppError } from '../../domain/app-error.js';
import { languageById, languageByIso } from '../../domain/languages.js';
import { EXPORT_CONTENT_TYPES, renderExport } from '../../exports/formats.js';
import { speakerCount } from '../../pipeline/speaker-blocks.js';
import { audioFor } from '../core/access.js';
import { completedTranscript } from '../core/completed-transcript.js';
import { withoutExtension } from '../core/file-names.js';
import { exportableSummary } from '../insights/transcript-summary.js';
import { finishedTranslation } from '../translation/translations.js';

export interface ExportFile {
  body: Buffer;
  contentType: string;
  /** The audio's name with the format's extension in place of its own. */
  fileName: string;
}

/** What a transcript file is made of: the recording's facts and the speaker blocks to write. */
export interface TranscriptFileSource {
  fileName: string;
  createdAt: string;
  durationSeconds: number;
  languageId: number;
  blocks: TSpeakerBlock[];
  /** The transcript's summary, for the top of a PDF or DOCX; none when it has none. */
  summary?: string | undefined;
  /** The file's tags' names (its owner's own organisation: a shared link's export leaves them out). */
  tags?: string[] | undefined;
}

/** The blocks as a file in the requested format, named after the recording. */
export async function renderTranscriptFile(
  request: TTranscriptExportRequest,
  source: TranscriptFileSource,
): Promise<ExportFile> {
  const format = ZExportFormat.safeParse(request.audio_transcript_export_type);
  if (!format.success) throw new AppError('UNSUPPORTED_EXPORT_FORMAT', 'Unsupported export format.');
  const title = withoutExtension(source.fileName);
  const body = await renderExport(
    format.data,
    {
      title,
      fileName: source.fileName,
      createdAt: source.createdAt,
      durationSeconds: source.durationSeconds,
      languageName: languageById(source.languageId)?.name ?? 'Unknown',
      // Counted from the blocks: an edit may have merged or renamed speakers.
      speakerCount: speakerCount(source.blocks),
      blocks: source.blocks,
      ...(source.summary === undefined ? {} : { summary: source.summary }),
      ...(source.tags === undefined ? {} : { tags: source.tags }),
    },
    {
      timestamps: request.audio_transcript_export_timestamps,
      speakers: request.audio_transcript_export_speakers,
    },
    pdfFonts,
  );
  return { body, contentType: EXPORT_CONTENT_TYPES[format.data], fileName: `${title}.${format.data}` };
}

/** The current (edited) transcript as a file in the requested format; PDF and DOCX open with its summary. */
export async function exportTranscript(
  ctx: AppContext,
  userId: number,
  id: number,
  request: TTranscriptExportRequest,
  /** Its finished translation into this language instead: same segments, times and speakers. */
  language?: TTranslationLanguage,
): Promise<ExportFile> {
  const row = await completedTranscript(ctx, userId, id, 'read');
  const audio = await audioFor(ctx, userId, row.audio_id, 'read');
  const tags = await tagNamesOfFile(ctx.db, audio.id);
  if (language) {
    return renderTranscriptFile(request, {
      fileName: audio.file_name,
      createdAt: audio.created_at,
      durationSeconds: audio.duration_seconds,
      languageId: languageByIso(language)?.id ?? row.language_id,
      blocks: await finishedTranslation(ctx, row, language),
      tags,
    });
  }
  return renderTranscriptFile(request, {
    fileName: audio.file_name,
    createdAt: audio.created_at,
    durationSeconds: audio.duration_seconds,
    languageId: row.language_id,
    blocks: row.blocks,
    summary: await exportableSummary(ctx, row),
    tags,
  });
}
