import type { TSharedTranscript, TTranscriptExportRequest } from '@transcribe/contract';
import { hashSecretToken } from '../../adapters/secret-tokens.js';
import type { AppContext } from '../../app-context.js';
import { countShareOpen, type OpenShareLinkRow, openShareLink } from '../../db/repositories/share-links.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { languageById } from '../../domain/languages.js';
import { speakerCount } from '../../pipeline/speaker-blocks.js';
import { requireMedia } from '../core/media-presence.js';
import type { MediaToSend } from '../core/played-media.js';
import { parseBlocks } from '../core/transcript-data.js';
import { type ExportFile, renderTranscriptFile } from '../transcripts/transcript-export.js';
import { posterOf } from '../uploads/video-media.js';
import { videoOf } from '../views/audio-item.js';
import { clipBlocks } from './share-clip.js';
import { audioOfLink, type SharedAudio } from './shared-audio.js';

/** The link a token opens; the same 404 for a wrong, revoked or expired token, or an unfinished transcript. */
async function linkOf(ctx: AppContext, token: string): Promise<OpenShareLinkRow> {
  const link = await openShareLink(ctx.db, hashSecretToken(token), new Date().toISOString());
  if (!link) throw notFound('Link');
  return link;
}

/** What the link shows: its stretch of the recording and of the text, nothing more of the owner's. */
function shownBy(link: OpenShareLinkRow) {
  const isClip = link.start_time !== null && link.end_time !== null;
  const start = link.start_time ?? 0;
  const end = link.end_time ?? link.duration_seconds;
  const all = parseBlocks(link.data ?? '[]');
  return { isClip, start, end, blocks: isClip ? clipBlocks(all, start, end) : all };
}

/** Opens a link signed out (counted as an opening). */
export async function openSharedTranscript(ctx: AppContext, token: string): Promise<TSharedTranscript> {
  const link = await linkOf(ctx, token);
  await countShareOpen(ctx.db, link.id, new Date().toISOString());
  const { isClip, start, end, blocks } = shownBy(link);
  return {
    share_audio_name: link.audio_name,
    share_duration: end - start,
    share_start: start,
    share_end: end,
    share_is_clip: isClip,
    share_allow_export: link.allow_export === 1,
    share_expires_at: link.expires_at,
    share_language_iso_code: languageById(link.language_id)?.iso ?? 'en',
    share_num_speakers: speakerCount(blocks),
    share_transcript_data: blocks,
    share_video: isClip ? null : videoOf(link),
  };
}

/** The audio a link plays (a clip's own cut); the link must still be open. */
export async function sharedAudio(ctx: AppContext, token: string): Promise<SharedAudio> {
  const link = await linkOf(ctx, token);
  requireMedia({ media_removed_at: link.media_removed_at, file_name: link.audio_name });
  return audioOfLink(ctx, link);
}

/** The poster frame of a whole-file link's video; 404 for a clip (sound only) or a file without one. */
export async function sharedPoster(ctx: AppContext, token: string): Promise<MediaToSend> {
  const link = await linkOf(ctx, token);
  if (shownBy(link).isClip) throw notFound('Poster');
  return posterOf(ctx, link);
}

/** The link's text as a file, when its owner allowed exports. */
export async function exportShared(
  ctx: AppContext,
  token: string,
  request: TTranscriptExportRequest,
): Promise<ExportFile> {
  const link = await linkOf(ctx, token);
  if (link.allow_export !== 1)
    throw new AppError('FORBIDDEN', 'The owner of this link does not allow downloads.');
  const { start, end, blocks } = shownBy(link);
  return renderTranscriptFile(request, {
    fileName: link.audio_name,
    createdAt: link.audio_created_at,
    durationSeconds: end - start,
    languageId: link.language_id,
    blocks,
  });
}
