import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertComment } from '../../src/db/repositories/comments.js';
import { insertFeed } from '../../src/db/repositories/feeds.js';
import { insertImport } from '../../src/db/repositories/imports.js';
import { insertVideoExport } from '../../src/db/repositories/video-exports.js';
import { insertVoiceProfile } from '../../src/db/repositories/voice-profiles.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder } from '../../src/test-support/library.js';
import {
  type OpenApiRoute,
  type OwnedIds,
  openApiRoutes,
  type RouteRule,
  routeRequest,
} from '../../src/test-support/route-matrix.js';
import { MARKER, ROUTES } from '../../src/test-support/route-rules.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/** An answer as Bob sees it, less the search words he typed himself (the search echoes them back). */
function shownToBob(body: string): string {
  // A binary answer (Bob's own data archive) is searched as it is.
  if (!/^\s*[[{]|^$/.test(body)) return body;
  const parsed = JSON.parse(body || 'null') as { data?: { words?: unknown } } | null;
  if (parsed?.data?.words) parsed.data.words = [];
  return JSON.stringify(parsed);
}

/** Ids that exist for nobody: Bob naming these must get exactly what he gets for Alice's. */
const MISSING: OwnedIds = {
  folder: 999_999,
  audio: 999_998,
  transcript: 999_997,
  apiKey: 999_995,
  webhook: 999_994,
  voiceProfile: 999_993,
  summaryTemplate: 999_988,
  shareLink: 999_992,
  comment: 999_991,
  workspace: 999_990,
  invitation: 999_989,
  import: 999_987,
  feed: 999_986,
  tag: 999_985,
  bulk: 999_984,
  savedView: 999_983,
  videoExport: 999_982,
  user: 999_996,
};

describe('authorisation matrix over every route in the OpenAPI document', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let aliceIds: OwnedIds;
  let routes: (OpenApiRoute & { rule: RouteRule })[];
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
    const folder = await makeFolder(
      t.app,
      alice.auth,
      `${MARKER} folder`,
      (await rootFolder(t.app, alice.auth)).folder_id,
    );
    const segment = (text: string) => ({
      audio_transcript_data_segment_id: 1,
      audio_transcript_data_segment_transcript: text,
      audio_transcript_data_segment_start_time: 0,
      audio_transcript_data_segment_end_time: 1.5,
      audio_transcript_data_segment_verified: false,
      audio_transcript_data_segment_sa: null,
      audio_transcript_data_segment_words: [],
    });
    const { audioId, transcriptId } = await insertTranscript(
      t,
      alice.auth,
      alice.user.user_id,
      [
        {
          audio_transcript_data_id: 1,
          audio_transcript_data_speaker: `${MARKER} speaker`,
          audio_transcript_data_segment: [segment(`We talked about ${MARKER} at length. It was long.`)],
        },
      ],
      // A video (with sound), so every route of a file answers its owner, its poster's too.
      { fileName: `${MARKER}.mp4`, fixture: 'clip.mp4' },
    );
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/api-key',
      headers: alice.auth,
      payload: { api_key_name: `${MARKER} key` },
    });
    // A public address written as an IP: registered without a DNS lookup, and never delivered (no worker here).
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/webhook',
      headers: alice.auth,
      payload: { webhook_url: `https://93.184.215.14/${MARKER}`, webhook_events: ['transcript.completed'] },
    });
    const voice = await insertVoiceProfile(t.ctx.db, alice.user.user_id, {
      name: `${MARKER} voice`,
      prints: JSON.stringify([{ method: 'mfcc', vector: [1, 2, 3, 4] }]),
      seconds: 12,
      audio_id: audioId,
      audio_name: `${MARKER}.wav`,
    });
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/${transcriptId}/share`,
      headers: alice.auth,
      payload: {},
    });
    const comment = await insertComment(t.ctx.db, {
      transcript_id: transcriptId,
      user_id: alice.user.user_id,
      segment_id: 1,
      start_time: 0.5,
      end_time: null,
      text: `${MARKER} comment`,
      resolved_at: null,
      resolved_by: null,
    });
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/v1/summary-templates',
      headers: alice.auth,
      payload: { summary_template_name: `${MARKER} template`, summary_template_prompt: `${MARKER} prompt` },
    });
    const workspace = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: alice.auth,
      payload: { workspace_name: `${MARKER} team` },
    });
    const workspaceId = workspace.json().data.workspace_id;
    const tag = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tag',
      headers: alice.auth,
      payload: { tag_name: `${MARKER} tag` },
    });
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/v1/view',
      headers: alice.auth,
      payload: { saved_view_name: `${MARKER} view`, saved_view_query: `tag=1&q=${MARKER}` },
    });
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk',
      headers: alice.auth,
      payload: { selection: { audio_ids: [audioId] }, operation: { action: 'star' } },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/${audioId}/tags`,
      headers: alice.auth,
      payload: { tag_ids: [tag.json().data.tag_id] },
    });
    const invitation = await t.app.inject({
      method: 'POST',
      url: `/api/v1/workspace/${workspaceId}/invitation`,
      headers: alice.auth,
      payload: { email: `${MARKER}@example.com`, role: 'editor' },
    });
    aliceIds = {
      folder: folder.folder_id,
      audio: audioId,
      transcript: transcriptId,
      apiKey: key.json().data.api_key_id,
      webhook: hook.json().data.webhook_id,
      voiceProfile: voice.id,
      summaryTemplate: template.json().data.summary_template_id,
      shareLink: link.json().data.share_link_id,
      comment,
      workspace: workspaceId,
      invitation: invitation.json().data.invitation_id,
      import: (
        await insertImport(t.ctx.db, {
          userId: alice.user.user_id,
          url: `http://127.0.0.1:9/${MARKER}.mp3`,
          request: '{}',
          now: new Date().toISOString(),
        })
      ).id,
      feed: (
        await insertFeed(t.ctx.db, {
          userId: alice.user.user_id,
          url: `http://127.0.0.1:9/${MARKER}.xml`,
          title: `${MARKER} podcast`,
          request: '{}',
          now: new Date().toISOString(),
        })
      ).id,
      tag: tag.json().data.tag_id,
      bulk: bulk.json().data.bulk_id,
      savedView: view.json().data.saved_view_id,
      videoExport: (
        await insertVideoExport(t.ctx.db, {
          userId: alice.user.user_id,
          audioId,
          transcriptId,
          look: 'standard',
          speakers: true,
        })
      ).id,
      user: alice.user.user_id,
    };
    routes = (await openApiRoutes(t.app)).map((route) => ({
      ...route,
      rule: ROUTES[`${route.method} ${route.path}`] as RouteRule,
    }));
  });
  afterAll(() => t.close());

  it('has every route classified', () => {
    const unclassified = routes.filter((r) => !r.rule).map((r) => `${r.method} ${r.path}`);
    expect(unclassified, 'add these to ROUTES in authorisation-matrix.test.ts').toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  /** Alice's rows and media files: no refused request may change any of them. */
  async function aliceState() {
    const db = t.ctx.db;
    const uid = alice.user.user_id;
    return JSON.stringify({
      users: await db.selectFrom('users').selectAll().where('id', '=', uid).execute(),
      folders: await db.selectFrom('folders').selectAll().where('user_id', '=', uid).orderBy('id').execute(),
      audio: await db.selectFrom('audio').selectAll().where('user_id', '=', uid).orderBy('id').execute(),
      transcripts: await db.selectFrom('transcripts').selectAll().where('user_id', '=', uid).execute(),
      media: readdirSync(join(t.dataDir, 'media'), { recursive: true }).sort(),
      refresh: await db
        .selectFrom('refresh_tokens')
        .select(['id', 'revoked_at'])
        .where('user_id', '=', uid)
        .execute(),
      apiKeys: await db.selectFrom('api_keys').selectAll().where('user_id', '=', uid).execute(),
      webhooks: await db.selectFrom('webhooks').selectAll().where('user_id', '=', uid).execute(),
      deliveries: await db.selectFrom('webhook_deliveries').selectAll().orderBy('id').execute(),
      voices: await db.selectFrom('voice_profiles').selectAll().where('user_id', '=', uid).execute(),
      templates: await db.selectFrom('summary_templates').selectAll().where('user_id', '=', uid).execute(),
      summaries: await db.selectFrom('transcript_insights').selectAll().execute(),
      workspace: await db
        .selectFrom('workspaces')
        .leftJoin('workspace_members', 'workspace_members.workspace_id', 'workspaces.id')
        .leftJoin('workspace_invitations', 'workspace_invitations.workspace_id', 'workspaces.id')
        .selectAll()
        .where('workspaces.id', '=', aliceIds.workspace)
        .execute(),
      links: await db.selectFrom('share_links').selectAll().where('user_id', '=', uid).execute(),
      comments: await db.selectFrom('comments').selectAll().orderBy('id').execute(),
      tags: await db.selectFrom('tags').selectAll().where('user_id', '=', uid).execute(),
      fileTags: await db.selectFrom('audio_tags').selectAll().orderBy('audio_id').execute(),
      stars: await db.selectFrom('audio_stars').selectAll().orderBy('audio_id').execute(),
      bulk: await db.selectFrom('bulk_jobs').selectAll().where('user_id', '=', uid).execute(),
      views: await db.selectFrom('saved_views').selectAll().where('user_id', '=', uid).execute(),
      videoExports: await db.selectFrom('video_exports').selectAll().where('user_id', '=', uid).execute(),
    });
  }

  it('answers 401 without a token, and to a token in the query string except on the two streams', async () => {
    const before = await aliceState();
    for (const { rule, ...route } of routes.filter((r) => r.rule?.access === 'user')) {
      const name = `${route.method} ${route.path}`;
      const anonymous = await t.app.inject(routeRequest(route, rule, aliceIds));
      expect(anonymous.statusCode, `${name} without a token: ${anonymous.body}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      const bare = await t.app.inject({
        method: route.method as 'GET',
        url: route.path.replace('{id}', '1'),
      });
      expect(bare.statusCode, `${name} without a token or a body: ${bare.body}`).toBe(401);

      const asQuery = routeRequest(route, rule, aliceIds, {
        queryToken: alice.login.login_access_token,
        ...(rule.stream ? { method: 'HEAD' } : {}),
      });
      const viaQuery = await t.app.inject(asQuery);
      if (rule.queryToken) expect(viaQuery.statusCode, `${name} with ?token=`).toBe(200);
      else expect(viaQuery.statusCode, `${name} with ?token=: ${viaQuery.body}`).toBe(401);
    }
    expect(await aliceState()).toBe(before);
  });

  it("gives Bob the same 404 for Alice's ids as for missing ones (403 on her event channel), for every method", async () => {
    const before = await aliceState();
    for (const { rule, ...route } of routes.filter((r) => r.rule?.access === 'user')) {
      const name = `${route.method} ${route.path}`;
      const method = rule.stream ? 'HEAD' : route.method;
      const hers = await t.app.inject(routeRequest(route, rule, aliceIds, { auth: bob.auth, method }));
      expect(shownToBob(hers.body), name).not.toContain(MARKER);
      if (rule.crossUser === 'names-none') {
        // Acts on Bob's own things only (his profile, his lists, his search): nothing of Alice's shows.
        expect(hers.statusCode, `${name}: ${hers.body}`).toBeLessThan(500);
        continue;
      }
      if (rule.crossUser === 403) {
        expect(hers.statusCode, `${name}: ${hers.body}`).toBe(403);
        continue;
      }
      const missing = await t.app.inject(routeRequest(route, rule, MISSING, { auth: bob.auth, method }));
      expect(hers.statusCode, `${name}: ${hers.body}`).toBe(404);
      expect(hers.body, name).toBe(missing.body);
    }
    expect(await aliceState()).toBe(before);
  });

  it("shows Bob none of Alice's things in his lists and searches", async () => {
    const lists = ['/api/v1/folder', '/api/v1/audio', `/api/v1/search?q=${MARKER}`, '/api/v1/user/me'];
    const own = ['/api/v1/user/api-key', '/api/v1/user/webhook', '/api/v1/voice-profile'];
    own.push('/api/v1/share', '/api/v1/workspace');
    own.push('/api/v1/summary-templates');
    for (const url of [...lists, ...own]) {
      const res = await t.app.inject({ url, headers: bob.auth });
      expect(res.statusCode, url).toBe(200);
      expect(shownToBob(res.body), url).not.toContain(MARKER);
    }
  });

  it('answers HEAD wherever it answers GET, with the same status and no body', async () => {
    for (const { rule, ...route } of routes.filter((r) => r.method === 'GET' && r.rule)) {
      const auth = rule.access === 'user' ? alice.auth : {};
      const head = await t.app.inject(routeRequest(route, rule, aliceIds, { auth, method: 'HEAD' }));
      expect(head.body, route.path).toBe('');
      if (rule.stream) {
        expect(head.statusCode, route.path).toBe(200);
        continue;
      }
      const get = await t.app.inject(routeRequest(route, rule, aliceIds, { auth }));
      expect(head.statusCode, route.path).toBe(get.statusCode);
      expect(get.statusCode, `${route.path}: ${get.body}`).not.toBe(500);
    }
  });
});
