import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addSubtitleTrack } from '../../adapters/subtitle-track.js';
import type { AppContext } from '../../app-context.js';
import type { AudioRow } from '../../db/schema.js';
import { AppError } from '../../domain/app-error.js';
import { languageById } from '../../domain/languages.js';
import { withLocalMedia } from '../../storage/media-store.js';
import { audioFor } from '../core/access.js';
import { completedTranscript } from '../core/completed-transcript.js';
import { withoutExtension } from '../core/file-names.js';
import { requireMedia } from '../core/media-presence.js';
import { playedMedia } from '../core/played-media.js';
import { newScratchFolder } from '../core/work-folders.js';
import { renderTranscriptFile } from './transcript-export.js';

/** The file if its picture plays in the browser (as uploaded, or its web copy); else why not, as an error. */
export function playableVideo<T extends Pick<AudioRow, 'has_video' | 'video_playback'>>(audio: T): T {
  if (audio.has_video !== 1)
    throw new AppError('NO_VIDEO', 'This file has no picture: there is no video to export.');
  if (audio.video_playback !== 'original' && audio.video_playback !== 'copy')
    throw new AppError(
      'VIDEO_NOT_READY',
      'The video is still being prepared for the browser, or could not be: try again once it plays.',
    );
  return audio;
}

/** A made file in a scratch folder: send it, then `remove()` the folder. */
export interface SubtitledVideo {
  path: string;
  fileName: string;
  contentType: string;
  remove(): Promise<void>;
}

/**
 * "Video with subtitle track": the file's picture and sound as the browser plays them (the web copy once made,
 * else the upload), with the current transcript's subtitles (as its SRT export) as a stream players can switch
 * on (MP4 `mov_text`, or WebVTT in a WebM), speaker names in it or not. Nothing is re-encoded, so it takes seconds.
 */
export async function subtitledVideo(
  ctx: AppContext,
  userId: number,
  id: number,
  speakers: boolean,
): Promise<SubtitledVideo> {
  const row = await completedTranscript(ctx, userId, id, 'read');
  const audio = playableVideo(requireMedia(await audioFor(ctx, userId, row.audio_id, 'read')));
  const played = await playedMedia(ctx, audio);
  const container = played.mimeType === 'video/webm' ? 'webm' : 'mp4';
  const subtitles = await renderTranscriptFile(
    {
      // SRT for both: its "Name:" labels stay words in any container (a WebM's WebVTT loses voice spans).
      audio_transcript_export_type: 'srt',
      audio_transcript_export_timestamps: true,
      audio_transcript_export_speakers: speakers,
    },
    {
      fileName: audio.file_name,
      createdAt: audio.created_at,
      durationSeconds: audio.duration_seconds,
      languageId: row.language_id,
      blocks: row.blocks,
    },
  );
  const folder = await newScratchFolder(ctx.config.dataDir, 'subtitled');
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const subtitlesPath = join(folder, 'subtitles.srt');
    await writeFile(subtitlesPath, subtitles.body);
    const output = join(folder, `video.${container}`);
    const languageIso = languageById(row.language_id)?.iso ?? 'und';
    await withLocalMedia(ctx.media, played.key, (video) =>
      addSubtitleTrack(
        ctx.config.ffmpegPath,
        { video, subtitles: subtitlesPath, container, languageIso },
        output,
      ),
    );
    return {
      path: output,
      fileName: `${withoutExtension(audio.file_name)} (subtitles).${container}`,
      contentType: `video/${container}`,
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
