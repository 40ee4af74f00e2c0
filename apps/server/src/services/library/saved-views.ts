import {
  SAVED_VIEWS_MAX,
  type TSavedView,
  type ZCreateSavedViewRequest,
  type ZUpdateSavedViewRequest,
} from '@transcribe/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import {
  deleteSavedView,
  findSavedView,
  insertSavedView,
  savedViewsOf,
  updateSavedView,
} from '../../db/repositories/saved-views.js';
import type { SavedViewRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';

const toSavedView = (row: SavedViewRow): TSavedView => ({
  saved_view_id: row.id,
  saved_view_name: row.name,
  saved_view_query: row.query,
  saved_view_created_at: row.created_at,
});

export async function listSavedViews(ctx: AppContext, userId: number): Promise<TSavedView[]> {
  return (await savedViewsOf(ctx.db, userId)).map(toSavedView);
}

/** Names are unique among the user's views, whatever their case. */
async function checkNameFree(ctx: AppContext, userId: number, name: string, except?: number) {
  const views = await savedViewsOf(ctx.db, userId);
  if (views.some((view) => view.id !== except && view.name.toLocaleLowerCase() === name.toLocaleLowerCase()))
    throw new AppError('SAVED_VIEW_NAME_TAKEN', 'You already have a view with this name.');
  return views;
}

export async function saveView(
  ctx: AppContext,
  userId: number,
  request: z.infer<typeof ZCreateSavedViewRequest>,
): Promise<TSavedView> {
  const views = await checkNameFree(ctx, userId, request.saved_view_name);
  if (views.length >= SAVED_VIEWS_MAX)
    throw new AppError(
      'SAVED_VIEWS_FULL',
      'You have saved as many views as you can. Delete one to save another.',
    );
  const row = await insertSavedView(ctx.db, {
    user_id: userId,
    name: request.saved_view_name,
    query: request.saved_view_query,
  });
  return toSavedView(row);
}

async function ownView(ctx: AppContext, userId: number, id: number): Promise<SavedViewRow> {
  const row = await findSavedView(ctx.db, userId, id);
  if (!row) throw notFound('Saved view');
  return row;
}

export async function changeView(
  ctx: AppContext,
  userId: number,
  id: number,
  request: z.infer<typeof ZUpdateSavedViewRequest>,
): Promise<TSavedView> {
  const row = await ownView(ctx, userId, id);
  if (request.saved_view_name !== undefined) await checkNameFree(ctx, userId, request.saved_view_name, id);
  const changes = {
    ...(request.saved_view_name === undefined ? {} : { name: request.saved_view_name }),
    ...(request.saved_view_query === undefined ? {} : { query: request.saved_view_query }),
  };
  await updateSavedView(ctx.db, id, changes);
  return toSavedView({ ...row, ...changes });
}

export async function removeView(ctx: AppContext, userId: number, id: number): Promise<void> {
  await deleteSavedView(ctx.db, (await ownView(ctx, userId, id)).id);
}
