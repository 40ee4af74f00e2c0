import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ZUploadDraftResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { descendantCommands } from '../../src/test-support/processes.js';
import { speechFixtures } from '../../src/test-support/speech-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

// The live draft (issue 24): the recorder streams a recording as a growing tus upload (Upload-Defer-Length),
// and the server recognises it as it arrives, so words show while the person is still speaking.

const TUS = { 'tus-resumable': '1.0.0' };
const SECONDS = 16;
const MAX_UPLOAD_BYTES = 400_000;
const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const decoders = () => descendantCommands().filter((command) => command === 'ffmpeg');

/** 16 s of real read speech as MediaRecorder sends it: WebM/Opus written as a stream (no seeking back). */
function recording(): Buffer {
  const { wav } = speechFixtures().librivox;
  const args = ['-nostdin', '-v', 'error', '-i', wav, '-t', String(SECONDS), '-c:a', 'libopus'];
  return execFileSync('ffmpeg', [...args, '-b:a', '32k', '-f', 'webm', 'pipe:1']);
}

/** The words of the first three LibriVox clips, which the 16 s hold. */
const REFERENCE = new Set(
  (
    'and mister john dashwood had then leisure to consider how much there might be prudently in his power ' +
    'to do for them he was not an ill disposed young man unless to be rather cold hearted and rather ' +
    'selfish is to be ill disposed'
  ).split(' '),
);

