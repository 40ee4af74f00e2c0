import { randomBytes } from 'node:crypto';

/** A segment of a seeded transcript (what fulltext-corpus's transcriptText yields). */
export interface SeedSegment {
  id: number;
  start: number;
  end: number;
  text: string;
}

/** An audio row as an upload would write it, with no media behind it unless the bench stores one. */
export function audioRow(
  userId: number,
  folderId: number,
  fileName: string,
  durationSeconds: number,
  now: string,
  sizeBytes = 0,
) {
  return {
    user_id: userId,
    folder_id: folderId,
    file_name: fileName,
    storage_key: `bench-${randomBytes(8).toString('hex')}`,
    mime_type: 'audio/wav',
    size_bytes: sizeBytes,
    duration_seconds: durationSeconds,
    has_audio: 1,
    has_video: 0,
    upload_diarize: 0,
    created_at: now,
  };
}

/** A completed one-speaker transcript of these segments, as a worker would store it. */
export function completedTranscriptRow(
  userId: number,
  audioId: number,
  segments: SeedSegment[],
  now: string,
) {
  return {
    user_id: userId,
    audio_id: audioId,
    status: 'completed' as const,
    progress: 100,
    model_id: 1,
    language_id: 1,
    num_speakers_requested: 1,
    num_speakers: 1,
    data: JSON.stringify(
      segments.length === 0
        ? []
        : [
            {
              audio_transcript_data_id: 1,
              audio_transcript_data_speaker: 'Speaker 1',
              audio_transcript_data_segment: segments.map((s) => ({
                audio_transcript_data_segment_id: s.id,
                audio_transcript_data_segment_transcript: s.text,
                audio_transcript_data_segment_start_time: s.start,
                audio_transcript_data_segment_end_time: s.end,
                audio_transcript_data_segment_verified: false,
                audio_transcript_data_segment_sa: null,
                audio_transcript_data_segment_words: [],
              })),
            },
          ],
    ),
    error_message: null,
    created_at: now,
    updated_at: now,
  };
}
