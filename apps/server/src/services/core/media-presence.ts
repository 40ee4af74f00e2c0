import { AppError } from '../../domain/app-error.js';

/**
 * Refuses, with a clear 410 MEDIA_REMOVED instead of a failed read, anything that needs a recording's media
 * once retention removed it (services/housekeeping/retention-run): playing, downloading, sharing its audio, joining,
 * transcribing or redoing it, voice prints. Its transcripts stay readable and exportable.
 */
export function requireMedia<T extends { media_removed_at: string | null; file_name: string }>(audio: T): T {
  if (audio.media_removed_at !== null) {
    throw new AppError(
      'MEDIA_REMOVED',
      `The recording of ${audio.file_name} was removed by the retention rule on ${audio.media_removed_at.slice(0, 10)}; its transcript stays.`,
    );
  }
  return audio;
}
