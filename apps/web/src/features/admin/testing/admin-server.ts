import type { TAdminJob, TAdminSystem, TAdminUser, TAuditEntry } from '@transcribe/contract';
import { storeTokens } from '@/lib/tokens';
import { type FakeRequest, type FakeResponse, fail, fakeApi, makeUser } from '@/test/fake-api';
import { answerModels, modelEvents, modelsState } from './models-server';

/** The signed-in administrator of these tests: makeUser()'s Ada, id 7. */
export const ME = 7;

const account = (id: number, email: string, name: string | null, extra: Partial<TAdminUser> = {}) => ({
  user_id: id,
  user_email: email,
  user_full_name: name,
  user_plan: 'free' as const,
  user_is_admin: false,
  user_disabled_at: null,
  user_created_at: '2026-03-01T09:00:00.000Z',
  user_usage_today: 0,
  user_llm_tokens_today: 0,
  user_file_count: 0,
  user_storage_bytes: 0,
  ...extra,
});

const job = (
  id: number,
  name: string,
  status: TAdminJob['status'],
  error: string | null = null,
): TAdminJob => ({
  transcript_id: id,
  audio_id: id + 100,
  file_name: name,
  owner_email: 'grace@example.com',
  status,
  progress: status === 'transcribing' ? 40 : 0,
  error_message: error,
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T09:05:00.000Z',
});

/**
 * Ada (admin), Grace (premium, with files) and Alan (disabled); a queue of three; one audit entry; the
 * models of models-server.ts, whose event stream the test writes.
 */
export function adminState() {
  const users: TAdminUser[] = [
    account(ME, 'ada@example.com', 'Ada Lovelace', { user_is_admin: true }),
    account(8, 'grace@example.com', 'Grace Hopper', {
      user_plan: 'premium',
      user_usage_today: 2,
      user_file_count: 3,
      user_storage_bytes: 1536,
    }),
    account(9, 'alan@example.com', null, { user_disabled_at: '2026-03-03T09:00:00.000Z' }),
  ];
  const jobs = [
    job(31, 'broken.wav', 'failed', 'ffmpeg could not decode the audio'),
    job(32, 'interview.mp3', 'transcribing'),
    job(33, 'lecture.wav', 'queued'),
  ];
  const audit: TAuditEntry[] = [
    {
      audit_id: 1,
      audit_actor_email: 'ada@example.com',
      audit_action: 'user.update',
      audit_target: 'user:9',
      audit_details: { email: 'alan@example.com', disabled: true },
      audit_created_at: '2026-03-03T09:00:00.000Z',
    },
  ];
  const system: TAdminSystem = {
    users: 3,
    files: 3,
    storage_bytes: 1536,
    models: [
      {
        audio_transcript_model_id: 1,
        audio_transcript_model_name: 'Whisper base',
        audio_transcript_model_short_name: 'base',
        audio_transcript_model_icon: null,
        audio_transcript_model_description: 'Multilingual, fast',
        audio_transcript_model_path: null,
        audio_transcript_model_languages: ['en', 'de', 'fr'],
        audio_transcript_model_accuracy: { rank: 2, word_error_percent: null, source: 'unknown' },
        audio_transcript_model_pinned: false,
      },
    ],
    usage_by_day: [
      { day: '2026-03-01', transcriptions: 4 },
      { day: '2026-03-02', transcriptions: 9 },
    ],
  };
  return { users, jobs, audit, system, models: modelsState(), events: modelEvents() };
}

type State = ReturnType<typeof adminState>;

const counts = (jobs: TAdminJob[]) => ({
  queued: jobs.filter((j) => j.status === 'queued').length,
  transcribing: jobs.filter((j) => j.status === 'transcribing').length,
  failed: jobs.filter((j) => j.status === 'failed').length,
});

function usersPage(state: State, path: string) {
  const params = new URL(path, 'http://app').searchParams;
  const q = (params.get('q') ?? '').toLowerCase();
  const page = Number(params.get('page') ?? 1);
  const size = Number(params.get('page_size') ?? 25);
  const found = state.users.filter((u) =>
    `${u.user_email} ${u.user_full_name ?? ''}`.toLowerCase().includes(q),
  );
  const users = found.slice((page - 1) * size, page * size);
  return { json: { success: true, data: { users, total: found.length, page, page_size: size } } };
}

function changeUser(state: State, request: FakeRequest, user: TAdminUser): FakeResponse {
  if (request.method === 'DELETE') {
    state.users = state.users.filter((u) => u !== user);
    return { json: { success: true, message: `${user.user_email} and everything of theirs was deleted.` } };
  }
  const { plan, disabled } = request.body as { plan?: TAdminUser['user_plan']; disabled?: boolean };
  if (plan) user.user_plan = plan;
  if (disabled !== undefined) user.user_disabled_at = disabled ? '2026-03-04T09:00:00.000Z' : null;
  return { json: { success: true, data: user } };
}

/**
 * A signed-in session (an administrator unless `admin` is false) and a server holding `state`, changed by
 * the calls; `extra` answers a request first (to make one fail). Returns the log of requests.
 */
export function adminServer(
  state: State,
  {
    admin = true,
    extra,
  }: { admin?: boolean; extra?: (request: FakeRequest) => FakeResponse | undefined } = {},
) {
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  return fakeApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    const { method, path } = request;
    if (path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: ME } } };
    if (path === '/api/v1/user/me')
      return { json: { success: true, data: makeUser({ user_is_admin: admin }) } };
    if (!admin) return fail(403, 'FORBIDDEN', 'Only administrators may do this.');
    if (path.startsWith('/api/v1/admin/users?')) return usersPage(state, path);
    const one = /^\/api\/v1\/admin\/users\/(\d+)$/.exec(path);
    const user = state.users.find((u) => u.user_id === Number(one?.[1]));
    if (user) return changeUser(state, request, user);
    if (path === '/api/v1/admin/queue') {
      const jobs = state.jobs.filter((j) => j.status !== 'cancelled' && j.status !== 'completed');
      return { json: { success: true, data: { jobs, counts: counts(jobs) } } };
    }
    const action = /^\/api\/v1\/admin\/transcripts\/(\d+)\/(retry|cancel)$/.exec(path);
    const target = state.jobs.find((j) => j.transcript_id === Number(action?.[1]));
    if (action && target && method === 'POST') {
      target.status = action[2] === 'retry' ? 'queued' : 'cancelled';
      target.error_message = null;
      return { json: { success: true, data: target } };
    }
    if (path === '/api/v1/admin/system') return { json: { success: true, data: state.system } };
    const models = answerModels(state, request);
    if (models) return models;
    if (path.startsWith('/api/v1/admin/audit?')) {
      const params = new URL(path, 'http://app').searchParams;
      const page = Number(params.get('page'));
      const entries = page === 1 ? state.audit : [];
      return { json: { success: true, data: { entries, page, page_size: Number(params.get('page_size')) } } };
    }
    return fail(404, 'NOT_FOUND', 'Not found.');
  });
}
