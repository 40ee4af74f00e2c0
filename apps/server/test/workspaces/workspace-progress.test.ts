import { ZWorkspaceResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { eventsUrl, readEvents, type SseEvent } from '../../src/test-support/speech.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

const has = (events: SseEvent[], id: number, status: string) =>
  events.some((e) => {
    const data = JSON.parse(e.data) as { id: number; status: string };
    return data.id === id && data.status === status;
  });

/** Live progress of a workspace's files reaches every member's stream, and nobody else's. */
describe("progress of a workspace's transcriptions", () => {
  let t: TestApp;
  let base: string;
  let owner: Session;
  let member: Session;
  let outsider: Session;
  let topFolder: number;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await signUpAndLogIn(t.app);
    member = await signUpAndLogIn(t.app);
    outsider = await signUpAndLogIn(t.app);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: owner.auth,
      payload: { workspace_name: 'Studio' },
    });
    const workspaceId = ZWorkspaceResponse.parse(made.json()).data.workspace_id;
    await addMember(t.ctx.db, workspaceId, member.user.user_id, 'viewer');
    const top = await t.ctx.db
      .selectFrom('folders')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    topFolder = top.id;
  });
  afterAll(() => t.close());

  it("tells a member's stream of a transcription another member runs, from its start to its end", async () => {
    const { audioId, transcriptId } = await insertTranscript(t, owner.auth, owner.user.user_id, null, {
      status: 'transcribing',
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folder/file/${audioId}`,
      headers: owner.auth,
      payload: { file_folder_id: topFolder },
    });
    const seen = readEvents(eventsUrl(base, member), (list) => has(list, transcriptId, 'cancelled'), 8000);
    const unseen = readEvents(eventsUrl(base, outsider), () => false, 3000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/${transcriptId}/cancel`,
      headers: owner.auth,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const events = await seen;
    expect(has(events, transcriptId, 'transcribing')).toBe(true);
    expect(has(events, transcriptId, 'cancelled')).toBe(true);
    expect((await unseen).some((e) => e.data.includes(`"id":${transcriptId}`))).toBe(false);
  });
});
