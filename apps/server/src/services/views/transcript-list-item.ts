import { type TAudioTranscriptListItem, transcriptQuality } from '@transcribe/contract';
import type { TranscriptListRow } from '../../db/repositories/transcripts.js';
import { languageById } from '../../domain/languages.js';
import { parseRedo } from '../../domain/redo.js';
import type { Catalogue } from '../../pipeline/engines/catalogue.js';

/** What a running redo does again, without its mode and language (see transcript-redo.ts). */
function redoOf(json: string | null): TAudioTranscriptListItem['audio_transcript_redo'] {
  const redo = parseRedo(json);
  if (!redo) return null;
  return redo.kind === 'range' ? { kind: 'range', start: redo.start, end: redo.end } : { kind: 'speakers' };
}

/** A transcript as the file list shows it inside its audio item. */
export function toTranscriptListItem(row: TranscriptListRow, catalogue: Catalogue): TAudioTranscriptListItem {
  const model = catalogue.entry(row.model_id);
  return {
    audio_transcript_id: row.id,
    audio_transcript_status: row.status,
    transcript_progress_percent: Math.floor(row.progress),
    audio_transcript_model: {
      audio_transcript_model_name: model?.name ?? 'Unavailable model',
      audio_transcript_model_icon: null,
      audio_transcript_model_description:
        model?.description ?? 'This model is no longer configured on this server.',
    },
    audio_transcript_language: {
      audio_transcript_language_name: languageById(row.language_id)?.name ?? 'Unknown',
    },
    audio_transcript_num_speakers: row.num_speakers ?? row.num_speakers_requested,
    audio_transcript_reviewed_percent: row.reviewed_percent,
    audio_transcript_quality: row.status === 'completed' ? transcriptQuality(row.unsure_share) : null,
    audio_transcript_redo: redoOf(row.redo),
  };
}
