import type { TAudioItem, TTag } from '@transcribe/contract';
import { type FakeRequest, type FakeResponse, fail } from './fake-api';

/** A tag of the user's own (`workspaceId` null) or of a workspace, borne by `files` files. */
export function makeTag(
  id: number,
  name: string,
  colour = '#2563eb',
  workspaceId: number | null = null,
  files = 0,
): TTag {
  return {
    tag_id: id,
    tag_name: name,
    tag_colour: colour,
    tag_workspace_id: workspaceId,
    tag_file_count: files,
    tag_summary_template_id: null,
    tag_vocabulary: [],
  };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The tag routes of a fake server, as the real one answers them, over `tags` and the tags of `files` (both
 * changed by the calls): undefined for any other request. A file takes only the tags of its workspace
 * (`workspaceOf` its folder, null for the user's own), else TAG_NOT_FOR_FILE.
 */
export function tagRoutes(
  tags: TTag[],
  files: TAudioItem[] = [],
  workspaceOf: (folderId: number) => number | null = () => null,
) {
  let nextId = 100;
  const answer = (message: string, data: TTag) => ({ json: { success: true, message, data } });
  return ({ method, path, body }: FakeRequest): FakeResponse | undefined => {
    const url = new URL(path, 'http://test');
    if (url.pathname === '/api/v1/tag' && method === 'GET') {
      const workspace = url.searchParams.get('workspace_id');
      const place = workspace ? Number(workspace) : null;
      const data = tags.filter((tag) => tag.tag_workspace_id === place);
      return { json: { success: true, data: data.sort((a, b) => a.tag_name.localeCompare(b.tag_name)) } };
    }
    if (url.pathname === '/api/v1/tag' && method === 'POST') {
      const {
        tag_name,
        tag_colour = '#64748b',
        workspace_id = null,
      } = body as {
        tag_name: string;
        tag_colour?: string;
        workspace_id?: number | null;
      };
      if (tags.some((tag) => tag.tag_workspace_id === workspace_id && sameName(tag.tag_name, tag_name)))
        return fail(409, 'TAG_NAME_TAKEN', 'A tag with this name already exists.');
      const made = makeTag(nextId++, tag_name.trim(), tag_colour, workspace_id);
      tags.push(made);
      return { status: 201, ...answer('Tag created.', made) };
    }
    const one = /^\/api\/v1\/tag\/(\d+)(\/merge)?$/.exec(url.pathname);
    const tag = tags.find((t) => t.tag_id === Number(one?.[1]));
    if (one && !tag) return fail(404, 'NOT_FOUND', 'Tag not found.');
    if (tag && one?.[2] && method === 'POST') {
      const into = tags.find((t) => t.tag_id === (body as { into_tag_id: number }).into_tag_id);
      if (!into) return fail(404, 'NOT_FOUND', 'Tag not found.');
      into.tag_file_count += tag.tag_file_count;
      tags.splice(tags.indexOf(tag), 1);
      return answer('Tags merged.', into);
    }
    if (tag && method === 'PATCH') {
      const change = body as { tag_name?: string; tag_colour?: string };
      const taken =
        change.tag_name !== undefined &&
        tags.some((t) => t !== tag && sameName(t.tag_name, change.tag_name ?? ''));
      if (taken) return fail(409, 'TAG_NAME_TAKEN', 'A tag with this name already exists.');
      Object.assign(tag, change);
      return answer('Tag updated.', tag);
    }
    if (tag && method === 'DELETE') {
      tags.splice(tags.indexOf(tag), 1);
      return { json: { success: true, message: 'Tag deleted.' } };
    }
    const fileTags = /^\/api\/v1\/audio\/(\d+)\/tags$/.exec(url.pathname);
    const file = files.find((f) => f.audio_id === Number(fileTags?.[1]));
    if (file && method === 'PUT') {
      const ids = (body as { tag_ids: number[] }).tag_ids;
      const chosen = ids.map((id) => tags.find((t) => t.tag_id === id));
      const place = workspaceOf(file.audio_file.file_folder_id);
      if (chosen.some((t) => !t || t.tag_workspace_id !== place))
        return fail(400, 'TAG_NOT_FOR_FILE', 'This tag belongs elsewhere.');
      file.audio_tags = chosen.flatMap((t) =>
        t ? [{ tag_id: t.tag_id, tag_name: t.tag_name, tag_colour: t.tag_colour }] : [],
      );
      return { json: { success: true, data: file } };
    }
    return undefined;
  };
}
