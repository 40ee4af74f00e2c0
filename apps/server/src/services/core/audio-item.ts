import type { TAudioItem } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { openCommentCountOfAudio } from '../../db/repositories/comments.js';
import { transcriptsOfAudio } from '../../db/repositories/transcripts.js';
import { toAudioItem } from '../views/audio-item.js';
import { toTranscriptListItem } from '../views/transcript-list-item.js';
import { audioFor } from './access.js';

/** One file as the user sees it (404 for anyone else's): its transcripts newest first, its open comments. */
export async function getAudioItem(ctx: AppContext, userId: number, id: number): Promise<TAudioItem> {
  const row = await audioFor(ctx, userId, id, 'read');
  const transcripts = await transcriptsOfAudio(ctx.db, row.id);
  return toAudioItem(
    row,
    transcripts.map((t) => toTranscriptListItem(t, ctx.catalogue)),
    await openCommentCountOfAudio(ctx.db, row.id),
    row.access.role,
  );
}
