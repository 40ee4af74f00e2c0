import type { TSpeakerBlock } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import type { Access } from '../../db/repositories/access.js';
import { transcriptWithRevision } from '../../db/repositories/transcript-revisions.js';
import type { TranscriptRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { transcriptFor } from './access.js';
import { parseBlocks } from './transcript-data.js';
import type { WorkspaceAction } from './workspace-roles.js';

/**
 * A transcript the user may act on as `action` (see services/core/access), with its data, raw and parsed, and its
 * revision number, read together so they match: 404 for anyone else's id, 409 TRANSCRIPT_NOT_READY until
 * completed. `duringRedo`: a transcript being redone counts too (its text stays as it was until the redo ends).
 */
export async function completedTranscript(
  ctx: AppContext,
  userId: number,
  id: number,
  action: WorkspaceAction,
  options: { duringRedo?: boolean } = {},
): Promise<TranscriptRow & { data: string; blocks: TSpeakerBlock[]; revision: number; access: Access }> {
  const { access } = await transcriptFor(ctx, userId, id, action);
  const row = await transcriptWithRevision(ctx.db, id);
  if (!row) throw notFound('Transcript');
  const redone = options.duringRedo === true && row.redo !== null;
  if ((row.status !== 'completed' && !redone) || row.data === null) {
    throw new AppError('TRANSCRIPT_NOT_READY', `The transcript is not ready yet (status: ${row.status}).`);
  }
  return { ...row, data: row.data, blocks: parseBlocks(row.data), access };
}
