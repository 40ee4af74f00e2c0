import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ZFolderListResponse, ZWorkspaceResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { callTool as call, connectMcp, createApiKey } from '../../src/test-support/mcp-client.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

const READ_ONLY =
  'This API key is read-only: it may read but not change anything. Use a key that is not read-only. (API_KEY_READ_ONLY)';

/** Who reaches the MCP server and what each may do there, on transcripts written straight to the database. */
describe('access to the MCP server at /api/mcp', () => {
  let t: TestApp;
  let base: string;
  let alice: Session;
  let carol: Session;
  let dave: Session;
  let team: { audioId: number; transcriptId: number };
  let teamFolder: number;
  const clients: Client[] = [];

  const connect = async (session: Session, readOnly = false): Promise<Client> => {
    const client = await connectMcp(base, (await createApiKey(t.app, session.auth, readOnly)).api_key_secret);
    clients.push(client);
    return client;
  };
  const post = (headers: Record<string, string>) =>
    fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [alice, carol, dave] = [
      await signUpAndLogIn(t.app),
      await signUpAndLogIn(t.app),
      await signUpAndLogIn(t.app),
    ];
    // Alice's workspace, where Carol is a viewer and Dave nothing, holds one transcribed file.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: alice.auth,
      payload: { workspace_name: 'Depot team' },
    });
    const workspaceId = ZWorkspaceResponse.parse(created.json()).data.workspace_id;
    await addMember(t.ctx.db, workspaceId, carol.user.user_id, 'viewer');
    const trees = ZFolderListResponse.parse(
      (await t.app.inject({ url: '/api/v1/folder', headers: alice.auth })).json(),
    );
    teamFolder = trees.data.find((f) => f.folder_workspace_id === workspaceId)?.folder_id ?? 0;
    team = await insertTranscript(
      t,
      alice.auth,
      alice.user.user_id,
      textBlocks('The forklift budget was approved.'),
      {
        fileName: 'Team forklift.wav',
      },
    );
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folder/file/${team.audioId}`,
      headers: alice.auth,
      payload: { file_folder_id: teamFolder },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
  });

  it("answers a workspace's members by their role, and no one else", async () => {
    const asCarol = await connect(carol);
    expect((await call(asCarol, 'search_transcripts', { query: 'forklift' })).text).toContain(
      '"Team forklift.wav"',
    );
    expect((await call(asCarol, 'list_folders')).text).toContain(
      `- Depot team (folder_id ${teamFolder}, workspace`,
    );
    expect((await call(asCarol, 'list_files', { folder_id: teamFolder })).text).toContain('your role viewer');
    const read = await call(asCarol, 'read_transcript', { transcript_id: team.transcriptId });
    expect(read.text).toContain('The forklift budget was approved.');
    // A viewer may not add files to the workspace: the import's own role check answers.
    const imported = await call(asCarol, 'import_url', {
      url: 'https://example.com/a.mp3',
      folder_id: teamFolder,
    });
    expect(imported).toEqual({
      isError: true,
      text: 'Your role (viewer) in this workspace does not allow this. (FORBIDDEN)',
    });

    const asDave = await connect(dave);
    expect((await call(asDave, 'search_transcripts', { query: 'forklift' })).text).toMatch(/^0 files match/);
    const hers = await call(asDave, 'read_transcript', { transcript_id: team.transcriptId });
    expect(hers).toEqual(await call(asDave, 'read_transcript', { transcript_id: 999_999 }));
    expect((await call(asDave, 'list_files', { folder_id: teamFolder })).text).toBe(
      'Folder not found. (NOT_FOUND)',
    );
  });

  it('lets a read-only key read but not import, and not write through the REST API either', async () => {
    const reader = await connect(alice, true);
    expect((await call(reader, 'search_transcripts', { query: 'forklift' })).text).toMatch(/^1 file matches/);
    const refused = await call(reader, 'import_url', { url: 'https://example.com/episode.mp3' });
    expect(refused).toEqual({ isError: true, text: READ_ONLY });
    expect((await t.app.inject({ url: '/api/v1/audio/import', headers: alice.auth })).json().data).toEqual(
      [],
    );
    const secret = (await createApiKey(t.app, alice.auth, true)).api_key_secret;
    const rest = await fetch(`${base}/api/v1/audio/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: 'https://example.com/a.mp3',
        transcription: { audio_transcript_language_id: 1 },
      }),
    });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toMatchObject({ success: false, code: 'API_KEY_READ_ONLY' });

    // A key that may write reaches the import's own checks (a local address is refused before any download).
    const writer = await connect(alice);
    const local = await call(writer, 'import_url', { url: 'http://127.0.0.1:9/none.mp3' });
    expect(local.isError).toBe(true);
    expect(local.text).toMatch(/\(IMPORT_ADDRESS_REFUSED\)$/);
  });

  it('answers 401 JSON without a key, with an unknown or a revoked one, and 405 to GET and DELETE', async () => {
    const revoked = await createApiKey(t.app, alice.auth);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/api-key/${revoked.api_key_id}`,
      headers: alice.auth,
    });
    const refusedHeaders: Record<string, string>[] = [
      {},
      { authorization: 'Bearer tsk_unknown' },
      { authorization: `Bearer ${revoked.api_key_secret}` },
    ];
    for (const headers of refusedHeaders) {
      const res = await post(headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    await expect(connectMcp(base, revoked.api_key_secret)).rejects.toMatchObject({ code: 401 });
    // A session's token works as well as a key.
    const listed = await post(alice.auth);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain('read_transcript');
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${base}/api/mcp`, { method, headers: alice.auth });
      expect(res.status).toBe(405);
    }
  });
});
