import type { TAudioItem, TFolder, TTag } from '@transcribe/contract';
import { storeTokens } from '@/lib/tokens';
import { type FakeRequest, type FakeResponse, fail, fakeApi, makeUser } from '@/test/fake-api';
import { tagRoutes } from '@/test/fake-tags';

/** Ada's own root (1) with Drafts (3), and workspace 3's top folder Research (50). */
export const LIBRARY_FOLDERS: TFolder[] = [
  {
    folder_id: 1,
    folder_name: 'root',
    folder_parent_id: 0,
    folder_children: [{ folder_id: 3, folder_name: 'Drafts', folder_parent_id: 1, folder_children: [] }],
  },
  {
    folder_id: 50,
    folder_name: 'Research',
    folder_parent_id: 0,
    folder_workspace_id: 3,
    folder_children: [],
  },
];

/**
 * A signed-in session and a file library as the server keeps it: `files` (changed by the calls), listed with
 * the Archive apart (archived=true), starred and archived by PATCH /audio/{id}, tagged through the tag routes
 * over `tags`. `extra` answers a request first. Returns the log of requests.
 */
export function libraryServer(
  files: TAudioItem[],
  tags: TTag[] = [],
  extra?: (request: FakeRequest) => FakeResponse | undefined,
) {
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  const tagged = tagRoutes(tags, files, (folderId) => (folderId === 50 ? 3 : null));
  return fakeApi((request) => {
    const early = extra?.(request) ?? tagged(request);
    if (early) return early;
    const { method, path, body } = request;
    if (path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    if (path === '/api/v1/folder') return { json: { success: true, data: LIBRARY_FOLDERS } };
    if (path === '/api/v1/workspace') return { json: { success: true, data: [] } };
    if (method === 'GET' && path.startsWith('/api/v1/audio?')) {
      const archived = new URL(path, 'http://test').searchParams.get('archived') === 'true';
      const data = files.filter((file) => (file.audio_archived_at !== null) === archived);
      return { json: { success: true, data, next_cursor: null } };
    }
    const one = /^\/api\/v1\/audio\/(\d+)$/.exec(path);
    const file = files.find((f) => f.audio_id === Number(one?.[1]));
    if (file && method === 'PATCH') {
      const { starred, archived } = body as { starred?: boolean; archived?: boolean };
      if (starred !== undefined) file.audio_starred = starred;
      if (archived !== undefined) file.audio_archived_at = archived ? '2026-12-01T10:00:00.000Z' : null;
      return { json: { success: true, data: file } };
    }
    return fail(404, 'NOT_FOUND', 'Not found.');
  });
}
