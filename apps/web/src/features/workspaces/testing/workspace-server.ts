import type {
  TMarkdownExport,
  TRetention,
  TTag,
  TWorkspace,
  TWorkspaceInvitation,
  TWorkspaceMember,
  TWorkspaceRole,
} from '@transcribe/contract';
import { storeTokens } from '@/lib/tokens';
import { type FakeRequest, type FakeResponse, fail, fakeApi, makeUser } from '@/test/fake-api';
import { makeTag, tagRoutes } from '@/test/fake-tags';

/** The signed-in user of these tests: makeUser()'s Ada, id 7. */
export const ME = 7;

const member = (id: number, email: string, name: string | null, role: TWorkspaceRole): TWorkspaceMember => ({
  user_id: id,
  user_email: email,
  user_full_name: name,
  member_role: role,
  member_since: '2026-03-01T09:00:00.000Z',
});

/** One workspace, "Research", with Ada in `myRole`, an owner, an editor, one open invitation and two tags. */
export function workspaceState(myRole: TWorkspaceRole) {
  const members = [
    member(ME, 'ada@example.com', 'Ada Lovelace', myRole),
    member(8, 'grace@example.com', 'Grace Hopper', 'owner'),
    member(9, 'alan@example.com', null, 'editor'),
  ];
  const invitations: TWorkspaceInvitation[] = [
    {
      invitation_id: 21,
      invitation_email: 'katherine@example.com',
      invitation_role: 'commenter',
      invitation_invited_by: 'Grace Hopper',
      invitation_created_at: '2026-03-02T09:00:00.000Z',
      invitation_expires_at: '2026-03-09T09:00:00.000Z',
    },
  ];
  const retention: TRetention = { retention_days: null, retention_scope: 'audio' };
  const tags: TTag[] = [makeTag(31, 'Interviews', '#7c3aed', 3, 2), makeTag(32, 'Pilots', '#16a34a', 3)];
  return { name: 'Research', members, invitations, retention, tags };
}

type State = ReturnType<typeof workspaceState>;

/** The workspace's Markdown copies: off. */
const MARKDOWN_OFF: TMarkdownExport = {
  markdown_export_enabled: false,
  markdown_export_folder: 'Research',
  markdown_export_location: '/srv/transcribe/markdown/Research',
};

/** The one recording old enough for any retention rule set in these tests. */
const OLD_FILE = {
  file_id: 40,
  file_name: 'kickoff-2024.wav',
  file_folder_id: 30,
  file_size_bytes: 3 * 1024 ** 2,
  file_create_date: '2024-01-15T09:00:00.000Z',
};

function workspaceOf(state: State): TWorkspace {
  const me = state.members.find((m) => m.user_id === ME);
  return {
    workspace_id: 3,
    workspace_name: state.name,
    workspace_role: me?.member_role ?? 'viewer',
    workspace_member_count: state.members.length,
    workspace_plan: 'free',
    workspace_usage_today: 0,
    workspace_daily_limit: 3,
    workspace_created_at: '2026-03-01T09:00:00.000Z',
  };
}

/**
 * A signed-in session and a server holding workspace 3 (`state`, changed by the calls); `extra` answers a
 * request first (to make one fail). Returns the log of requests.
 */
export function workspaceServer(state: State, extra?: (request: FakeRequest) => FakeResponse | undefined) {
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  const tags = tagRoutes(state.tags);
  return fakeApi((request) => {
    const answer = extra?.(request) ?? tags(request);
    if (answer) return answer;
    const { method, path, body } = request;
    if (path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: ME } } };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    const me = state.members.find((m) => m.user_id === ME);
    if (!me) return fail(404, 'NOT_FOUND', 'Workspace not found.');
    const manage = me.member_role === 'owner' || me.member_role === 'admin';
    if (path === '/api/v1/workspace/3' && method === 'GET')
      return { json: { success: true, data: workspaceOf(state) } };
    if (path === '/api/v1/workspace/3/member')
      return {
        json: {
          success: true,
          data: { members: state.members, invitations: manage ? state.invitations : [] },
        },
      };
    const one = /^\/api\/v1\/workspace\/3\/member\/(\d+)$/.exec(path);
    const target = state.members.find((m) => m.user_id === Number(one?.[1]));
    if (one && target && method === 'PATCH') {
      target.member_role = (body as { role: TWorkspaceRole }).role;
      return { json: { success: true, message: 'Role changed.' } };
    }
    if (one && target && method === 'DELETE') {
      state.members = state.members.filter((m) => m !== target);
      return { json: { success: true, message: 'Member removed.' } };
    }
    if (path === '/api/v1/workspace/3/markdown-export' && method === 'GET')
      return { json: { success: true, data: MARKDOWN_OFF } };
    if (path === '/api/v1/workspace/3/retention' && method === 'GET')
      return { json: { success: true, data: state.retention } };
    if (path.startsWith('/api/v1/workspace/3/retention') && !manage)
      return fail(403, 'FORBIDDEN', 'Your role does not allow this.');
    if (path === '/api/v1/workspace/3/retention' && method === 'PUT') {
      state.retention = body as TRetention;
      return { json: { success: true, data: state.retention } };
    }
    if (path === '/api/v1/workspace/3/retention/preview') {
      const files = state.retention.retention_days === null ? [] : [OLD_FILE];
      const preview = {
        preview_file_count: files.length,
        preview_bytes: 3 * 1024 ** 2,
        preview_files: files,
      };
      return { json: { success: true, data: { ...state.retention, ...preview } } };
    }
    if (path === '/api/v1/workspace/3/invitation' && method === 'POST') {
      const { email, role } = body as { email: string; role: TWorkspaceRole };
      const invitation = {
        ...state.invitations[0],
        invitation_id: 22,
        invitation_email: email,
        invitation_role: role,
      };
      state.invitations.push(invitation as TWorkspaceInvitation);
      return { status: 201, json: { success: true, data: invitation } };
    }
    return fail(404, 'NOT_FOUND', 'Not found.');
  });
}
