import type { TAudioItem } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { starredAmong } from '../../db/repositories/audio-stars.js';
import { openCommentCountOfAudio } from '../../db/repositories/comments.js';
import { tagsOfFiles } from '../../db/repositories/file-tags.js';
import { transcriptsOfAudio } from '../../db/repositories/transcripts.js';
import { toAudioItem } from '../views/audio-item.js';
import { toTranscriptListItem } from '../views/transcript-list-item.js';
import { audioFor } from './access.js';

/**
 * One file as the user sees it (404 for anyone else's): its transcripts newest first, its open comments, its
 * tags and whether they starred it.
 */
export async function getAudioItem(ctx: AppContext, userId: number, id: number): Promise<TAudioItem> {
  const row = await audioFor(ctx, userId, id, 'read');
  const transcripts = await transcriptsOfAudio(ctx.db, row.id);
  return toAudioItem(row, {
    transcripts: transcripts.map((t) => toTranscriptListItem(t, ctx.catalogue)),
    openComments: await openCommentCountOfAudio(ctx.db, row.id),
    role: row.access.role,
    tags: (await tagsOfFiles(ctx.db, [row.id])).get(row.id),
    starred: (await starredAmong(ctx.db, userId, [row.id])).has(row.id),
  });
}
