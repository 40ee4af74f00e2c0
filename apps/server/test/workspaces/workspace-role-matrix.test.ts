import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type TWorkspaceRole, WORKSPACE_ROLES, ZWorkspaceResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertComment } from '../../src/db/repositories/comments.js';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder } from '../../src/test-support/library.js';
import {
  type OpenApiRoute,
  type OwnedIds,
  openApiRoutes,
  routeRequest,
} from '../../src/test-support/route-matrix.js';
import { MARKER, ROUTES } from '../../src/test-support/route-rules.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/** Members below the owner, least first (the owner made everything, so is never refused). */
const MEMBER_ROLES = WORKSPACE_ROLES.filter((role) => role !== 'owner').reverse();
const rank = (role: TWorkspaceRole) => WORKSPACE_ROLES.length - WORKSPACE_ROLES.indexOf(role);

/** Ids nobody has: a non-member naming the workspace's things must get exactly what these get. */
const MISSING = { folder: 999_999, audio: 999_998, transcript: 999_997, comment: 999_991 };

/**
 * Every route of the OpenAPI document that acts on a workspace's folder, file, transcript or comment, called
 * by each role of the workspace and by a non-member: roles below the route's least role get 403 and change
 * nothing, roles at or above it read, a non-member gets the 404 of a missing id.
 */
describe("workspace roles over every route that names a workspace's things", () => {
  let t: TestApp;
  let owner: Session;
  let outsider: Session;
  const members = new Map<TWorkspaceRole, Session>();
  let ids: OwnedIds;
  let routes: (OpenApiRoute & { least: TWorkspaceRole })[];
  let workspaceId: number;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndLogIn(t.app);
    outsider = await signUpAndLogIn(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: owner.auth,
      payload: { workspace_name: `${MARKER} team` },
    });
    workspaceId = ZWorkspaceResponse.parse(created.json()).data.workspace_id;
    for (const role of MEMBER_ROLES) {
      const member = await signUpAndLogIn(t.app);
      await addMember(t.ctx.db, workspaceId, member.user.user_id, role);
      members.set(role, member);
    }
    const top = await t.ctx.db
      .selectFrom('folders')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    const folder = await makeFolder(t.app, owner.auth, `${MARKER} folder`, top.id);
    const made = await insertTranscript(t, owner.auth, owner.user.user_id, englishMeetingBlocks(), {
      // A video (with sound), so every route of a file answers the roles that may read it, its poster's too.
      fileName: `${MARKER}.mp4`,
      fixture: 'clip.mp4',
    });
    await t.ctx.db
      .updateTable('audio')
      .set({ folder_id: folder.folder_id })
      .where('id', '=', made.audioId)
      .execute();
    const comment = await insertComment(t.ctx.db, {
      transcript_id: made.transcriptId,
      user_id: owner.user.user_id,
      segment_id: 1,
      start_time: 2,
      end_time: null,
      text: `${MARKER} comment`,
      resolved_at: null,
      resolved_by: null,
    });
    const none = {
      apiKey: 0,
      webhook: 0,
      voiceProfile: 0,
      summaryTemplate: 0,
      shareLink: 0,
      invitation: 0,
      import: 0,
      feed: 0,
      tag: 0,
      bulk: 0,
      savedView: 0,
      videoExport: 0,
      workspace: workspaceId,
    };
    ids = {
      ...none,
      folder: folder.folder_id,
      audio: made.audioId,
      transcript: made.transcriptId,
      comment,
      user: owner.user.user_id,
    };
    routes = (await openApiRoutes(t.app)).flatMap((route) => {
      const least = ROUTES[`${route.method} ${route.path}`]?.workspace;
      return least ? [{ ...route, least }] : [];
    });
  });
  afterAll(() => t.close());

  const request = (route: OpenApiRoute, named: OwnedIds, session: Session, method = route.method) => {
    const rule = ROUTES[`${route.method} ${route.path}`] ?? { access: 'user' as const };
    return t.app.inject(routeRequest(route, rule, named, { auth: session.auth, method }));
  };

  /** The workspace's rows and every media file: no refused request may change any of them. */
  async function workspaceState() {
    const db = t.ctx.db;
    const folders = await db
      .selectFrom('folders')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .execute();
    const audio = await db.selectFrom('audio').selectAll().where('id', '=', ids.audio).execute();
    return JSON.stringify({
      folders,
      audio,
      transcripts: await db.selectFrom('transcripts').selectAll().where('audio_id', '=', ids.audio).execute(),
      revisions: await db.selectFrom('transcript_revisions').select(['number', 'data']).execute(),
      comments: await db.selectFrom('comments').selectAll().execute(),
      links: await db.selectFrom('share_links').selectAll().execute(),
      summaries: await db.selectFrom('transcript_insights').selectAll().execute(),
      media: readdirSync(join(t.dataDir, 'media'), { recursive: true }).sort(),
    });
  }

  it('classifies every route that names a folder, file, transcript or comment', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it("refuses each role below a route's least role with 403, and changes nothing", async () => {
    const before = await workspaceState();
    for (const route of routes) {
      for (const role of MEMBER_ROLES.filter((r) => rank(r) < rank(route.least))) {
        const res = await request(route, ids, members.get(role) as Session);
        expect(res.statusCode, `${role}: ${route.method} ${route.path}: ${res.body}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
    expect(await workspaceState()).toBe(before);
  });

  it("lets each role at or above a route's least role read", async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const role of MEMBER_ROLES.filter((r) => rank(r) >= rank(route.least))) {
        const res = await request(route, ids, members.get(role) as Session);
        expect(res.statusCode, `${role}: GET ${route.path}: ${res.body}`).toBeLessThan(400);
      }
    }
  });

  it('gives a non-member the same 404 as for missing ids, on every route', async () => {
    const before = await workspaceState();
    for (const route of routes) {
      const theirs = await request(route, ids, outsider);
      const missing = await request(route, { ...ids, ...MISSING }, outsider);
      expect(theirs.statusCode, `${route.method} ${route.path}: ${theirs.body}`).toBe(404);
      expect(theirs.body).toBe(missing.body);
      expect(theirs.body).not.toContain(MARKER);
    }
    expect(await workspaceState()).toBe(before);
  });
});
