import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { fixture } from '../../src/test-support/media-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

describe('your data is yours: export everything, delete the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function userWithData() {
    const session = await signUpAndLogIn(t.app);
    const { audioId, transcriptId } = await insertTranscript(
      t,
      session.auth,
      session.user.user_id,
      englishMeetingBlocks(),
      {
        fileName: 'board meeting.wav',
      },
    );
    const audio = await t.ctx.db
      .selectFrom('audio')
      .selectAll()
      .where('id', '=', audioId)
      .executeTakeFirstOrThrow();
    return { session, audioId, transcriptId, storageKey: audio.storage_key };
  }

  it('exports the account, its transcripts and its recordings as one zip, without secrets', async () => {
    const { session, audioId, transcriptId } = await userWithData();
    const vocabulary = { words: ['Kubernetes', 'Zoë Ångström'] };
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/vocabulary',
      headers: session.auth,
      payload: vocabulary,
    });
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/${transcriptId}/share`,
      headers: session.auth,
      payload: {},
    });
    const token = shared.json().data.share_link_path.slice('/s/'.length) as string;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/${transcriptId}/comments`,
      headers: session.auth,
      payload: { segment_id: 1, start: 2, text: 'Check the budget figure.' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: session.auth,
      payload: { workspace_name: 'Board' },
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ask',
      headers: session.auth,
      payload: { question: 'What about the budget?', audio_id: audioId },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const res = await t.app.inject({ url: '/api/v1/user/export', headers: session.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="transcribe-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const account = JSON.parse(text('account.json'));
    expect(account.user.user_email).toBe(session.email);
    expect(account.files.map((f: { file_name: string }) => f.file_name)).toEqual(['board meeting.wav']);
    expect(account.folders.length).toBeGreaterThan(0);
    expect(account.vocabulary).toEqual(vocabulary.words);
    expect(account.comments.map((c: { text: string }) => c.text)).toEqual(['Check the budget figure.']);
    expect(account.shareLinks).toHaveLength(1);
    expect(account.askHistory).toMatchObject([
      { transcript_id: transcriptId, question: 'What about the budget?', method: 'extractive' },
    ]);
    expect(account.workspaces).toMatchObject([{ name: 'Board', role: 'owner' }]);
    const transcript = JSON.parse(text(`transcripts/${transcriptId}.json`));
    expect(transcript.data[0].audio_transcript_data_segment[0].audio_transcript_data_segment_transcript).toBe(
      englishMeetingBlocks()[0]?.audio_transcript_data_segment[0]?.audio_transcript_data_segment_transcript,
    );
    expect(Buffer.from(files[`media/${audioId}-board meeting.wav`] ?? [])).toEqual(fixture('tone.wav'));
    const everything = Object.keys(files).map(text).join('\n');
    expect(everything).not.toMatch(/password_hash|key_hash|storage_key|argon2|token_hash/);
    expect(everything).not.toContain(token);
  });

  it('deletes the account and everything of it only with its password, and no one else’s', async () => {
    const mine = await userWithData();
    const other = await userWithData();
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: mine.session.auth,
      payload: { user_password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'The password is not correct.' });
    expect(await t.ctx.media.stat(mine.storageKey)).toBeDefined();

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: mine.session.auth,
      payload: { user_password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your account and all its data were deleted.' });
    const userId = mine.session.user.user_id;
    for (const table of ['folders', 'audio', 'transcripts', 'refresh_tokens'] as const) {
      const rows = await t.ctx.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', userId).execute()).toEqual([]);
    expect(await t.ctx.media.stat(mine.storageKey)).toBeUndefined();
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: mine.session.auth })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { login_email: mine.session.email, login_password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    expect(await t.ctx.media.stat(other.storageKey)).toBeDefined();
    const theirs = await t.app.inject({
      url: `/api/v1/audio/transcript/${other.transcriptId}`,
      headers: other.session.auth,
    });
    expect(theirs.statusCode).toBe(200);
  });
});
