import type { TTag, ZCreateTagRequest, ZUpdateTagRequest } from '@transcribe/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { promptColumns } from '../../db/repositories/file-prompts.js';
import {
  deleteTag,
  findTag,
  insertTag,
  listTags,
  mergeTag,
  type TagScope,
  type TagWithCount,
  updateTag,
} from '../../db/repositories/tags.js';
import type { TagRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { checkTemplateGiven, distinctWords, storedTemplate } from '../core/file-prompts.js';
import { membershipFor, type WorkspaceAction } from '../core/workspace-roles.js';
import { toTag } from '../views/tag.js';

/** The scope a tag lives in. */
export const scopeOfTag = (tag: TagRow): TagScope =>
  tag.workspace_id === null ? { userId: tag.user_id ?? 0 } : { workspaceId: tag.workspace_id };

/**
 * The user's own tags, or a workspace's for its members (404 for anyone else). Changing a workspace's tags
 * needs an editor, as changing its files does.
 */
async function checkScope(ctx: AppContext, userId: number, scope: TagScope, action: WorkspaceAction) {
  if ('workspaceId' in scope) await membershipFor(ctx, userId, scope.workspaceId, action);
  else if (scope.userId !== userId) throw notFound('Tag');
}

/** A tag the user may use as `action` allows: theirs, or their workspace's; 404 for anyone else's. */
export async function tagFor(
  ctx: AppContext,
  userId: number,
  id: number,
  action: WorkspaceAction,
): Promise<TagRow> {
  const tag = await findTag(ctx.db, id);
  if (!tag) throw notFound('Tag');
  try {
    await checkScope(ctx, userId, scopeOfTag(tag), action);
  } catch (error) {
    // Not a member of its workspace: the tag is not there for them.
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound('Tag');
    throw error;
  }
  return tag;
}

export async function listTagsOf(ctx: AppContext, userId: number, workspaceId?: number): Promise<TTag[]> {
  const scope: TagScope = workspaceId === undefined ? { userId } : { workspaceId };
  await checkScope(ctx, userId, scope, 'read');
  return (await listTags(ctx.db, scope)).map(toTag);
}

async function withCount(ctx: AppContext, tag: TagRow): Promise<TagWithCount> {
  const found = (await listTags(ctx.db, scopeOfTag(tag))).find((row) => row.id === tag.id);
  return found ?? { ...tag, file_count: 0 };
}

/** Names are unique in their scope, whatever their case. */
async function checkNameFree(ctx: AppContext, scope: TagScope, name: string, except?: number) {
  const taken = (await listTags(ctx.db, scope)).some(
    (tag) => tag.id !== except && tag.name.toLocaleLowerCase() === name.toLocaleLowerCase(),
  );
  if (taken) throw new AppError('TAG_NAME_TAKEN', 'A tag with this name already exists.');
}

export async function createTag(
  ctx: AppContext,
  userId: number,
  request: z.infer<typeof ZCreateTagRequest>,
): Promise<TTag> {
  const scope: TagScope =
    request.workspace_id === undefined ? { userId } : { workspaceId: request.workspace_id };
  await checkScope(ctx, userId, scope, 'write');
  await checkNameFree(ctx, scope, request.tag_name);
  const tag = await insertTag(ctx.db, {
    user_id: 'userId' in scope ? userId : null,
    workspace_id: 'workspaceId' in scope ? scope.workspaceId : null,
    name: request.tag_name,
    colour: request.tag_colour,
  });
  return toTag({ ...tag, file_count: 0 });
}

export async function changeTag(
  ctx: AppContext,
  userId: number,
  id: number,
  request: z.infer<typeof ZUpdateTagRequest>,
): Promise<TTag> {
  const tag = await tagFor(ctx, userId, id, 'write');
  if (request.tag_name !== undefined) await checkNameFree(ctx, scopeOfTag(tag), request.tag_name, id);
  const template = request.tag_summary_template_id;
  if (template !== undefined) await checkTemplateGiven(ctx, userId, template);
  const changes = {
    ...(request.tag_name === undefined ? {} : { name: request.tag_name }),
    ...(request.tag_colour === undefined ? {} : { colour: request.tag_colour }),
    ...promptColumns({
      ...(template === undefined ? {} : { summaryTemplate: storedTemplate(template) }),
      ...(request.tag_vocabulary === undefined ? {} : { vocabulary: distinctWords(request.tag_vocabulary) }),
    }),
  };
  await updateTag(ctx.db, id, changes);
  return toTag(await withCount(ctx, { ...tag, ...changes }));
}

/** The files bearing tag `id` bear `intoId` instead; both of one scope. Answers the tag merged into. */
export async function mergeTags(ctx: AppContext, userId: number, id: number, intoId: number): Promise<TTag> {
  const tag = await tagFor(ctx, userId, id, 'write');
  const into = await tagFor(ctx, userId, intoId, 'write');
  if (into.id === tag.id) throw new AppError('VALIDATION_FAILED', 'Choose another tag to merge into.');
  if (tag.workspace_id !== into.workspace_id) throw notFound('Tag');
  await mergeTag(ctx.db, tag.id, into.id);
  return toTag(await withCount(ctx, into));
}

/** Deletes the tag; its files stay, without it. Answers its name. */
export async function removeTag(ctx: AppContext, userId: number, id: number): Promise<string> {
  const tag = await tagFor(ctx, userId, id, 'write');
  await deleteTag(ctx.db, tag.id);
  return tag.name;
}