describe('live draft of a recording being uploaded', { timeout: 60_000 }, () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) });
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (session: Session, fields: Record<string, string>, length?: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: {
        ...TUS,
        ...session.auth,
        'upload-metadata': meta(fields),
        ...(length === undefined ? { 'upload-defer-length': '1' } : { 'upload-length': String(length) }),
      },
    });
  const patch = (location: string, offset: number, bytes: Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...TUS,
        ...alice.auth,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        ...headers,
      },
      payload: bytes,
    });
  const draft = (session: Session, location: string) =>
    t.app.inject({ url: `${location}/draft`, headers: session.auth });

  it('shows words while the recording is still arriving, and ends when the last piece makes it an item', async () => {
    const file = recording();
    const created = await create(alice, { filename: 'Recording.webm', language: 'en', recording: '1' });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const before = ZUploadDraftResponse.parse((await draft(alice, location)).json());
    expect(before.data).toEqual({ draft_seconds: 0, draft_from: 0, draft_words: [] });
    expect((await draft(bob, location)).statusCode).toBe(404);

    // About one second of audio per PATCH, sent in real time, as the recorder's 1-second timeslices are.
    const pieces = SECONDS;
    const size = Math.ceil(file.length / pieces);
    const started = Date.now();
    const seen: { sentSeconds: number; at: number; seconds: number; words: string[] }[] = [];
    let offset = 0;
    for (let i = 0; i < pieces - 1; i++) {
      const bytes = file.subarray(offset, offset + size);
      const sent = await patch(location, offset, bytes);
      expect(sent.statusCode, sent.body).toBe(204);
      offset += bytes.length;
      await sleep(Math.max(0, started + (i + 1) * 1000 - Date.now()));
      const answer = ZUploadDraftResponse.parse((await draft(alice, location)).json()).data;
      seen.push({
        sentSeconds: i + 1,
        at: (Date.now() - started) / 1000,
        seconds: answer.draft_seconds,
        words: answer.draft_words.map((w) => w.word),
      });
    }
    expect(decoders()).toEqual(['ffmpeg']); // one long-lived decoder for the whole recording
    const first = seen.find((s) => s.words.length > 0);
    console.info(
      'live draft',
      JSON.stringify(
        seen.map(({ sentSeconds, seconds, words }) => ({ sentSeconds, seconds, words: words.length })),
      ),
    );
    console.info(`first words after ${first?.sentSeconds} s of audio sent: ${first?.words.join(' ')}`);
    console.info(`before the last piece: ${seen.at(-1)?.words.join(' ')}`);

    // Before the last piece: words of the reading, in time order, within seconds of being spoken.
    const last = seen.at(-1) as (typeof seen)[number];
    expect(last.words.filter((w) => REFERENCE.has(w)).length).toBeGreaterThanOrEqual(8);
    expect(first?.sentSeconds).toBeLessThanOrEqual(8);
    const seconds = seen.map((s) => s.seconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    expect(last.seconds).toBeGreaterThan(SECONDS - 4);
    expect(seconds[0]).toBeLessThan(last.seconds);
    const words = ZUploadDraftResponse.parse((await draft(alice, location)).json()).data.draft_words;
    expect(words.map((w) => w.start)).toEqual(words.map((w) => w.start).sort((a, b) => a - b));
    // A client that has the first three words asks only for the rest.
    const rest = await t.app.inject({ url: `${location}/draft?from=3`, headers: alice.auth });
    expect(ZUploadDraftResponse.parse(rest.json()).data).toMatchObject({ draft_from: 3 });
    const restWords = ZUploadDraftResponse.parse(rest.json()).data.draft_words;
    expect(restWords.slice(0, words.length - 3)).toEqual(words.slice(3)); // more may have come meanwhile
    expect(await draft(bob, location)).toMatchObject({ statusCode: 404 });
    expect((await draft(bob, location)).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    // Stop: the last PATCH tells the length and the upload becomes an audio item; the draft ends with it.
    const end = await patch(location, offset, file.subarray(offset), {
      'upload-length': String(file.length),
    });
    expect(end.statusCode, end.body).toBe(200);
    const item = end.json() as { data: { audio_id: number; audio_file: { file_name: string } } };
    expect(item.data.audio_file.file_name).toBe('Recording.webm');
    const download = await t.app.inject({
      url: `/api/v1/audio/download/${item.data.audio_id}`,
      headers: alice.auth,
    });
    expect(Buffer.compare(download.rawPayload, file)).toBe(0);
    expect((await draft(alice, location)).statusCode).toBe(404);
    expect(decoders()).toEqual([]);
    const scratch = join(t.dataDir, 'tmp');
    expect(existsSync(scratch) ? readdirSync(scratch) : []).toEqual([]);
  });

  it('refuses a deferred length for anything but a recording, and a recording past the upload limit', async () => {
    const plain = await create(alice, { filename: 'call.webm', language: 'en' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    const created = await create(alice, { filename: 'Recording.webm', recording: '1' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const first = Buffer.alloc(MAX_UPLOAD_BYTES - 10);
    expect((await patch(location, 0, first)).statusCode).toBe(204);
    const over = await patch(location, first.length, Buffer.alloc(20));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const declared = await patch(location, first.length, Buffer.alloc(0), {
      'upload-length': String(MAX_UPLOAD_BYTES + 1),
    });
    expect(declared.statusCode).toBe(413);
    // Zeros are no WebM: the draft heard nothing, and never crashed anything.
    expect(ZUploadDraftResponse.parse((await draft(alice, location)).json()).data.draft_words).toEqual([]);
    const ended = await t.app.inject({ method: 'DELETE', url: location, headers: { ...TUS, ...alice.auth } });
    expect(ended.statusCode).toBe(204);
    expect((await draft(alice, location)).statusCode).toBe(404);

    // A recording in a language the built-in engine does not know has no draft to wait for.
    const german = await create(alice, { filename: 'Aufnahme.webm', language: 'de', recording: '1' });
    expect(german.statusCode).toBe(201);
    const none = await draft(alice, german.headers.location as string);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('catches up from the first byte in an API process started later, and ends its drafts when it closes', async () => {
    const file = recording();
    const running = decoders().length;
    const created = await create(alice, { filename: 'Recording.webm', language: 'en', recording: '1' });
    const location = created.headers.location as string;
    const sent = Math.floor(file.length * 0.6);
    expect((await patch(location, 0, file.subarray(0, sent))).statusCode).toBe(204);

    // Another API process on the same data: its draft starts when asked for and reads the upload so far.
    const restarted = await buildApp(t.ctx.config);
    try {
      const ask = async () =>
        ZUploadDraftResponse.parse(
          (await restarted.app.inject({ url: `${location}/draft`, headers: alice.auth })).json(),
        ).data;
      expect((await ask()).draft_seconds).toBe(0);
      const deadline = Date.now() + 20_000;
      let answer = await ask();
      while (Date.now() < deadline && answer.draft_words.length < 10) {
        await sleep(250);
        answer = await ask();
      }
      expect(answer.draft_seconds).toBeGreaterThan(SECONDS * 0.6 - 2);
      expect(answer.draft_words.filter((w) => REFERENCE.has(w.word)).length).toBeGreaterThanOrEqual(8);
    } finally {
      await restarted.app.close();
    }
    expect(decoders()).toHaveLength(running + 1); // the first process's draft, still open
    const ended = await t.app.inject({ method: 'DELETE', url: location, headers: { ...TUS, ...alice.auth } });
    expect(ended.statusCode).toBe(204);
    expect(decoders()).toHaveLength(running);
  });
});
