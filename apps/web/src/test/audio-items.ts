import type { TAudioItem, TAudioTranscriptListItem, TTranscriptStatus } from '@transcribe/contract';

/** A transcript as the file list shows it, with the server's field names. */
export function makeTranscript(
  id: number,
  status: TTranscriptStatus,
  progress: number,
  reviewed = 0,
): TAudioTranscriptListItem {
  return {
    audio_transcript_id: id,
    audio_transcript_status: status,
    transcript_progress_percent: progress,
    audio_transcript_model: {
      audio_transcript_model_name: 'Fast',
      audio_transcript_model_icon: null,
      audio_transcript_model_description: '',
    },
    audio_transcript_language: { audio_transcript_language_name: 'English' },
    audio_transcript_num_speakers: 1,
    audio_transcript_reviewed_percent: reviewed,
    audio_transcript_quality: null,
    audio_transcript_redo: null,
  };
}

/** An audio item of 65 s in `folder`, with its transcripts newest first. */
export function makeAudioItem(
  id: number,
  name: string,
  folder = 1,
  transcripts: TAudioTranscriptListItem[] = [],
): TAudioItem {
  return {
    audio_id: id,
    audio_create_date: '2026-11-23T10:00:00.000Z',
    audio_duration: 65,
    audio_size_bytes: 100,
    audio_mime_type: 'audio/wav',
    audio_has_video: false,
    audio_video: null,
    audio_file: { file_id: id, file_name: name, file_folder_id: folder },
    audio_transcript: transcripts,
    audio_comment_count: 0,
    audio_role: 'owner',
    audio_tags: [],
    audio_starred: false,
    audio_archived_at: null,
  };
}

/** `makeAudioItem` for a video file whose picture plays as `video` says (a poster, 1280x720, by default). */
export function makeVideoItem(
  id: number,
  name: string,
  transcripts: TAudioTranscriptListItem[] = [],
  video: Partial<NonNullable<TAudioItem['audio_video']>> = {},
): TAudioItem {
  return {
    ...makeAudioItem(id, name, 1, transcripts),
    audio_mime_type: 'video/mp4',
    audio_has_video: true,
    audio_video: { playback: 'original', progress: 100, poster: true, width: 1280, height: 720, ...video },
  };
}
