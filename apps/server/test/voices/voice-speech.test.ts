import { type TSpeakerBlock, ZVoiceSpeechResponse, ZWorkspaceResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVoiceProfile } from '../../src/db/repositories/voice-profiles.js';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

const segment = (id: number, start: number, end: number) => ({
  audio_transcript_data_segment_id: id,
  audio_transcript_data_segment_transcript: 'words said here',
  audio_transcript_data_segment_start_time: start,
  audio_transcript_data_segment_end_time: end,
  audio_transcript_data_segment_verified: false,
  audio_transcript_data_segment_sa: null,
  audio_transcript_data_segment_words: [],
});
const talk = (turns: [string, number, number][]): TSpeakerBlock[] =>
  turns.map(([speaker, start, end], i) => ({
    audio_transcript_data_id: i + 1,
    audio_transcript_data_speaker: speaker,
    audio_transcript_data_segment: [segment(i + 1, start, end)],
  }));

describe('where a saved voice speaks across the library', () => {
  let t: TestApp;
  let ada: Session;
  let grace: Session;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpAndLogIn(t.app);
    grace = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const voice = (userId: number, name: string) =>
    insertVoiceProfile(t.ctx.db, userId, {
      name,
      prints: '{}',
      seconds: 30,
      audio_id: null,
      audio_name: null,
    });
  const speech = (session: Session, id: number, workspaceId?: number) =>
    t.app.inject({
      url: `/api/v1/voice-profile/${id}/speech${workspaceId === undefined ? '' : `?workspace_id=${workspaceId}`}`,
      headers: session.auth,
    });
  const filesOf = async (session: Session, id: number, workspaceId?: number) =>
    ZVoiceSpeechResponse.parse((await speech(session, id, workspaceId)).json())
      .data.files.map((f) => f.file_name)
      .sort();
  const workspace = async (owner: Session, name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: owner.auth,
      payload: { workspace_name: name },
    });
    const id = ZWorkspaceResponse.parse(res.json()).data.workspace_id;
    const top = await t.ctx.db
      .selectFrom('folders')
      .select('id')
      .where('workspace_id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, folderId: top.id };
  };
  /** A completed transcript of a file `session` added, in `folderId` when given (straight in, as a move would). */
  const fileWith = async (session: Session, fileName: string, speaker: string, folderId?: number) => {
    const made = await insertTranscript(t, session.auth, session.user.user_id, talk([[speaker, 0, 10]]), {
      fileName,
    });
    if (folderId !== undefined)
      await t.ctx.db
        .updateTable('audio')
        .set({ folder_id: folderId })
        .where('id', '=', made.audioId)
        .execute();
  };

  it("lists the files the voice speaks in, its talk in each and in all, week by week; another user's voice is 404", async () => {
    const allison = await voice(ada.user.user_id, 'Allison');
    // Allison speaks 30 of 40 s in a call, 10 of 10 s in a memo; a third file is someone else's talk only.
    const call = await insertTranscript(
      t,
      ada.auth,
      ada.user.user_id,
      talk([
        ['Allison', 0, 30],
        ['Bob', 30, 40],
      ]),
      {
        fileName: 'call.wav',
      },
    );
    const memo = await insertTranscript(t, ada.auth, ada.user.user_id, talk([['Allison', 0, 10]]), {
      fileName: 'memo.wav',
    });
    await insertTranscript(t, ada.auth, ada.user.user_id, talk([['Bob', 0, 20]]), { fileName: 'bob.wav' });
    // Grace has a speaker of that name too: her files are never counted for Ada's voice.
    await insertTranscript(t, grace.auth, grace.user.user_id, talk([['Allison', 0, 50]]));

    const res = await speech(ada, allison.id);
    expect(res.statusCode).toBe(200);
    const data = ZVoiceSpeechResponse.parse(res.json()).data;
    expect(data.files.map((f) => [f.audio_id, f.file_name, f.talk_seconds, f.talk_share]).sort()).toEqual(
      [
        [call.audioId, 'call.wav', 30, 0.75],
        [memo.audioId, 'memo.wav', 10, 1],
      ].sort(),
    );
    expect(data.total_talk_seconds).toBe(40);
    // All three files were added this week: 40 s of the 50 s of talk in the files she speaks in.
    expect(data.weeks).toHaveLength(1);
    expect(data.weeks[0]).toMatchObject({ talk_seconds: 40, talk_share: 0.8 });
    expect(new Date(`${data.weeks[0]?.week_start}T00:00:00Z`).getUTCDay()).toBe(1);

    expect((await speech(grace, allison.id)).statusCode).toBe(404);
  });

  it('counts only the newest transcript of a file', async () => {
    const ren = await voice(ada.user.user_id, 'Ren');
    const first = await insertTranscript(t, ada.auth, ada.user.user_id, talk([['Ren', 0, 10]]));
    // The same file transcribed again, with another speaker's name: Ren no longer speaks in it.
    const older = await t.ctx.db
      .selectFrom('transcripts')
      .selectAll()
      .where('id', '=', first.transcriptId)
      .executeTakeFirstOrThrow();
    const { id: _id, lease: _lease, lease_beat_at: _beat, job_ref: _job, ...copy } = older;
    await t.ctx.db
      .insertInto('transcripts')
      .values({ ...copy, data: JSON.stringify(talk([['Speaker 1', 0, 10]])) })
      .execute();
    const data = ZVoiceSpeechResponse.parse((await speech(ada, ren.id)).json()).data;
    expect(data.files).toEqual([]);
    expect(data.weeks).toEqual([]);
  });

  it("shows a member the workspace's files the voice speaks in, whoever added them; others get 404", async () => {
    const mira = await voice(ada.user.user_id, 'Mira');
    // Grace's workspace, Ada a viewer of it; a second workspace of Grace's Ada is not in.
    const newsroom = await workspace(grace, 'Newsroom');
    const closed = await workspace(grace, 'Closed');
    await addMember(t.ctx.db, newsroom.id, ada.user.user_id, 'viewer');
    await fileWith(grace, 'grace-interview.wav', 'Mira', newsroom.folderId);
    await fileWith(ada, 'ada-briefing.wav', 'Mira', newsroom.folderId);
    await fileWith(grace, 'grace-other.wav', 'Someone', newsroom.folderId);
    await fileWith(grace, 'closed-call.wav', 'Mira', closed.folderId);
    await fileWith(ada, 'ada-memo.wav', 'Mira');

    expect(await filesOf(ada, mira.id, newsroom.id)).toEqual(['ada-briefing.wav', 'grace-interview.wav']);
    // The personal scope: Ada's own files outside workspaces, not the one she added to the workspace.
    expect(await filesOf(ada, mira.id)).toEqual(['ada-memo.wav']);

    // Not a member, or no such workspace: the workspace's 404, never data.
    for (const id of [closed.id, 999_999]) {
      const refused = await speech(ada, mira.id, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // The voice stays its owner's: a member of the workspace naming Ada's voice gets the voice's 404.
    expect((await speech(grace, mira.id, newsroom.id)).statusCode).toBe(404);
    expect((await speech(ada, mira.id, 0)).statusCode).toBe(400);
  });
});
