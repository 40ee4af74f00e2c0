import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type TSpeakerBlock,
  ZSharedTranscriptResponse,
  ZShareLinkCreateResponse,
  ZShareLinkListResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../../src/adapters/media-probe.js';
import { hashSecretToken } from '../../src/adapters/secret-tokens.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/** Two speakers over the 2 s tone, each word timed, so a clip's bounds fall between words. */
const BLOCKS: TSpeakerBlock[] = [
  {
    id: 1,
    speaker: 'Ana',
    segment: 1,
    words: [
      ['Hello', 0.1],
      ['there', 0.4],
      ['friends', 0.7],
    ],
  },
  {
    id: 2,
    speaker: 'Ben',
    segment: 2,
    words: [
      ['good', 1.0],
      ['morning', 1.3],
      ['all', 1.7],
    ],
  },
].map((b) => ({
  audio_transcript_data_id: b.id,
  audio_transcript_data_speaker: b.speaker,
  audio_transcript_data_segment: [
    {
      audio_transcript_data_segment_id: b.segment,
      audio_transcript_data_segment_transcript: b.words.map(([w]) => w).join(' '),
      audio_transcript_data_segment_start_time: b.words[0]?.[1] as number,
      audio_transcript_data_segment_end_time: (b.words.at(-1)?.[1] as number) + 0.2,
      audio_transcript_data_segment_sa: null,
      audio_transcript_data_segment_verified: false,
      audio_transcript_data_segment_words: b.words.map(([word, start]) => ({
        word: word as string,
        start: start as number,
        end: (start as number) + 0.2,
        confidence: 0.9,
      })),
    },
  ],
}));

const texts = (blocks: TSpeakerBlock[]) =>
  blocks.flatMap((b) =>
    b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript),
  );

describe('share links', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let transcriptId: number;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
    ({ transcriptId } = await insertTranscript(t, alice.auth, alice.user.user_id, BLOCKS));
  });
  afterAll(() => t.close());

  const create = (payload: object, session = alice, id = transcriptId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/${id}/share`,
      headers: session.auth,
      payload,
    });
  const created = async (payload: object = {}) => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(201);
    const link = ZShareLinkCreateResponse.parse(res.json()).data;
    return { ...link, token: link.share_link_path.slice('/s/'.length) };
  };
  /** Opens a link signed out. */
  const open = (token: string, rest = '', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/share/${token}${rest}`, headers });

  it('opens a link signed out: the whole text, the audio, counted; the token is kept only hashed', async () => {
    const link = await created();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.share_link_hint).toBe(link.token.slice(0, 6));

    const res = await open(link.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const shared = ZSharedTranscriptResponse.parse(res.json()).data;
    expect(shared).toMatchObject({ share_audio_name: 'meeting.wav', share_is_clip: false, share_start: 0 });
    expect(shared.share_transcript_data).toEqual(BLOCKS);
    expect(JSON.stringify(res.json())).not.toMatch(new RegExp(`${alice.email}|audio_id|folder`));

    const audio = await open(link.token, '/audio', { range: 'bytes=0-99' });
    expect(audio.statusCode).toBe(206);
    expect(audio.rawPayload.length).toBe(100);

    const rows = await t.ctx.db
      .selectFrom('share_links')
      .selectAll()
      .where('id', '=', link.share_link_id)
      .execute();
    expect(rows[0]?.token_hash).toBe(hashSecretToken(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);
    const [listed] = ZShareLinkListResponse.parse(
      (
        await t.app.inject({ url: `/api/v1/audio/transcript/${transcriptId}/share`, headers: alice.auth })
      ).json(),
    ).data.filter((l) => l.share_link_id === link.share_link_id);
    expect(listed?.share_link_open_count).toBe(1);
    expect(listed?.share_link_last_opened_at).not.toBeNull();
  });

  it('a clip shows only its stretch: words outside it are gone and its audio is only the clip', async () => {
    const link = await created({ start: 0.55, end: 1.5 });
    const shared = ZSharedTranscriptResponse.parse((await open(link.token)).json()).data;
    expect(shared).toMatchObject({ share_is_clip: true, share_start: 0.55, share_end: 1.5 });
    expect(texts(shared.share_transcript_data)).toEqual(['friends', 'good morning']);
    expect(JSON.stringify(shared)).not.toMatch(/Hello|there|all"/);

    const audio = await open(link.token, '/audio');
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mp4');
    const file = join(t.ctx.config.dataDir, 'clip-check.m4a');
    writeFileSync(file, audio.rawPayload);
    const info = await probeMedia(t.ctx.config.ffprobePath, file);
    expect(info?.durationSeconds).toBeGreaterThan(0.85);
    expect(info?.durationSeconds).toBeLessThan(1.1);
    // Past the clip's end there is nothing to ask for.
    const beyond = await open(link.token, '/audio', { range: `bytes=${audio.rawPayload.length}-` });
    expect(beyond.statusCode).toBe(416);
  });

  it('exports only when allowed, and a clip exports only its text', async () => {
    const body = { audio_transcript_export_type: 'txt' };
    const closed = await created();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/share/${closed.token}/export`,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const clip = await created({ start: 0.55, end: 1.5, allow_export: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/share/${clip.token}/export`,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('good morning');
    expect(res.body).not.toContain('Hello');
  });

  it('a revoked link answers 404 at once, as does an expired one; only the owner lists or revokes', async () => {
    const link = await created();
    const revoke = (session: Session) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/share/${link.share_link_id}`, headers: session.auth });
    expect((await revoke(bob)).statusCode).toBe(404);
    expect((await open(link.token)).statusCode).toBe(200);
    expect((await revoke(alice)).statusCode).toBe(200);
    expect((await open(link.token)).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await open(link.token, '/audio')).statusCode).toBe(404);

    const soon = await created({ expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await open(soon.token)).statusCode).toBe(200);
    await t.ctx.db
      .updateTable('share_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', soon.share_link_id)
      .execute();
    expect((await open(soon.token)).statusCode).toBe(404);

    const bobsList = await t.app.inject({ url: '/api/v1/share', headers: bob.auth });
    expect(ZShareLinkListResponse.parse(bobsList.json()).data).toEqual([]);
    expect(
      (await t.app.inject({ url: `/api/v1/audio/transcript/${transcriptId}/share`, headers: bob.auth }))
        .statusCode,
    ).toBe(404);
    expect((await create({}, bob)).statusCode).toBe(404);
  });

  it('refuses bad requests with clear messages', async () => {
    const cases: [object, string][] = [
      [{ start: 5 }, 'start must be inside the recording.'],
      [{ start: 1, end: 0.5 }, 'end must be after start.'],
      [{ expires_at: new Date(Date.now() - 60_000).toISOString() }, 'expires_at must be in the future.'],
      [
        { expires_at: new Date(Date.now() + 400 * 86_400_000).toISOString() },
        'A link may last at most 366 days.',
      ],
      [{ expires_at: 'tomorrow' }, 'expires_at must be a date and time (ISO 8601).'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await open('A'.repeat(43))).statusCode).toBe(404);
  });

  it('is gone with its transcript: deleting the recording ends every link to it', async () => {
    const other = await insertTranscript(t, alice.auth, alice.user.user_id, BLOCKS);
    const res = await create({}, alice, other.transcriptId);
    const token = ZShareLinkCreateResponse.parse(res.json()).data.share_link_path.slice(3);
    expect((await open(token)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/audio/${other.audioId}`,
      headers: alice.auth,
    });
    expect(del.statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
  });
});
