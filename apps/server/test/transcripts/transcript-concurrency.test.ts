import { type TSpeakerBlock, ZTranscriptResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEngineRevision } from '../../src/services/transcripts/transcript-revisions.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

const CONFLICT = {
  success: false,
  message: 'This transcript was changed since you opened it.',
  code: 'REVISION_CONFLICT',
};

const textOf = (blocks: TSpeakerBlock[], segmentId: number) =>
  blocks
    .flatMap((b) => b.audio_transcript_data_segment)
    .find((s) => s.audio_transcript_data_segment_id === segmentId)?.audio_transcript_data_segment_transcript;

describe('concurrent transcript edits', () => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const url = (id: number, rest = '') => `/api/v1/audio/transcript/${id}${rest}`;
  const read = async (id: number) =>
    ZTranscriptResponse.parse((await t.app.inject({ url: url(id), headers: alice.auth })).json()).data;
  /** Saves `text` as segment `segmentId` (in block `blockId`), from `base` when given. */
  const save = (id: number, edit: { blockId: number; segmentId: number; text: string; base?: number }) =>
    t.app.inject({
      method: 'PUT',
      url: url(id),
      headers: alice.auth,
      payload: {
        ...(edit.base === undefined ? {} : { base_revision: edit.base }),
        audio_transcript_data: [
          {
            audio_transcript_data_id: edit.blockId,
            audio_transcript_data_segment: [
              {
                audio_transcript_data_segment_id: edit.segmentId,
                audio_transcript_data_segment_transcript: edit.text,
              },
            ],
          },
        ],
      },
    });
  const revisionCount = async (id: number) =>
    (await t.ctx.db.selectFrom('transcript_revisions').select('id').where('transcript_id', '=', id).execute())
      .length;
  const newTranscript = async () =>
    (await insertTranscript(t, alice.auth, alice.user.user_id, englishMeetingBlocks())).transcriptId;

  it('answers the revision number with the text, and the new one after a save', async () => {
    const id = await newTranscript();
    expect((await read(id)).audio_transcript_revision).toBe(1);
    const saved = await save(id, { blockId: 1, segmentId: 1, text: 'Morning.', base: 1 });
    expect(saved.statusCode).toBe(200);
    expect(ZTranscriptResponse.parse(saved.json()).data.audio_transcript_revision).toBe(2);
    expect((await read(id)).audio_transcript_revision).toBe(2);
  });

  it('refuses the second of two editors saving from one revision, keeping the first one whole', async () => {
    const id = await newTranscript();
    const base = (await read(id)).audio_transcript_revision;
    expect((await save(id, { blockId: 1, segmentId: 1, text: 'First editor.', base })).statusCode).toBe(200);
    const late = await save(id, { blockId: 2, segmentId: 5, text: 'Second editor.', base });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(CONFLICT);

    const now = await read(id);
    expect(now.audio_transcript_revision).toBe(base + 1);
    expect(textOf(now.audio_transcript_data, 1)).toBe('First editor.');
    expect(textOf(now.audio_transcript_data, 5)).toBe(textOf(englishMeetingBlocks(), 5));
    expect(await revisionCount(id)).toBe(2);
    // From the newer revision, the second editor's change goes through on top of the first's.
    const again = await save(id, { blockId: 2, segmentId: 5, text: 'Second editor.', base: base + 1 });
    expect(again.statusCode).toBe(200);
    const both = ZTranscriptResponse.parse(again.json()).data;
    expect([textOf(both.audio_transcript_data, 1), textOf(both.audio_transcript_data, 5)]).toEqual([
      'First editor.',
      'Second editor.',
    ]);
  });

  it('saves without base_revision as the specification has it', async () => {
    const id = await newTranscript();
    expect((await save(id, { blockId: 1, segmentId: 1, text: 'One.' })).statusCode).toBe(200);
    expect((await save(id, { blockId: 1, segmentId: 2, text: 'Two.' })).statusCode).toBe(200);
    const now = await read(id);
    expect([textOf(now.audio_transcript_data, 1), textOf(now.audio_transcript_data, 2)]).toEqual([
      'One.',
      'Two.',
    ]);
    expect(now.audio_transcript_revision).toBe(3);
  });

  it('refuses a save from before a restore', async () => {
    const id = await newTranscript();
    expect((await save(id, { blockId: 1, segmentId: 1, text: 'Edited.', base: 1 })).statusCode).toBe(200);
    const restored = await t.app.inject({
      method: 'POST',
      url: url(id, '/revisions/1/restore'),
      headers: alice.auth,
    });
    expect(ZTranscriptResponse.parse(restored.json()).data.audio_transcript_revision).toBe(3);
    const stale = await save(id, { blockId: 1, segmentId: 2, text: 'Stale.', base: 2 });
    expect(stale.statusCode).toBe(409);
    expect(textOf((await read(id)).audio_transcript_data, 2)).toBe(textOf(englishMeetingBlocks(), 2));
  });

  it('refuses a save from before a redo completed', async () => {
    const id = await newTranscript();
    const before = (await read(id)).audio_transcript_data;
    // As the worker's completion of a redo does: the redone text becomes the next revision.
    await recordEngineRevision(
      t.ctx.db,
      id,
      { blocks: before, numSpeakers: 2 },
      { userId: alice.user.user_id, before },
    );
    expect((await save(id, { blockId: 1, segmentId: 1, text: 'Stale.', base: 1 })).statusCode).toBe(409);
    expect((await save(id, { blockId: 1, segmentId: 1, text: 'Fresh.', base: 2 })).statusCode).toBe(200);
  });

  it('lets exactly one of several saves fired together from one revision through', async () => {
    const id = await newTranscript();
    const texts = ['Alpha.', 'Bravo.', 'Charlie.', 'Delta.'];
    const answers = await Promise.all(
      texts.map((text, i) => save(id, { blockId: 1, segmentId: i + 1, text, base: 1 })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(texts.length - 1);
    const winner = statuses.indexOf(200);
    const now = await read(id);
    expect(now.audio_transcript_revision).toBe(2);
    const machine = englishMeetingBlocks();
    expect(texts.map((_, i) => textOf(now.audio_transcript_data, i + 1))).toEqual(
      texts.map((text, i) => (i === winner ? text : textOf(machine, i + 1))),
    );
    expect(await revisionCount(id)).toBe(2);
  });

  it('counts a transcript without revisions as revision 0 and keeps its baseline', async () => {
    const id = await newTranscript();
    await t.ctx.db.deleteFrom('transcript_revisions').where('transcript_id', '=', id).execute();
    expect((await read(id)).audio_transcript_revision).toBe(0);
    const [first, second] = await Promise.all([
      save(id, { blockId: 1, segmentId: 1, text: 'A.', base: 0 }),
      save(id, { blockId: 1, segmentId: 2, text: 'B.', base: 0 }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    expect((await read(id)).audio_transcript_revision).toBe(2);
    expect(await revisionCount(id)).toBe(2);
  });
});
