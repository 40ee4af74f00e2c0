import type { TImport } from '@transcribe/contract';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import {
  importsChangedSince,
  noteImportProgress,
  runningImports,
  updateImport,
} from '../../db/repositories/imports.js';
import type { ImportRow, ImportsTable } from '../../db/schema.js';
import type { ProgressAudience } from '../../events/event-hub.js';
import { importEventOf } from '../../events/import-change.js';

/** Tells the import's user's event streams how it stands (`import_progress`). */
export async function announceImport(ctx: AppContext, row: ImportRow): Promise<void> {
  await ctx.events.publishImport({ userId: row.user_id, workspaceId: null, event: importEventOf(row) });
}

/** Writes a change to an import and announces it. */
export async function saveImport(
  ctx: AppContext,
  id: number,
  changes: Omit<Updateable<ImportsTable>, 'id' | 'user_id'>,
): Promise<ImportRow> {
  const row = await updateImport(ctx.db, id, changes);
  await announceImport(ctx, row);
  return row;
}

/** Writes how far a running import's download is and announces it; nothing once it has ended. */
export async function saveImportProgress(ctx: AppContext, id: number, received: number): Promise<void> {
  const row = await noteImportProgress(ctx.db, id, received);
  if (row) await announceImport(ctx, row);
}

/** Calls `listener` with every import event of the audience's user until the returned function is called. */
export function subscribeToImports(
  ctx: AppContext,
  audience: ProgressAudience,
  listener: (event: TImport) => void,
): () => void {
  return ctx.events.subscribeImports(audience, listener);
}

/**
 * What a new stream tells of imports: those running now; for a browser reconnecting with the id of the last
 * event it saw (a time in ms), every one that changed since (so it hears of those that ended meanwhile).
 */
export async function startingImports(
  ctx: AppContext,
  userId: number,
  lastEventId: number,
): Promise<TImport[]> {
  const reconnecting = Number.isFinite(lastEventId) && lastEventId > 0;
  const rows = reconnecting
    ? await importsChangedSince(ctx.db, new Date(lastEventId - 2000).toISOString(), userId)
    : await runningImports(ctx.db, userId);
  return rows.map(importEventOf);
}
